import type { Differentiator, SectionHeading } from './types/sections';

/** The heading over the four differentiator cards in the home About section. */
export const differentiatorsSection = {
  eyebrow: 'What makes us different',
  title: 'A Collective, Not a Directory',
} as const satisfies SectionHeading;

/** The four differentiators (spec §1), in order. */
export const differentiators = [
  {
    id: 'purpose-driven',
    title: 'Purpose-Driven',
    description:
      'We exist to keep independent trucks in business and growing. Every service we offer is measured by one thing: more money in the operator\'s pocket.',
    icon: 'heart',
  },
  {
    id: 'proven-growth',
    title: 'Proven Growth',
    description:
      'Member trucks grew bookings 115% in 2024. Our playbook is built on real events, real menus and real sales figures, not theory.',
    icon: 'chart-up',
  },
  {
    id: 'community-first',
    title: 'Community First',
    description:
      'Members share leads, swap shifts at big events and learn from each other. When one truck lands a festival, the whole hive gets a look in.',
    icon: 'users',
  },
  {
    id: 'local-impact',
    title: 'Local Impact',
    description:
      'We back first-time founders and women-owned and BIPOC-owned trucks, and we steer menus toward New England farms, bakeries and roasters.',
    icon: 'map-pin',
  },
] as const satisfies readonly Differentiator[];
