import type { MediaItem, SectionHeading } from './types/sections';

/** The media support heading on /our-results. */
export const mediaSection = {
  eyebrow: 'Media support',
  title: 'Content That Sells Before the Window Opens',
  lede: 'Every member gets the creative work that big restaurant groups pay agencies for.',
} as const satisfies SectionHeading;

/** The media support trio on /our-results (spec §2). */
export const mediaItems = [
  {
    id: 'menu-redesigns',
    title: 'Menu Redesigns',
    description:
      'Boards that read from ten feet away, with fewer choices, clear prices and the most profitable dishes where the eye lands first.',
    icon: 'utensils',
  },
  {
    id: 'hype-reels',
    title: 'Hype Reels',
    description:
      'Fifteen- to sixty-second videos of the grill, the line and the first bite, cut for Reels, Stories and event proposals.',
    icon: 'film',
  },
  {
    id: 'photography',
    title: 'Photography',
    description:
      'Styled dish shots and truck portraits in natural light, ready for menus, listings, press and catering decks.',
    icon: 'camera',
  },
] as const satisfies readonly MediaItem[];
