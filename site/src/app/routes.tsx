import type { RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { routeTable, type RouteId } from './route-table';
import { SiteLayout } from '../components/layout/site-layout';
import { HomePage } from './pages/home-page';
import { AlternateHomePage } from './pages/alternate-home-page';
import { ContactPage } from './pages/contact-page';
import { HirePage } from './pages/hire-page';
import { LearnMorePage } from './pages/learn-more-page';
import { OurResultsPage } from './pages/our-results-page';
import { OurStrategiesPage } from './pages/our-strategies-page';
import { TermsOfServicePage } from './pages/terms-of-service-page';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';
import { NotFoundPage } from './pages/not-found-page';

const pages: Record<RouteId, ComponentType> = {
  home: HomePage,
  v2: AlternateHomePage,
  contact: ContactPage,
  hire: HirePage,
  'learn-more': LearnMorePage,
  'our-results': OurResultsPage,
  'our-strategies': OurStrategiesPage,
  'terms-of-service': TermsOfServicePage,
  'privacy-policy': PrivacyPolicyPage,
  'not-found': NotFoundPage,
};

/**
 * The data-router tree, derived from the route table. No `errorElement` is set on purpose:
 * spec §8 asks for React Router's default "Unexpected Application Error!" screen.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: routeTable.map((route) => {
      const Page = pages[route.id];
      return route.path === '/' ? { index: true, element: <Page /> } : { path: route.path, element: <Page /> };
    }),
  },
];
