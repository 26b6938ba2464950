import type { Pillar, SectionHeading } from './types/sections';

/** The mission section on /hire (`#mission`). */
export const missionSection = {
  eyebrow: 'Our Mission',
  title: 'Good Food, Good Business, Good Neighbors',
  lede: 'The Hive is building a collaborative ecosystem with real business infrastructure behind every truck, so the food at your event comes from operators who are here to stay.',
} as const satisfies SectionHeading;

/** The four mission pillars on /hire. */
export const pillars = [
  {
    id: 'local-sourcing',
    icon: 'leaf',
    title: 'Local Sourcing',
    description:
      'Menus built around New England farms, dairies, bakeries and roasters, so your guests taste the region and your budget stays in it.',
  },
  {
    id: 'small-business-growth',
    icon: 'chart-up',
    title: 'Small-Business Growth',
    description:
      'Every booking funds an independent operator, including first-time founders and women-owned and BIPOC-owned trucks.',
  },
  {
    id: 'community-connection',
    icon: 'handshake',
    title: 'Community Connection',
    description:
      'Trucks bring people outside and into the same line. We design events that turn a lunch break or a campus night into a gathering.',
  },
  {
    id: 'reliable-service',
    icon: 'truck',
    title: 'Reliable Service',
    description:
      'One point of contact, confirmed trucks, clear contracts and a day-of plan, so hosts never wonder whether dinner is on its way.',
  },
] as const satisfies readonly Pillar[];
