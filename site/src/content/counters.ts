import type { Counter } from './types/figures';
import type { SectionHeading } from './types/sections';

/** The counter band heading on /our-results. */
export const countersSection = {
  eyebrow: 'By the numbers',
  title: 'Sixty Days of Work, Counted',
} as const satisfies SectionHeading;

/** The four animated counters on /our-results, with the targets of spec §9. */
export const counters = [
  {
    id: 'net-sales',
    end: 60000,
    prefix: '$',
    suffix: '+',
    label: 'Net sales generated for Hive trucks',
  },
  {
    id: 'menus',
    end: 100,
    suffix: '%',
    label: 'Of trucks received redesigned menus',
  },
  {
    id: 'hype-reels',
    end: 25,
    suffix: '+',
    label: 'Hype reels produced for social & web',
  },
  {
    id: 'photos',
    end: 500,
    suffix: '+',
    label: 'Professional photos for trucks + dishes',
  },
] as const satisfies readonly Counter[];
