/**
 * Illustrations as external SVG files, so their drawing is in neither the page's HTML nor its
 * JavaScript, and the browser caches it across pages. The prerender renders each file that a
 * page references from the drawings (illustrations/artwork.tsx) into `dist/illustrations/`;
 * a file's name says everything needed to draw it.
 */

import { illustrationBase } from './files';
import { ink } from './palette';

/** The file of a truck emblem: its drawing (0-6) and the member's two gradient colours. */
export function truckEmblemUrl(variant: number, colors: readonly [string, string]): string {
  const v = ((Math.trunc(variant) % 7) + 7) % 7 || 0;
  const hex = (color: string) => color.replace('#', '').toLowerCase();
  return `${illustrationBase}truck-${v}-${hex(colors[0])}-${hex(colors[1])}.svg`;
}

/** The Boston skyline with four trucks of the home hero. */
export const heroSkylineUrl = `${illustrationBase}hero-skyline.svg`;

/** The community-table scene of the why-join band and the /contact hero. */
export const communityTableUrl = `${illustrationBase}community-table.svg`;

interface TruckEmblemProps {
  /** Which of the seven trucks to draw, 0-6 (the member's index); other numbers wrap round. */
  readonly variant: number;
  /** The member's gradient, start and end; it paints the truck's body. */
  readonly colors: readonly [string, string];
  /** Alt text. Leave it out when the card's heading already names the truck (decorative). */
  readonly label?: string;
}

/** A member's truck on a cream hexagon badge; below the fold, so it loads lazily. */
export function TruckEmblem({ variant, colors, label }: TruckEmblemProps) {
  return <img src={truckEmblemUrl(variant, colors)} width={160} height={120} alt={label ?? ''} loading="lazy" decoding="async" />;
}

interface CommunityTableProps {
  /** Alt text saying what the scene shows. */
  readonly label: string;
  /** Load at once (above the fold) rather than when scrolled near. */
  readonly eager?: boolean;
}

/** Food-truck owners around a shared table at an evening market. */
export function CommunityTable({ label, eager = false }: CommunityTableProps) {
  return <img src={communityTableUrl} width={640} height={480} alt={label} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}

/**
 * React 18 knows no `fetchPriority` prop and warns about the camel-cased name, so the HTML
 * attribute is passed as it is written in HTML.
 */
const highPriority = { fetchpriority: 'high' } as Record<string, string>;

/**
 * The home hero's picture, above the fold: fetched early and at high priority. Like the
 * drawing's `preserveAspectRatio="xMidYMax slice"`, CSS crops its sides if a layout ever fixes
 * its height (home-hero.css).
 */
export function HeroSkyline({ label }: { readonly label?: string }) {
  return <img src={heroSkylineUrl} width={1200} height={420} alt={label ?? ''} decoding="async" {...highPriority} />;
}

/** The poster behind every click-to-load video, without its title. */
export const videoPosterUrl = `${illustrationBase}video-poster.svg`;

/**
 * Keep a poster title clear of the van: about 0.5 em per character in the display face, so
 * size it to fit roughly 900 units, never above 76.
 */
export function posterTitleSize(title: string): number {
  return Math.min(76, Math.floor(1800 / Math.max(title.length, 1)));
}

/**
 * A video's poster: the drawing as a file, and its title over it in the page's own display
 * face (an SVG shown as an image cannot use the page's fonts), on the same 1600 x 900 grid.
 */
export function VideoPoster({ title, eager = false }: { readonly title: string; readonly eager?: boolean }) {
  return (
    <>
      <img className="video-facade__poster" src={videoPosterUrl} width={1600} height={900} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <svg className="video-facade__title" viewBox="0 0 1600 900" width={1600} height={900} aria-hidden="true">
        <text x={96} y={790} fill={ink.espresso} fontSize={posterTitleSize(title)} fontWeight={600} className="svg-display-text">
          {title}
        </text>
      </svg>
    </>
  );
}
