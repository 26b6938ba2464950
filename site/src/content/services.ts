import type { SectionHeading, Service } from './types/sections';

/** The services section heading, shared by the home page and /learn-more. */
export const servicesSection = {
  eyebrow: 'What members get',
  title: 'Ten Services, One Engine',
  lede: 'Everything a growing truck needs behind the window, from the first menu draft to the hundredth booking, handled by people who have worked the lines themselves.',
} as const satisfies SectionHeading;

/** The ten support services, in the order of spec §1. */
export const services = [
  {
    id: 'business-consulting',
    title: 'Business Consulting & Strategy',
    description:
      'A clear plan for your season: where to park, which events to chase, what to charge and when to add a second truck.',
    icon: 'compass',
  },
  {
    id: 'menu-development',
    title: 'Menu Development & Costing',
    description:
      'Tighter menus that cook fast in a small galley, with every dish costed so you know your margin before the first ticket.',
    icon: 'chef-hat',
  },
  {
    id: 'sales-growth',
    title: 'Sales Growth & Lead Generation',
    description:
      'A steady pipeline of corporate lunches, campus nights, weddings and festivals, found and qualified by our team, not left to chance.',
    icon: 'target',
  },
  {
    id: 'permitting-licensing',
    title: 'Permitting & Licensing Support',
    description:
      'Health permits, hawker and peddler licenses, fire inspections and town-by-town rules across Massachusetts and New England, tracked so renewals never surprise you.',
    icon: 'shield',
  },
  {
    id: 'contracts-proposals',
    title: 'Contract & Proposal Management',
    description:
      'Polished proposals, clear minimums and signed agreements for every event, so deposits land and expectations match.',
    icon: 'file-signature',
  },
  {
    id: 'calendar-crm',
    title: 'Calendar & CRM Tools',
    description:
      'One calendar for every booking and one record for every client, so repeat customers get remembered and no date gets double-booked.',
    icon: 'calendar',
  },
  {
    id: 'marketing-branding',
    title: 'Marketing & Branding',
    description:
      'A name, logo, wrap and voice that people recognize from across a parking lot and remember the next time they are hungry.',
    icon: 'megaphone',
  },
  {
    id: 'video-photo',
    title: 'Video & Photo Production',
    description:
      'Professional food photography and short hype reels shot on location, made for menus, Instagram and event proposals.',
    icon: 'video',
  },
  {
    id: 'social-media',
    title: 'Social Media Management',
    description:
      'A posting calendar that tells followers where you are today, what is new on the board and why they should come back tomorrow.',
    icon: 'sparkles',
  },
  {
    id: 'seo-web',
    title: 'SEO & Web Presence',
    description:
      'A fast website and an accurate Google Business Profile, so "food truck near me" in Boston, Worcester or Providence finds you first.',
    icon: 'search',
  },
] as const satisfies readonly Service[];
