// SAMPLE CONTENT: the trucks below are invented for illustration (the same sample members as
// members.ts). The amounts follow the spec's range: $900 to $23,335.50, first event to 2 months.
import type { PartnerResult } from './types/cards';
import type { SectionHeading } from './types/sections';

/** The partner success heading on /our-results. */
export const partnerResultsSection = {
  eyebrow: 'Partner success',
  title: 'Booked Sales, Truck by Truck',
  lede: 'Net sales from events The Hive booked for each partner, measured from the day they joined.',
} as const satisfies SectionHeading;

/** Seven partner success cards, largest first. Together they pass the $60,000 counter. */
export const partnerResults = [
  {
    id: 'cheddar-and-brick',
    name: 'Cheddar & Brick',
    amount: '$23,335.50',
    period: '2 months',
    icon: 'trophy',
    sample: true,
  },
  {
    id: 'kettle-and-clove',
    name: 'Kettle & Clove Caribbean',
    amount: '$18,631.00',
    period: '2 months',
    icon: 'chart-up',
    sample: true,
  },
  {
    id: 'saffron-circuit',
    name: 'Saffron Circuit',
    amount: '$9,657.00',
    period: 'First event',
    icon: 'star',
    sample: true,
  },
  {
    id: 'salt-breeze',
    name: 'Salt Breeze Island Kitchen',
    amount: '$3,500.00',
    period: '1 month',
    icon: 'sun',
    sample: true,
  },
  {
    id: 'nightjar',
    name: 'Nightjar Patisserie',
    amount: '$2,500.00',
    period: '1 month',
    icon: 'sparkles',
    sample: true,
  },
  {
    id: 'dipped-velvet',
    name: 'Dipped Velvet Berries',
    amount: '$1,650.00',
    period: '3 weeks',
    icon: 'heart',
    sample: true,
  },
  {
    id: 'warm-batch',
    name: 'Warm Batch Cookie Wagon',
    amount: '$900.00',
    period: 'First event',
    icon: 'rocket',
    sample: true,
  },
] as const satisfies readonly PartnerResult[];
