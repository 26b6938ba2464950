import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { preloadPage, routes } from './app/routes';
import './styles/index.css';

async function hydrate() {
  const root = document.getElementById('root');
  if (!root) throw new Error('the prerendered page has no #root element');
  await preloadPage(window.location.pathname);
  hydrateRoot(
    root,
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}

void hydrate();
