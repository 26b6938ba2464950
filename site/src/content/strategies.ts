import type { SectionHeading } from './types/sections';
import type { Strategy } from './types/cards';

/** The strategies heading on /learn-more (`#our-strategies`). */
export const strategiesSection = {
  eyebrow: 'How we grow trucks',
  title: 'Our Strategies',
  lede: 'Six disciplines we apply to every member, adjusted to the truck, the menu and the market it serves.',
} as const satisfies SectionHeading;

/** The six strategy cards, each with three bullets (spec §2). */
export const strategies = [
  {
    id: 'market-positioning',
    title: 'Market Positioning',
    icon: 'target',
    summary: 'Find the gap your truck fills and own it, so hosts know exactly why to book you.',
    bullets: [
      'Competitor mapping for your cuisine in your region',
      'A one-line pitch that sets you apart at a crowded festival',
      'Pricing that signals quality without scaring off lunch traffic',
    ],
  },
  {
    id: 'location-intelligence',
    title: 'Location Intelligence',
    icon: 'map-pin',
    summary: 'Park where the hungry people are, at the hours they are hungry.',
    bullets: [
      'Foot-traffic patterns for office parks, campuses and breweries',
      'A seasonal calendar of New England festivals and fairs',
      'Town-by-town permit rules checked before you commit',
    ],
  },
  {
    id: 'brand-development',
    title: 'Brand Development',
    icon: 'palette',
    summary: 'A look and voice that people recognize from across a parking lot.',
    bullets: [
      'Logo, color palette and truck wrap direction',
      'Menu boards designed for speed and bigger tickets',
      'A brand kit for consistent posts, signs and proposals',
    ],
  },
  {
    id: 'digital-marketing',
    title: 'Digital Marketing',
    icon: 'globe',
    summary: 'Be the first truck people find and the one they follow.',
    bullets: [
      'Local SEO and an accurate, review-rich Google Business Profile',
      'Weekly social content planned around your schedule',
      'Hype reels and photography that turn scrollers into a line',
    ],
  },
  {
    id: 'operations-optimization',
    title: 'Operations Optimization',
    icon: 'cog',
    summary: 'Serve more guests per hour with less waste and fewer surprises.',
    bullets: [
      'Menu engineering for speed in a small galley',
      'Prep, par and inventory routines for event days',
      'Calendar and CRM tools that keep bookings in one place',
    ],
  },
  {
    id: 'financial-planning',
    title: 'Financial Planning',
    icon: 'piggy-bank',
    summary: 'Know your numbers so every yes is a profitable one.',
    bullets: [
      'Per-dish costing and target food-cost percentages',
      'Event minimums that cover your crew, fuel and time',
      'Cash-flow planning for the slow months of a New England winter',
    ],
  },
] as const satisfies readonly Strategy[];
