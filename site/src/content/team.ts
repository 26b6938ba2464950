// SAMPLE CONTENT: the five people below are invented for illustration. Their names, bios,
// education and achievements do not describe real people; replace them before launch.
import type { SectionHeading } from './types/sections';
import type { Stat } from './types/figures';
import type { TeamMember } from './types/cards';

/** The team section heading, shared by the home page and /learn-more. */
export const teamSection = {
  eyebrow: 'Our team',
  title: 'The People Behind the Hive',
  lede: 'Operators, marketers and numbers people who have stood in a hot truck on a July afternoon and know what a slow Tuesday costs.',
} as const satisfies SectionHeading;

/** Labels on each team card. */
export const teamLabels = {
  educationHeading: 'Education',
  achievementsHeading: 'Key Achievements',
} as const;

/** The five team members, in the order of spec §3 (shown as a row of three and a row of two). */
export const team = [
  {
    id: 'renata-alvarez',
    name: 'Renata Alvarez',
    role: 'CEO & Co-Founder',
    bio: 'Renata ran her own taco truck for six seasons before anyone handed her a marketing plan. She started The Hive so the next operator would not have to figure it out alone.',
    education: 'MBA, entrepreneurship concentration; B.A. in Economics',
    achievements: [
      'Grew a single truck into a two-truck catering business',
      'Built the collective\'s event network across five New England states',
      'Mentors first-time food founders through a Boston small-business program',
    ],
    sample: true,
  },
  {
    id: 'marcus-whitfield',
    name: 'Marcus Whitfield',
    role: 'COO & Co-Founder',
    bio: 'Marcus spent a decade running festival and stadium concessions, where a missed permit or a late generator meant a lost day. He makes sure every Hive booking runs on time and to spec.',
    education: 'B.S. in Hospitality and Event Management',
    achievements: [
      'Coordinated food service for outdoor events of 20,000+ guests',
      'Designed The Hive\'s event checklist used on every booking',
      'Cut member permit turnaround with a town-by-town requirements library',
    ],
    sample: true,
  },
  {
    id: 'noelle-baptiste',
    name: 'Noelle Baptiste',
    role: 'CMO & Creative Director',
    bio: 'Noelle has branded restaurants, breweries and bakeries across Greater Boston, and she art-directs every menu, wrap and photo shoot at The Hive. Her rule: if a sign cannot be read from across the lot, it is not finished.',
    education: 'B.F.A. in Graphic Design; certificate in Food Photography',
    achievements: [
      'Led the menu redesign for every member truck',
      'Directed 25+ hype reels for social and web',
      'Built a shared brand kit system members update themselves',
    ],
    sample: true,
  },
  {
    id: 'dev-raman',
    name: 'Dev Raman',
    role: 'CFO & Finance Advisor',
    bio: 'Dev is a CPA who has kept the books for independent restaurants and caterers for over ten years. He turns food cost, labor and event minimums into numbers an operator can act on before the season starts.',
    education: 'M.S. in Accounting; Certified Public Accountant',
    achievements: [
      'Built the per-dish costing template every member uses',
      'Helped members price event minimums that cover a full crew',
      'Advises on equipment financing and second-truck decisions',
    ],
    sample: true,
  },
  {
    id: 'hannah-lindqvist',
    name: 'Hannah Lindqvist',
    role: 'CTO & Digital Strategist',
    bio: 'Hannah builds the websites, booking tools and search listings that get members found. She came to food trucks from e-commerce, where she learned that a slow page loses a customer in three seconds.',
    education: 'B.S. in Computer Science; digital marketing certification',
    achievements: [
      'Launched fast, mobile-first websites for member trucks',
      'Set up shared calendar and CRM tools across the collective',
      'Put members on the first page of local search results',
    ],
    sample: true,
  },
] as const satisfies readonly TeamMember[];

/** The four-figure stats band under the team (spec §2, /learn-more #team). */
export const teamStats = [
  {
    id: 'years',
    value: '10+',
    label: 'Years in business',
    note: 'Experience running food trucks, concessions and events across New England.',
  },
  {
    id: 'booking-growth',
    value: '+115%',
    label: 'Booking growth in 2024',
    note: 'Events booked through The Hive in 2024 compared with 2023.',
  },
  {
    id: 'public-customers',
    value: '45,000+',
    label: 'Public customers served',
    note: 'Guests served at public events by member trucks, January to December 2024.',
  },
  {
    id: 'first-two-months',
    value: '$60,000+',
    label: 'Booked sales in the first 2 months',
    note: 'Sales from events The Hive booked for members in their first two months with us.',
  },
] as const satisfies readonly Stat[];
