import { siteConfig } from '../config/site';
import type { LinkCta } from './types/links';
import type { Point, SectionHeading } from './types/sections';

/** The 'Proudly New England' block under the members (spec §2). */
export const newEnglandSection = {
  eyebrow: 'Where our trucks roll',
  title: 'Proudly New England',
  lede: 'From Boston\'s Seaport to Worcester, Providence, Portland and Burlington, our members feed the places that make this region.',
} as const satisfies SectionHeading;

/** The five kinds of places and occasions our members serve. */
export const newEnglandItems = [
  {
    id: 'college-partnerships',
    title: 'College partnerships',
    description:
      'Orientation weeks, late-night study breaks and alumni weekends on campuses across Massachusetts, Rhode Island and beyond.',
    icon: 'graduation-cap',
  },
  {
    id: 'corporate-campuses',
    title: 'Corporate campuses',
    description:
      'Recurring lunch rotations and employee appreciation days for offices along Route 128 and in Kendall Square and the Seaport.',
    icon: 'building',
  },
  {
    id: 'community-events',
    title: 'Community events',
    description:
      'Town days, block parties, farmers markets and fundraisers that bring a neighborhood out together.',
    icon: 'users',
  },
  {
    id: 'seasonal-festivals',
    title: 'Seasonal festivals',
    description:
      'Spring openers, summer concerts, harvest fairs and holiday markets, all planned around a New England calendar.',
    icon: 'sun',
  },
  {
    id: 'private-celebrations',
    title: 'Private celebrations',
    description:
      'Weddings, graduations, birthdays and backyard reunions, with trucks matched to the crowd and the menu.',
    icon: 'ring',
  },
] as const satisfies readonly Point[];

/** The apply button under the 'Proudly New England' block. */
export const membersApplyCta = {
  label: 'Apply to Join The Hive',
  target: { kind: 'external', href: siteConfig.links.applicationForm },
} as const satisfies LinkCta;
