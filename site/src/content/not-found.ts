import { paths } from '../app/route-table';
import type { LinkCta } from './types';

/** Copy for the catch-all 404 page (spec §2, §8). */
export const notFound = {
  code: '404',
  title: 'Oops! Page not found',
  lede: 'This page has driven off. The rest of the hive is right where you left it.',
  home: {
    label: 'Return to Home',
    target: { kind: 'route', to: paths.home },
  },
} as const satisfies { readonly code: string; readonly title: string; readonly lede: string; readonly home: LinkCta };
