import type { ReactNode } from 'react';
import type { IconName } from '../../content/types/icons';

/**
 * The icon set's drawings, used only at build time: the prerender writes them as one sprite
 * (`/illustrations/icons.svg`, see illustrations/artwork.tsx), so pages reference an icon
 * with `<use>` instead of repeating its paths in every page's HTML and JavaScript.
 */

/** The stroke every drawing inherits: one colour (currentColor) and one weight. */
export const iconStroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/*
 * One drawing per icon name, on a 24 x 24 grid with a 3-unit margin. Every drawing is line work
 * that inherits the stroke set on the <svg>, so one colour (currentColor) and one weight hold
 * for the whole set. A zero-length segment ("h.01") draws a round dot of the stroke's width.
 * Typed as a Record so that a name added to `iconNames` without a drawing fails the build.
 */
export const iconDrawings: Record<IconName, ReactNode> = {
  book: (
    <path d="M12 6.8C10.2 5.4 7.6 4.7 3.5 4.7v13.6c4.1 0 6.7.7 8.5 2.1 1.8-1.4 4.4-2.1 8.5-2.1V4.7c-4.1 0-6.7.7-8.5 2.1zm0 0v13.6" />
  ),
  building: (
    <>
      <rect x="5" y="3.5" width="14" height="17" rx="1.5" />
      <path d="M9 7.5h.01M12 7.5h.01M15 7.5h.01M9 11h.01M12 11h.01M15 11h.01M9 14.5h.01M15 14.5h.01M10.5 20.5V17h3v3.5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8 14h.01M12 14h.01M16 14h.01M8 17h.01M12 17h.01" />
    </>
  ),
  camera: (
    <>
      <path d="M3.5 9a2 2 0 0 1 2-2h2.2l1.6-2.5h5.4L16.3 7h2.2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z" />
      <circle cx="12" cy="13.2" r="3.6" />
    </>
  ),
  'chart-up': <path d="M4 3.5v16.5h16.5M7.5 15.5l3.5-4 3 2.5 5.5-6.5M15.5 7.5h4v4" />,
  'chef-hat': (
    <path d="M7 16.5C4.6 16 3.4 13.9 4.2 12c.7-1.6 2.3-2.3 3.8-2C8.5 7.3 10 6 12 6s3.5 1.3 4 4c1.5-.3 3.1.4 3.8 2 .8 1.9-.4 4-2.8 4.5zm0 0v3a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1v-3" />
  ),
  clipboard: (
    <>
      <path d="M9 4.5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-12a2 2 0 0 0-2-2h-2" />
      <rect x="9" y="3" width="6" height="3" rx="1" />
      <path d="M9 11h6M9 14.5h6M9 18h3" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  cog: (
    <>
      <path d="M18.7 12.8l1.9 1.3-1 2.5-2.4-.4-1 1 .4 2.4-2.5 1-1.3-1.9h-1.6l-1.3 1.9-2.5-1 .4-2.4-1-1-2.4.4-1-2.5 1.9-1.3v-1.6L3.4 9.9l1-2.5 2.4.4 1-1-.4-2.4 2.5-1 1.3 1.9h1.6l1.3-1.9 2.5 1-.4 2.4 1 1 2.4-.4 1 2.5-1.9 1.3z" />
      <circle cx="12" cy="12" r="2.8" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M15.5 8.5l-1.8 5.2-5.2 1.8 1.8-5.2z" />
    </>
  ),
  dollar: (
    <path d="M12 3.5v17M16 7.8c-.7-1.2-2.1-1.8-4-1.8-2.5 0-4 1.1-4 2.9 0 4.2 8.5 2 8.5 6.2 0 1.8-1.7 2.9-4.3 2.9-2.2 0-3.7-.8-4.4-2.1" />
  ),
  facebook: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
      <path d="M16 8h-1.5a2.5 2.5 0 0 0-2.5 2.5v10M9.5 13.3h5.8" />
    </>
  ),
  'file-signature': (
    <>
      <path d="M13.5 3.5H7a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V9zm0 0V9H19" />
      <path d="M8.3 17c.9-1.4 1.7-2.4 2.2-2 .7.5-.5 2 .2 2.3.6.2 1.3-1 2-1 .6 0 .5.9 1.2.9h1.8" />
    </>
  ),
  film: (
    <>
      <rect x="3.5" y="4" width="17" height="16" rx="2" />
      <path d="M7.5 4v16M16.5 4v16M3.5 8.5h4M3.5 12h4M3.5 15.5h4M16.5 8.5h4M16.5 12h4M16.5 15.5h4" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.3 3.5 5.2 3.5 8.5s-1.2 6.2-3.5 8.5c-2.3-2.3-3.5-5.2-3.5-8.5S9.7 5.8 12 3.5z" />
    </>
  ),
  'graduation-cap': (
    <path d="M2.5 9.5L12 5l9.5 4.5L12 14zm4 2v4.3c1.5 1.4 3.5 2.1 5.5 2.1s4-.7 5.5-2.1v-4.3m4.5-2v5" />
  ),
  handshake: (
    <path d="M2.5 8.5h3l4-2 2.7 1.1M21.5 8.5h-3l-4.5-2-4.3 3.5a1.3 1.3 0 0 0 1.6 2l2.7-1.8 4.5 4.3M2.5 14.5h3l5.6 4.6a1.3 1.3 0 0 0 1.8-.1l5.1-4.5h3M10.8 15.3l1.8 1.6m.4-3.4l1.8 1.6" />
  ),
  heart: (
    <path d="M12 19.8c-6-3.8-8.5-6.8-8.5-10.1A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 8.5 2.3c0 3.3-2.5 6.3-8.5 10.1z" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.8" />
      <circle cx="16.9" cy="7.1" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  key: (
    <>
      <circle cx="7.8" cy="16.2" r="3.8" />
      <path d="M10.5 13.5L20 4m-3.5 3.5L19 10m-5-.5l2 2" />
    </>
  ),
  leaf: <path d="M5 19.5C4.8 10.8 9.8 5 20 4.2c-.3 10-5.6 15.1-15 15.3zm0 0l8.5-8.5" />,
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="M3.8 7.3L12 13l8.2-5.7" />
    </>
  ),
  'map-pin': (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.4" />
    </>
  ),
  megaphone: (
    <path d="M4 10v3.5a1 1 0 0 0 1 1h2.5l8 4.5v-14l-8 4H5a1 1 0 0 0-1 1zm4 4.7v3.8a1 1 0 0 0 1 1h.5a1 1 0 0 0 1-1v-2.6m8-6.4a3.5 3.5 0 0 1 0 6" />
  ),
  palette: (
    <path d="M12 3.5a8.5 8.5 0 0 0 0 17c1.3 0 2-.8 2-1.8 0-1.3-1-1.7-1-2.9 0-1 .8-1.8 1.9-1.8h2.3a3.3 3.3 0 0 0 3.3-3.3c0-4-3.8-7.2-8.5-7.2zM7.8 12.5h.01M8.8 8.5h.01M12.3 7h.01M15.8 8.5h.01" />
  ),
  phone: (
    <path d="M6.5 3.5H9l1.5 4-2 1.3a10.5 10.5 0 0 0 6.7 6.7l1.3-2 4 1.5v2.5a2 2 0 0 1-2.1 2C10.6 19 5 13.4 4.5 5.6a2 2 0 0 1 2-2.1z" />
  ),
  'piggy-bank': (
    <path d="M19 12.3c.9.3 1.5 1 1.5 1.7v1.5h-1.7c-.5 1-1.3 1.8-2.3 2.4v2.6h-3v-1.8a10 10 0 0 1-3.5 0v1.8h-3v-2.6C5.3 16.8 4.5 15 4.5 13c0-3.6 3.4-6 7.8-6 1 0 1.9.1 2.8.4l2.9-1.9v3.1c.4.5.8 1 1 1.6zM4.5 12.5C3.4 12.4 3 11.8 3 11m7-1.5h3.5m2.7 2.3h.01" />
  ),
  ring: (
    <>
      <circle cx="12" cy="15" r="5.5" />
      <path d="M9.8 5.5l1-2h2.4l1 2-2.2 3.3z" />
    </>
  ),
  rocket: (
    <>
      <path d="M12 3c2.8 2 4.2 5.1 4.2 9v4.5H7.8V12c0-3.9 1.4-7 4.2-9zM7.8 12.3L5 15v3.5h2.8m8.4-6.2L19 15v3.5h-2.8M10.5 19.3l1.5 2 1.5-2" />
      <circle cx="12" cy="9.5" r="1.6" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.3 15.3l5.2 5.2" />
    </>
  ),
  shield: <path d="M12 3.2l7.5 3v5.5c0 4.5-3.1 8-7.5 9.3-4.4-1.3-7.5-4.8-7.5-9.3V6.2zM9 12l2.1 2.1L15.2 10" />,
  sparkles: (
    <path d="M10 4c.6 3.4 2.6 5.4 6 6-3.4.6-5.4 2.6-6 6-.6-3.4-2.6-5.4-6-6 3.4-.6 5.4-2.6 6-6zm8 10.5c.3 1.5 1 2.2 2.5 2.5-1.5.3-2.2 1-2.5 2.5-.3-1.5-1-2.2-2.5-2.5 1.5-.3 2.2-1 2.5-2.5zM18 3.5v3.5m-1.7-1.7h3.4" />
  ),
  star: (
    <path d="M12 3.8l2.3 5.6 6.1.5-4.7 3.9 1.5 5.9-5.2-3.2-5.2 3.2 1.5-5.9-4.7-3.9 6.1-.5z" />
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="3.8" />
      <path d="M18.6 12h2.2M16.7 16.7l1.5 1.5M12 18.6v2.2m-4.7-4.1l-1.5 1.5M5.4 12H3.2m4.1-4.7L5.8 5.8M12 5.4V3.2m4.7 4.1l1.5-1.5" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="5" />
      <path d="M12 12h.01" />
    </>
  ),
  tent: <path d="M2.5 20h19M12 4.5L4 20m8-15.5L20 20m-8-8l-3 8m3-8l3 8M12 4.5L10.5 3m1.5 1.5L13.5 3" />,
  tree: <path d="M12 3L7 9.5h2.5L5.5 15h13l-4-5.5H17zm0 12v5.5" />,
  trophy: (
    <path d="M7.5 4h9v5a4.5 4.5 0 0 1-9 0zm0 2H4.5v1a3 3 0 0 0 3 3m9-4h3v1a3 3 0 0 1-3 3M12 13.5V17m-3 3.5h6M9.5 17h5l.5 3.5H9z" />
  ),
  truck: (
    <>
      <path d="M5.2 17.5H3.5V7A1.5 1.5 0 0 1 5 5.5h9A1.5 1.5 0 0 1 15.5 7v10.5H9m6.5-8h3l2.5 3.5v4.5h-1.3M6 12.5v-3h7v3m-8 0h9" />
      <circle cx="7.1" cy="17.6" r="1.9" />
      <circle cx="17.6" cy="17.6" r="1.9" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.3" />
      <path d="M3 19.5c0-3.3 2.7-5.6 6-5.6s6 2.3 6 5.6m.8-14.9a3.3 3.3 0 0 1 0 6.5m1.8 3.3c2 .7 3.4 2.6 3.4 5" />
    </>
  ),
  utensils: <path d="M6.5 3v5.5a2.5 2.5 0 0 0 5 0V3M9 3v18M17.5 21V3c-2 1.4-3 3.9-3 7v3.5h3" />,
  video: (
    <>
      <rect x="2.5" y="6" width="13" height="12" rx="2.5" />
      <path d="M15.5 10.5l6-3v9l-6-3z" />
    </>
  ),
  'x-logo': (
    <>
      <path d="M4.3 4h4.5l10.9 16h-4.5z" fill="currentColor" stroke="none" />
      <path d="M19.5 4l-6.4 7.2m-2.3 2.6L4.5 20" />
    </>
  ),
  beer: (
    <path d="M5 7.5h10V19a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 5 19zm10 2h2a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2h-2M5 7.5C4.4 5.6 5.6 4 7.3 4.3 7.9 3.3 9 2.8 10 3c1 .1 1.8.7 2.2 1.5 1.6-.5 3.2.7 2.8 3M8.5 11v6m3-6v6" />
  ),
};
