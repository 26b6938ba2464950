import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('the prerendered page has no #root element');

hydrateRoot(
  root,
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>,
);
