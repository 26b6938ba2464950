// SAMPLE CONTENT: every truck below is invented for illustration. The names, descriptions and
// highlights do not describe real businesses; replace them with real members before launch.
import type { Member } from './types/cards';
import type { SectionHeading } from './types/sections';

/** The members section heading, shared by the home page, /v2 and /learn-more. */
export const membersSection = {
  eyebrow: 'Our members',
  title: 'Meet the Trucks of The Hive',
  lede: 'Seven kitchens on wheels, seven very different menus, one shared team behind them. Find them at campuses, breweries, office parks and town greens from Boston to Burlington.',
} as const satisfies SectionHeading;

/** Labels on each member card. */
export const memberLabels = {
  highlightsHeading: 'Highlights',
} as const;

/**
 * The seven members, one per specialty in the order of spec §3. Each gradient was checked for
 * at least 4.5:1 contrast at both ends against its ink: dark ink #2A1E17, light ink #FFFFFF.
 */
export const members = [
  {
    id: 'cheddar-and-brick',
    name: 'Cheddar & Brick',
    specialty: 'Gourmet grilled cheese',
    description:
      'Sourdough pressed golden around Vermont cheddar, fig jam and slow-roasted short rib. A lunch-line favorite outside Boston office towers.',
    highlights: [
      'Vermont and Massachusetts dairy on every sandwich',
      'Serves 150 guests an hour at peak',
      'Regular at Cambridge and Seaport office lunches',
    ],
    gradient: ['#FBE3A1', '#F2B44B'],
    ink: 'dark',
    sample: true,
  },
  {
    id: 'nightjar-patisserie',
    name: 'Nightjar Patisserie',
    specialty: 'Premium desserts',
    description:
      'Plated-quality desserts served from a window: brown-butter tarts, seasonal pavlovas and a maple creme brulee torched to order.',
    highlights: [
      'Wedding dessert bars for up to 250 guests',
      'Seasonal menu changes four times a year',
      'Pastry chef trained in hotel kitchens',
    ],
    gradient: ['#6B2140', '#9C3358'],
    ink: 'light',
    sample: true,
  },
  {
    id: 'salt-breeze-island-kitchen',
    name: 'Salt Breeze Island Kitchen',
    specialty: 'Island-inspired eats',
    description:
      'Pineapple-glazed chicken, coconut rice bowls and grilled fish tacos that bring a beach-day mood to a Worcester parking lot in March.',
    highlights: [
      'Gluten-free and dairy-free options on every bowl',
      'Favorite at summer concert series',
      'Compostable packaging throughout',
    ],
    gradient: ['#BFEBE2', '#7FD1C1'],
    ink: 'dark',
    sample: true,
  },
  {
    id: 'dipped-velvet-berries',
    name: 'Dipped Velvet Berries',
    specialty: 'Chocolate-dipped strawberries',
    description:
      'Long-stem strawberries dipped in dark, milk and white chocolate in front of the guests, then finished with sea salt, pistachio or gold dust.',
    highlights: [
      'Built for weddings, showers and corporate gifting',
      'Local berries in season, June through September',
      'Custom boxed favors with event branding',
    ],
    gradient: ['#A3223A', '#5C2A1F'],
    ink: 'light',
    sample: true,
  },
  {
    id: 'kettle-and-clove',
    name: 'Kettle & Clove Caribbean',
    specialty: 'Caribbean cuisine',
    description:
      'Family recipes from Kingston and Port of Spain: jerk chicken off the drum, curry goat, doubles and fried plantains, served with house pepper sauce.',
    highlights: [
      'Jerk marinade made in-house every morning',
      'Catering menus for 50 to 500 guests',
      'Fixture at Dorchester and Mattapan summer festivals',
    ],
    gradient: ['#FFD27A', '#F59A3C'],
    ink: 'dark',
    sample: true,
  },
  {
    id: 'warm-batch-cookie-wagon',
    name: 'Warm Batch Cookie Wagon',
    specialty: 'Fresh-baked cookies',
    description:
      'Cookies baked in the truck and handed over still soft: brown-butter chocolate chip, molasses ginger and a rotating cookie of the week, with cold milk.',
    highlights: [
      'Baked on board, never reheated',
      'Campus late-night and finals-week favorite',
      'Cookie bars for open houses and orientations',
    ],
    gradient: ['#F6DDB8', '#E3AE6E'],
    ink: 'dark',
    sample: true,
  },
  {
    id: 'saffron-circuit',
    name: 'Saffron Circuit',
    specialty: 'Modern Indian',
    description:
      'Tandoori chicken tacos, paneer tikka rolls and masala fries. Regional Indian flavors cooked fast for a street-food crowd.',
    highlights: [
      'Vegetarian and vegan half of the menu',
      'Spice level set by the guest at the window',
      'Booked for Diwali, Holi and campus cultural nights',
    ],
    gradient: ['#C2410C', '#7C2D4A'],
    ink: 'light',
    sample: true,
  },
] as const satisfies readonly Member[];
