import { paths } from '../config/route-paths';
import type { LinkCta } from './types/links';

/** Copy for the catch-all 404 page (spec §2, §8). */
export const notFound = {
  code: '404',
  title: 'Oops! Page not found',
  lede: 'This page has driven off. The rest of the hive is right where you left it.',
  home: {
    label: 'Return to Home',
    target: { kind: 'route', to: paths.home },
  },
  helpfulTitle: 'Or pick up the trail here',
  helpfulLinks: [
    {
      id: 'hire',
      label: 'Hire a truck',
      description: 'Book food trucks for your next event.',
      target: { kind: 'route', to: paths.hire },
    },
    {
      id: 'learn-more',
      label: 'Learn More',
      description: 'Services, plans and how membership works.',
      target: { kind: 'route', to: paths['learn-more'] },
    },
    {
      id: 'contact',
      label: 'Contact us',
      description: 'Apply to join or ask us anything.',
      target: { kind: 'route', to: paths.contact },
    },
  ],
} as const satisfies {
  readonly code: string;
  readonly title: string;
  readonly lede: string;
  readonly home: LinkCta;
  readonly helpfulTitle: string;
  readonly helpfulLinks: readonly (LinkCta & { readonly id: string; readonly description: string })[];
};
