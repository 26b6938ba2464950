// SAMPLE CONTENT: the venue names below are generic placeholders, not real businesses. Replace
// them with the real partner venues (and their permission to be named) before launch.
import type { SectionHeading } from './types/sections';
import type { Venue } from './types/cards';

/** The venue heading on /hire. */
export const venuesSection = {
  eyebrow: 'Where we serve',
  title: 'Exclusive Venue Access',
  lede: 'Book through The Hive and your event can land at places that do not open their gates to every truck.',
} as const satisfies SectionHeading;

/** The four venues on /hire (spec §2). */
export const venues = [
  {
    id: 'estate-garden',
    name: 'The Estate Gardens',
    location: 'North Shore, MA',
    description:
      'Formal lawns, a walled rose garden and space for up to six trucks. Our most requested setting for summer weddings and alumni receptions.',
    icon: 'tree',
    sample: true,
  },
  {
    id: 'downtown-greenway',
    name: 'The Downtown Greenway',
    location: 'Boston, MA',
    description:
      'A landscaped park corridor in the middle of the city, steps from offices and transit, built for lunch series and public pop-ups.',
    icon: 'leaf',
    sample: true,
  },
  {
    id: 'escape-venue',
    name: 'The Immersive Escape House',
    location: 'Leominster, MA',
    description:
      'Themed escape rooms and puzzle experiences with a parking court for trucks. Ideal for team-building days and birthday takeovers.',
    icon: 'key',
    sample: true,
  },
  {
    id: 'brewery-partners',
    name: 'Brewery Partners',
    location: 'Across New England',
    description:
      'Taprooms from the Merrimack Valley to the Maine coast that host our trucks on weekends, release days and private buyouts.',
    icon: 'beer',
    sample: true,
  },
] as const satisfies readonly Venue[];
