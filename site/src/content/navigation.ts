import { paths } from '../config/route-paths';
import { siteConfig } from '../config/site';
import type { FooterColumn, LinkCta, NavItem, SocialLink } from './types/links';

/** The logo link: goes to / and scrolls to the top (spec §2). */
export const logoLink = {
  label: siteConfig.name,
  ariaLabel: 'The Hive home',
  target: { kind: 'route', to: paths.home },
} as const satisfies LinkCta;

/** The top navigation items, in order (spec §2). */
export const primaryNav = [
  { id: 'about', label: 'About', target: { kind: 'anchor', anchor: 'about' } },
  { id: 'services', label: 'Services', target: { kind: 'anchor', anchor: 'services' } },
  { id: 'why-join', label: 'Why Join', target: { kind: 'anchor', anchor: 'why-join' } },
  { id: 'members', label: 'Members', target: { kind: 'anchor', anchor: 'members' } },
  { id: 'team', label: 'Team', target: { kind: 'anchor', anchor: 'team' } },
  { id: 'contact', label: 'Contact', target: { kind: 'route', to: paths.contact } },
  { id: 'hire', label: 'Hire Us', target: { kind: 'route', to: paths.hire } },
  {
    id: 'learn-more',
    label: 'Learn More',
    context: 'about our services and plans',
    target: { kind: 'route', to: paths['learn-more'] },
    children: [
      { id: 'our-strategies', label: 'Our Strategies', target: { kind: 'route', to: paths['learn-more'] } },
      { id: 'our-results', label: 'Our Results', target: { kind: 'route', to: paths['our-results'] } },
    ],
  },
] as const satisfies readonly NavItem[];

/** The 'Get Started' button in the top bar and the mobile menu. */
export const getStartedCta = {
  label: 'Get Started',
  target: { kind: 'route', to: paths.contact },
} as const satisfies LinkCta;

/** Links the mobile menu adds after the primary items (spec §2). */
export const mobileExtraLinks = [
  { id: 'our-results', label: 'Our Results', target: { kind: 'route', to: paths['our-results'] } },
] as const satisfies readonly (LinkCta & { readonly id: string })[];

/** Accessible labels for navigation controls. */
export const navLabels = {
  primaryNav: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  learnMoreMenu: 'Learn More submenu',
  skipToContent: 'Skip to content',
} as const;

/** The footer's short description under the logo. */
export const footerTagline =
  'A Boston-based collective giving New England food trucks the marketing, sales and business support of a much bigger company.';

/** The footer link columns (spec §2, Footer). */
export const footerColumns = [
  {
    id: 'company',
    title: 'Company',
    links: [
      { id: 'about', label: 'About Us', target: { kind: 'anchor', anchor: 'about' } },
      { id: 'services', label: 'Our Services', target: { kind: 'anchor', anchor: 'services' } },
      { id: 'team', label: 'Our Team', target: { kind: 'anchor', anchor: 'team' } },
      { id: 'members', label: 'Our Members', target: { kind: 'anchor', anchor: 'members' } },
    ],
  },
  {
    id: 'services',
    title: 'Services',
    links: [
      {
        id: 'business-consulting',
        label: 'Business Consulting',
        target: { kind: 'external', href: siteConfig.links.linkTree },
      },
      {
        id: 'marketing-branding',
        label: 'Marketing & Branding',
        target: { kind: 'route', to: `${paths['learn-more']}#our-strategies` },
      },
      { id: 'event-booking', label: 'Event Booking', target: { kind: 'route', to: paths.hire } },
    ],
  },
  {
    id: 'support',
    title: 'Support',
    links: [
      { id: 'contact-us', label: 'Contact Us', target: { kind: 'anchor', anchor: 'contact' } },
      { id: 'resources', label: 'Resources', target: { kind: 'route', to: paths['our-results'] } },
    ],
  },
] as const satisfies readonly FooterColumn[];

/** The legal links at the foot of every page; both scroll to the top. */
export const legalLinks = [
  { id: 'privacy-policy', label: 'Privacy Policy', target: { kind: 'route', to: paths['privacy-policy'] } },
  { id: 'terms-of-service', label: 'Terms of Service', target: { kind: 'route', to: paths['terms-of-service'] } },
] as const satisfies readonly (LinkCta & { readonly id: string })[];

/** The footer contact block heading; the details themselves are in contact-details.ts. */
export const footerContactHeading = 'Contact';

/** Social buttons, in order; each opens in a new tab (spec §2, §8). */
export const socialLinks = [
  {
    network: 'facebook',
    label: 'Facebook',
    href: siteConfig.links.facebook,
    icon: 'facebook',
    ariaLabel: 'The Hive on Facebook (opens in a new tab)',
    copiedMessage: 'Facebook link copied to clipboard!',
  },
  {
    network: 'instagram',
    label: 'Instagram',
    href: siteConfig.links.instagram,
    icon: 'instagram',
    ariaLabel: 'The Hive on Instagram (opens in a new tab)',
    copiedMessage: 'Instagram link copied to clipboard!',
  },
  {
    network: 'x',
    label: 'X',
    href: siteConfig.links.x,
    icon: 'x-logo',
    ariaLabel: 'The Hive on X (opens in a new tab)',
    copiedMessage: 'X link copied to clipboard!',
  },
] as const satisfies readonly SocialLink[];

/** The copyright line; 2024 is a spec constant (§9), not the current year. */
export const copyrightLine = '© 2024 The Hive. All rights reserved.';

/** Accessible labels for footer regions. */
export const footerLabels = {
  social: 'The Hive on social media',
  legal: 'Legal',
} as const;
