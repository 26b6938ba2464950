import { siteConfig } from '../config/site';
import type { LegalDocument } from './types/documents';

/*
 * Legal text for /terms-of-service and /privacy-policy. Plain, readable starting drafts:
 * have them reviewed by counsel before launch. The '[X] days' in the cancellation clause is
 * an unfilled placeholder on purpose (spec §2) and must stay until the business sets it.
 */

const legalName = siteConfig.legalName;
const email = siteConfig.contact.email;

/** Labels shared by both legal pages. */
export const legalLabels = {
  lastUpdated: 'Last updated',
  contents: 'On this page',
} as const;

/** Terms of Service, last updated 8/28/24 (spec §2). */
export const termsOfService = {
  title: 'Terms of Service',
  lastUpdated: '8/28/24',
  intro: `These Terms of Service govern your use of this website and of the membership and event services offered by ${legalName} ("The Hive", "we", "us"). By using the site, applying for membership or booking an event, you agree to these terms.`,
  sections: [
    {
      heading: '1. Our services',
      paragraphs: [
        'The Hive provides business, marketing and growth support to food truck operators who join as members, and arranges food truck bookings for event hosts.',
        'Membership services may include consulting, menu development, lead generation, permitting guidance, contract and proposal management, calendar and CRM tools, branding, photo and video production, social media management and web and search work. The services in your plan are those described in your membership agreement.',
      ],
    },
    {
      heading: '2. Membership and payment',
      paragraphs: [
        'Membership begins with one upfront payment, in the amount set out for your plan, which funds marketing assets, lead generation and search work for your truck.',
        'After that payment, The Hive receives an agreed share of revenue only from events that The Hive books for you. Sales from your own locations, events and customers are not subject to that share. The agreed share is stated in writing before any booking is confirmed.',
        'Price ranges shown on this site are guides. Your final price is confirmed in your membership agreement.',
      ],
    },
    {
      heading: '3. Event bookings, deposits and cancellations',
      paragraphs: [
        'Event bookings are confirmed when both parties accept a written proposal and any required deposit has been received.',
        'A host may cancel and receive a refund of the deposit by giving written notice at least [X] days before the event date. Cancellations made after that point forfeit the deposit, except where we agree otherwise in writing.',
        'If a truck cannot attend because of mechanical failure, illness or severe weather, we will try to arrange a comparable replacement. If we cannot, any amount paid for that truck will be refunded.',
      ],
    },
    {
      heading: '4. Member responsibilities',
      paragraphs: [
        'Members remain independent businesses. Each member is responsible for holding and maintaining its own licenses, permits, health inspections and insurance, and for the safety and quality of the food it serves.',
        'Our permitting and licensing support is guidance, not legal advice, and does not replace the requirements of any city, town or state authority.',
      ],
    },
    {
      heading: '5. Planned services',
      paragraphs: [
        'Shared commissary kitchens, ghost kitchens, pop-up sites and festivals described on this site are planned and are not yet in operation. They are not part of any current membership unless your agreement says otherwise in writing.',
      ],
    },
    {
      heading: '6. Content and intellectual property',
      paragraphs: [
        'Photos, videos, menus and designs we create for a member are licensed to that member for use in its business. The Hive may also use them to present its own work, including on this site and on social media, unless the member asks us in writing not to.',
        'The Hive name, logo and the content of this site belong to The Hive and may not be copied without permission.',
      ],
    },
    {
      heading: '7. Results and third-party services',
      paragraphs: [
        'Figures and testimonials on this site describe past results. They are not a promise that any truck will earn the same, since sales depend on the menu, the season, the location and many other factors.',
        'This site embeds and links to services run by others, such as application forms, booking forms, scheduling tools, video hosting and social networks. Their own terms apply when you use them.',
      ],
    },
    {
      heading: '8. Limitation of liability',
      paragraphs: [
        'To the extent permitted by law, The Hive is not liable for indirect, incidental or consequential losses, including lost profits.',
        'Our total liability for any claim arising from our services is limited to the amount you paid to The Hive for the service that gave rise to the claim.',
      ],
    },
    {
      heading: '9. Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Commonwealth of Massachusetts. Any dispute will be brought in the state or federal courts located in Suffolk County, Massachusetts, and you agree to their jurisdiction.',
      ],
    },
    {
      heading: '10. Changes and contact',
      paragraphs: [
        'We may update these terms from time to time. The date at the top of this page shows when they last changed, and continued use of our services means you accept the updated terms.',
        `Questions about these terms? Write to us at ${email}.`,
      ],
    },
  ],
} as const satisfies LegalDocument;

/** Privacy Policy, last updated 8/28/25 (spec §2). */
export const privacyPolicy = {
  title: 'Privacy Policy',
  lastUpdated: '8/28/25',
  intro: `This Privacy Policy explains what information ${legalName} ("The Hive", "we", "us") collects from food truck operators, event hosts and visitors to this website, how we use it, and the choices you have.`,
  sections: [
    {
      heading: '1. Information you give us',
      paragraphs: [
        'When you apply for membership, book an event, schedule a consultation or contact us, we collect the details you provide, such as your name, business name, e-mail address, phone number, event details and information about your truck.',
      ],
    },
    {
      heading: '2. Information collected automatically',
      paragraphs: [
        'Like most websites, our hosting may record basic technical information when you visit, such as your browser type, the pages you view and the time of your visit. We use it to keep the site working and secure.',
        'This site has no user accounts and does not require you to sign in.',
      ],
    },
    {
      heading: '3. How we use information',
      paragraphs: [
        'We use your information to review applications, provide membership services, arrange and manage event bookings, answer your questions and send you information you have asked for.',
        'With your permission, we may feature member trucks, their photos and their results in our marketing.',
      ],
    },
    {
      heading: '4. Forms and services run by others',
      paragraphs: [
        'Our application form, event booking form, scheduling tool, videos and social media links are provided by third parties. Information you enter into them is handled by those providers under their own privacy policies, and they may set their own cookies.',
      ],
    },
    {
      heading: '5. How we share information',
      paragraphs: [
        'We do not sell your personal information.',
        'We share information only as needed to deliver our services: for example, passing an event host\'s details to the member trucks booked for that event, or working with service providers who help us run our business. We may also disclose information when the law requires it.',
      ],
    },
    {
      heading: '6. How long we keep information',
      paragraphs: [
        'We keep information for as long as we need it to provide our services, keep business records and meet legal obligations, and then delete or anonymize it.',
      ],
    },
    {
      heading: '7. Security',
      paragraphs: [
        'We take reasonable steps to protect the information we hold. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.',
      ],
    },
    {
      heading: '8. Children\'s privacy',
      paragraphs: [
        'Our services are not directed to children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has given us information, contact us and we will delete it.',
      ],
    },
    {
      heading: '9. Your choices',
      paragraphs: [
        `You may ask us to access, correct or delete the personal information we hold about you, or to stop sending you marketing messages, by writing to ${email}.`,
      ],
    },
    {
      heading: '10. Changes and contact',
      paragraphs: [
        'We may update this policy from time to time. The date at the top of this page shows when it last changed.',
        `Questions about your privacy? Write to us at ${email}.`,
      ],
    },
  ],
} as const satisfies LegalDocument;
