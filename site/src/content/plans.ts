import { paths } from '../config/route-paths';
import { siteConfig } from '../config/site';
import type { LinkCta, LinkTarget } from './types/links';
import type { Plan } from './types/cards';
import type { SectionHeading } from './types/sections';

/** The pricing heading on /learn-more, where a plan is one upfront payment. */
export const learnMorePlansSection = {
  eyebrow: 'Membership',
  title: 'Choose Your Launch Point',
  lede: 'One upfront payment funds your marketing assets, leads and SEO. After that, The Hive takes only an agreed share of the events we book for you. No monthly retainer, no cut of your regular service.',
} as const satisfies SectionHeading;

/** The pricing heading on /v2, where the same ranges are shown per month. */
export const alternatePlansSection = {
  eyebrow: 'Membership plans',
  title: 'Pick the Pace That Fits Your Truck',
  lede: 'Three monthly plans with the same team behind each. Start lean and move up when the calendar fills.',
} as const satisfies SectionHeading;

/** Labels shared by every plan card. */
export const planLabels = {
  /** The badge on plans marked popular (spec §4). */
  popularBadge: 'Most Popular',
  featuresHeading: "What's included",
  /** Read by screen readers before a price range. */
  priceLabel: 'Price range',
} as const;

/**
 * The compact pointer to the plans under the services on the home page: the plan names and
 * prices come from `learnMorePlans`; the full cards live on /learn-more#services.
 */
export const plansTeaser = {
  eyebrow: 'Membership plans',
  title: 'Three ways in, one team behind you',
  text: 'One upfront payment funds your marketing assets, leads and SEO. After that we earn only an agreed share of the events we book for you.',
  compare: {
    label: 'Compare the Plans',
    target: { kind: 'route', to: `${paths['learn-more']}#services` },
    ariaLabel: 'Compare the Plans on the Learn More page',
  },
} as const satisfies SectionHeading & { readonly text: string; readonly compare: LinkCta };

/** Every plan button opens the external application form in a new tab (spec §7). */
export const planCtaTarget = {
  kind: 'external',
  href: siteConfig.links.applicationForm,
} as const satisfies LinkTarget;

/** The /learn-more plans: one upfront payment, so the period is empty (spec §9). */
export const learnMorePlans = [
  {
    id: 'launch',
    name: 'Launch',
    icon: 'rocket',
    price: '$500-$750',
    period: '',
    description:
      'For new and first-season trucks that need the essentials done right before the first big booking.',
    features: [
      '10 professional photos annually',
      'Menu review with per-dish costing',
      'Google Business Profile setup and local SEO basics',
      'Listing on The Hive event roster for host leads',
      'Permit and license checklist for your home town',
    ],
    popular: false,
    cta: 'Start Launch',
  },
  {
    id: 'momentum',
    name: 'Momentum',
    icon: 'chart-up',
    price: '$1,200-$1,800',
    period: '',
    description:
      'For trucks with a following that want a full calendar of corporate, campus and private events.',
    features: [
      'Everything in Launch',
      'Full menu redesign, print-ready and digital',
      '25 professional photos annually',
      'One hype reel for social and web',
      'Priority leads for corporate and campus events',
      'Calendar and CRM setup with proposal templates',
    ],
    popular: true,
    cta: 'Choose Momentum',
  },
  {
    id: 'scale',
    name: 'Scale',
    icon: 'trophy',
    price: '$2,500-$4,000',
    period: '',
    description:
      'For established operators adding trucks, catering or a second market, with a strategist at their side.',
    features: [
      'Everything in Momentum',
      'Dedicated growth strategist and quarterly reviews',
      '50 professional photos annually',
      'Three hype reels and a brand refresh',
      'Website build with ongoing SEO',
      'Contract and proposal management for every booking',
    ],
    popular: false,
    cta: 'Go Scale',
  },
] as const satisfies readonly Plan[];

/** The /v2 plans: the same three ranges, shown per month, with their own features (spec §9). */
export const alternatePlans = [
  {
    id: 'basic',
    name: 'Basic',
    icon: 'star',
    price: '$500-$750',
    period: '/month',
    description: 'A professional presence and a steady drip of leads for trucks finding their feet.',
    features: [
      '5 professional photos annually',
      'Social media: 2 posts/week',
      'Google Business Profile management',
      'Event leads shared through The Hive roster',
      'Monthly check-in call',
    ],
    popular: false,
    cta: 'Start Basic',
  },
  {
    id: 'growth',
    name: 'Growth',
    icon: 'chart-up',
    price: '$1,200-$1,800',
    period: '/month',
    description: 'Our most-chosen plan: content, sales and menu work that fills weekday and weekend calendars.',
    features: [
      '10 professional photos annually',
      'Social media: 4 posts/week plus stories',
      'Menu redesign and costing review',
      'Priority corporate and campus leads',
      'Proposal writing for every event',
      'Biweekly strategy call',
    ],
    popular: true,
    cta: 'Choose Growth',
  },
  {
    id: 'premium',
    name: 'Premium',
    icon: 'trophy',
    price: '$2,500-$4,000',
    period: '/month',
    description: 'Full-service marketing and business support for multi-truck operators and caterers.',
    features: [
      '20 professional photos annually',
      'Daily social posting and community management',
      'Quarterly hype reel',
      'Website, SEO and online ordering support',
      'Contract management and financial planning',
      'Dedicated account lead',
    ],
    popular: false,
    cta: 'Go Premium',
  },
] as const satisfies readonly Plan[];
