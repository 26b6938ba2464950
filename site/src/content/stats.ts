import type { Stat } from './types/figures';

/*
 * Headline claims (spec §1). The spec keeps two readings of several figures, and so do we:
 * each reading lives in its own view, so one screen never shows both.
 *
 * | Claim          | Home (homeStats)           | /v2 (alternateStats)          |
 * |----------------|----------------------------|-------------------------------|
 * | Bookings       | +115% booking growth       | Doubled bookings for members  |
 * | Customers      | 45,000+ customers served   | 40K+ customers served         |
 * | Private events | 85+ private events         | 8,000+ private event guests   |
 * | Partnerships   | 20+ college partnerships   | 20+ venue partnerships        |
 * | Tenure         | 10+ years in business      | 10+ years in business         |
 * | First 60 days  | homeHero.badge, home.ts    | $60,000+ in the first 2 months|
 */

/** The stats in the home hero. */
export const homeStats = [
  {
    id: 'booking-growth',
    value: '+115%',
    label: 'Booking growth in 2024',
    note: 'Events booked through The Hive across all member trucks, 2024 compared with 2023.',
  },
  {
    id: 'customers',
    value: '45,000+',
    label: 'Customers served in 2024',
    note: 'Across all member trucks, January to December 2024.',
  },
  {
    id: 'private-events',
    value: '85+',
    label: 'Private events in 2024',
    note: 'Weddings, parties, corporate and campus events booked by The Hive in 2024.',
  },
  {
    id: 'college-partnerships',
    value: '20+',
    label: 'College partnerships',
    note: 'Colleges and universities across New England that book our trucks.',
  },
  {
    id: 'years',
    value: '10+',
    label: 'Years in business',
    note: 'Experience running food trucks, concessions and events across New England.',
  },
] as const satisfies readonly Stat[];

/** The stats on the alternate landing page (/v2). */
export const alternateStats = [
  {
    id: 'doubled-bookings',
    value: '2x',
    label: 'Doubled bookings for members',
    note: 'Member trucks booked about twice as many events in 2024 as the year before.',
  },
  {
    id: 'customers',
    value: '40K+',
    label: 'Customers served',
    note: 'Rounded down: guests served by member trucks in 2024.',
  },
  {
    id: 'private-event-guests',
    value: '8,000+',
    label: 'Private event guests',
    note: 'Guests fed at weddings, parties, corporate and campus events in 2024.',
  },
  {
    id: 'venue-partnerships',
    value: '20+',
    label: 'Venue partnerships',
    note: 'Campuses, estates, breweries and public spaces that host our trucks.',
  },
  {
    id: 'first-two-months',
    value: '$60,000+',
    label: 'Booked sales in the first 2 months',
    note: 'Sales from events The Hive booked for member trucks in their first two months.',
  },
] as const satisfies readonly Stat[];
