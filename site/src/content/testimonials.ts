// SAMPLE CONTENT: the trucks and people quoted below are invented for illustration. The figures
// are the ones the spec gives (§9); the quotes and names must be replaced with real ones.
import type { SectionHeading } from './types/sections';
import type { Testimonial } from './types/cards';

/** The testimonial heading on /contact. */
export const testimonialsSection = {
  eyebrow: 'From our members',
  title: 'Trucks That Took the Leap',
  lede: 'Real numbers from the first weeks and months of membership, in the words of the people who cooked for them.',
} as const satisfies SectionHeading;

/** The success-story heading on /our-results. */
export const successStoriesSection = {
  eyebrow: 'Success stories',
  title: 'What the First Months Looked Like',
  lede: 'Booked sales, first events and first months, told by the operators behind the windows.',
} as const satisfies SectionHeading;

/** The eight testimonial cards on /contact, each led by a figure (spec §9). */
export const testimonials = [
  {
    id: 'cheddar-and-brick',
    figure: '$23,000+',
    figureContext: 'in 2 months',
    quote:
      'We went from chasing one farmers market a week to turning down dates. The Hive rebuilt our menu, shot it properly and put us in front of office managers we never could have reached alone.',
    truck: 'Cheddar & Brick',
    person: 'Owner and head cook',
    sample: true,
  },
  {
    id: 'kettle-and-clove',
    figure: '$18,631',
    figureContext: 'in 2 months',
    quote:
      'My grandmother\'s jerk recipe was always good. What changed was the paperwork: proposals, contracts, deposits. Now I show up, cook and get paid, and the calendar keeps filling.',
    truck: 'Kettle & Clove Caribbean',
    person: 'Founder',
    sample: true,
  },
  {
    id: 'saffron-circuit',
    figure: '$9,657',
    figureContext: 'first event',
    quote:
      'Our first Hive booking was a university cultural night. We priced it with their costing sheet, sold out of paneer rolls by eight, and covered half our season\'s truck payments in one evening.',
    truck: 'Saffron Circuit',
    person: 'Co-owner',
    sample: true,
  },
  {
    id: 'salt-breeze',
    figure: '$3,500',
    figureContext: 'in 1 month',
    quote:
      'We opened in a cold April. The Hive had our Google listing and photos live in the first week, and by May we had brewery Saturdays booked through the summer.',
    truck: 'Salt Breeze Island Kitchen',
    person: 'Owner',
    sample: true,
  },
  {
    id: 'nightjar',
    figure: '$2,500',
    figureContext: 'in 1 month',
    quote:
      'Desserts are a hard sell at a lunch spot. The team pointed us at weddings and showers instead, wrote the packages with us, and the first month paid for itself.',
    truck: 'Nightjar Patisserie',
    person: 'Pastry chef and owner',
    sample: true,
  },
  {
    id: 'warm-batch',
    figure: '$900',
    figureContext: 'first event, a two-truck booking',
    quote:
      'They paired us with a strawberry truck for a campus open house. Two small trucks, one big dessert table, and a line that never stopped. That was the moment it felt like a hive.',
    truck: 'Warm Batch Cookie Wagon',
    person: 'Founder and baker',
    sample: true,
  },
  {
    id: 'dipped-velvet',
    figure: '3x',
    figureContext: 'more event inquiries',
    quote:
      'I used to post a photo and hope. Now I get inquiries with a date, a head count and a budget attached, and I spend my time dipping berries instead of answering "how much?"',
    truck: 'Dipped Velvet Berries',
    person: 'Owner',
    sample: true,
  },
  {
    id: 'low-tide-chowder',
    figure: '5 bookings',
    figureContext: 'before opening day',
    quote:
      'We had a truck, a chowder recipe and no idea where to park. Before we served our first bowl, The Hive had five events on our calendar from Portland down to Providence.',
    truck: 'Low Tide Chowder Wagon',
    person: 'Co-founder',
    sample: true,
  },
] as const satisfies readonly Testimonial[];

/** The id of one testimonial. */
export type TestimonialId = (typeof testimonials)[number]['id'];

/** The dollar-led stories shown on /our-results, by reference to the testimonials above. */
const successStoryIds = [
  'cheddar-and-brick',
  'kettle-and-clove',
  'saffron-circuit',
  'salt-breeze',
  'nightjar',
  'warm-batch',
] as const satisfies readonly TestimonialId[];

function testimonialById(id: TestimonialId): Testimonial {
  const found = testimonials.find((t) => t.id === id);
  // The ids are typed from the list itself, so this only fires if the list is edited badly.
  if (!found) throw new Error(`no testimonial "${id}"`);
  return found;
}

/** The success stories on /our-results: the six testimonials that carry dollar amounts. */
export const successStories: readonly Testimonial[] = successStoryIds.map(testimonialById);
