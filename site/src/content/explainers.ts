import type { Explainer } from './types/sections';

/** 'Your First Payment Powers Your Future': where the upfront payment goes (5 points). */
export const firstPaymentExplainer = {
  id: 'first-payment',
  eyebrow: 'How membership works',
  title: 'Your First Payment Powers Your Future',
  lede: 'The Hive is not a listing site or a booking agency. It is a business launchpad, and your one upfront payment is the fuel.',
  points: [
    {
      id: 'marketing-assets',
      title: 'Marketing assets you keep',
      description:
        'Your payment funds professional photos, a redesigned menu and brand work that stay yours, whatever you decide later.',
      icon: 'camera',
    },
    {
      id: 'leads',
      title: 'Leads, not listings',
      description:
        'Our sales team goes after corporate, campus and private events for you and brings back inquiries with a date and a budget.',
      icon: 'target',
    },
    {
      id: 'seo',
      title: 'Search visibility',
      description:
        'We set up your website and search listings so hosts searching for a food truck in your area find you, not the truck across town.',
      icon: 'search',
    },
    {
      id: 'shared-success',
      title: 'We earn when you earn',
      description:
        'After the first payment, The Hive takes only an agreed share of the events we book for you. Your own stops and regulars stay entirely yours.',
      icon: 'handshake',
    },
    {
      id: 'long-term',
      title: 'Built for the long run',
      description:
        'The same team stays with you season after season, so the work compounds: better reviews, repeat hosts and a calendar that fills earlier every year.',
      icon: 'chart-up',
    },
  ],
} as const satisfies Explainer;

/** 'A Strategic Growth Plan...': the collective's plan for the region (6 points). */
export const growthPlanExplainer = {
  id: 'growth-plan',
  eyebrow: 'Where we are headed',
  title: 'A Strategic Growth Plan to Elevate the Food Truck Industry in New England',
  lede: 'Some of this is running today; some of it is still being built. We would rather tell you which is which.',
  points: [
    {
      id: 'today-services',
      title: 'Today: full-service support',
      description:
        'Marketing, sales, media, permitting help and financial planning are in place now and used by every member truck.',
      icon: 'megaphone',
    },
    {
      id: 'today-events',
      title: 'Today: a shared event pipeline',
      description:
        'Colleges, corporate campuses, breweries and community organizers from Boston to Burlington book through one team.',
      icon: 'calendar',
    },
    {
      id: 'planned-commissary',
      title: 'Planned: shared commissary kitchens',
      description:
        'Licensed prep space members can share, to cut rent and make compliance simpler. Not open yet; we are scouting sites.',
      icon: 'chef-hat',
    },
    {
      id: 'planned-ghost-kitchens',
      title: 'Planned: ghost kitchens',
      description:
        'Delivery-only kitchens so members can earn on cold and rainy days when the truck stays parked. In planning, not yet operating.',
      icon: 'building',
    },
    {
      id: 'planned-pop-ups',
      title: 'Planned: pop-up sites',
      description:
        'Regular, permitted spots where Hive trucks can rotate through the week. We are in early talks; none are open yet.',
      icon: 'map-pin',
    },
    {
      id: 'planned-festivals',
      title: 'Planned: Hive festivals',
      description:
        'Our own food truck festivals across New England, run by and for members. On the roadmap, with dates to come.',
      icon: 'tent',
    },
  ],
  footnote:
    'Planned items are goals, not promises of a date. Members hear about each one first, and help shape it.',
} as const satisfies Explainer;
