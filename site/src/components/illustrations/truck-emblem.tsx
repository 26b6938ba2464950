import type { ReactNode } from 'react';
import { awningPath, circlePath, hexPath, roundedHexPath, roundRect as rr } from './hex';
import { ink } from './palette';

type EmblemVariant = 0 | 1 | 2 | 3 | 4 | 5 | 6;

interface TruckEmblemProps {
  /** Which of the seven trucks to draw, 0-6 (the member's index); other numbers wrap round. */
  readonly variant: number;
  /** The member's gradient, start and end; it paints the truck's body. */
  readonly colors: readonly [string, string];
  /** Alt text. Leave it out when the card's heading already names the truck (decorative). */
  readonly label?: string;
}

/*
 * Same house style as the hero: flat fills, no outlines, rounded corners. The body takes the
 * member's gradient; everything else comes from the palette. A cream hexagon badge sits behind
 * the truck so it reads on any card colour, even on the member's own gradient. Details that must read on
 * every body colour (hatches, skirts, ribs) are espresso at low opacity rather than a fixed
 * tint. Ground line y = 104; wheels have radius 11.
 */

const SHADE = { fill: ink.espresso, fillOpacity: 0.2 } as const;

/** A serving window: a paper frame, a dark opening and a paper counter below it. */
function ServingWindow({ x, y, w, h }: { readonly x: number; readonly y: number; readonly w: number; readonly h: number }) {
  return (
    <>
      <path d={rr(x, y, w, h, 5)} fill={ink.paper} />
      <path d={rr(x + 3, y + 3, w - 6, h - 6, 3)} fill={ink.espresso} />
      <path d={`${circlePath(x + w * 0.35, y + h - 9, 4.5)}M${x + w * 0.35 - 7} ${y + h - 2}a7 6 0 0 1 14 0z`} fill={ink.cocoa} />
      <path d={rr(x + w * 0.35 - 4, y + h - 17, 8, 5, 2)} fill={ink.paper} />
      <path d={rr(x - 3, y + h - 3, w + 6, 5, 2.5)} fill={ink.paper} />
    </>
  );
}

/** Two-colour scalloped awning stripes. */
function Awning({ x, y, n, w, h }: { readonly x: number; readonly y: number; readonly n: number; readonly w: number; readonly h: number }) {
  return (
    <>
      <path d={awningPath(x, y, n, w, h, 0)} fill={ink.honey} />
      <path d={awningPath(x, y, n, w, h, 1)} fill={ink.paper} />
    </>
  );
}

/** The seven trucks, each with the roof sign of its menu: [body path, wheel x's, details]. */
const trucks: Record<EmblemVariant, (body: string) => ReactNode> = {
  // Step van with a grilled-cheese sign: toast, a slice of cheese and a drip.
  0: (body) => (
    <>
      <path d="M62 46v-8" stroke={ink.espresso} strokeWidth={4} strokeLinecap="round" />
      <path d="M48 38V24c-3-1-5-4-5-7 0-5 4-9 10-9h18c6 0 10 4 10 9 0 3-2 6-5 7v14z" fill={ink.honeyDeep} />
      <path d="M51 35V22c-2-1-4-3-4-5 0-3 3-6 7-6h16c4 0 7 3 7 6 0 2-2 4-4 5v13z" fill={ink.honeyLight} />
      <path d="M52 19l16-4 5 16-4 1v4a2 2 0 0 1-4 0v-3l-8 2z" fill={ink.honey} />
      <path d="M30 46h70c6 0 10 3 13 8l17 28c1 2 2 4 2 7v3c0 4-3 7-7 7H30c-4 0-7-3-7-7V53c0-4 3-7 7-7z" fill={body} />
      <path d="M104 56h3c3 0 5 1 6 3l11 19h-20z" fill={ink.tealPale} />
      <path d={`${rr(31, 51, 64, 6, 3)}M23 88h109v5H23z`} {...SHADE} />
      <ServingWindow x={34} y={60} w={58} h={24} />
      <path d={rr(124, 86, 10, 7, 3)} fill={ink.espresso} />
    </>
  ),
  // Vintage rounded trailer with a cupcake: striped awning, porthole, hitch.
  1: (body) => (
    <>
      <path d="M30 90l-16 5v8" fill="none" stroke={ink.espresso} strokeWidth={4} strokeLinecap="round" strokeLinejoin="round" />
      <path d="M69 41l-3-13h28l-3 13z" fill={ink.tomato} />
      <path d="M74 30l1 10M80 30v10M86 30l-1 10" stroke={ink.paper} strokeOpacity={0.6} strokeWidth={2} strokeLinecap="round" />
      <path d={`${rr(62, 20, 36, 10, 5)}${rr(66, 13, 28, 9, 4.5)}${rr(71, 7, 18, 8, 4)}`} fill={ink.honeyPale} />
      <path d={circlePath(80, 6, 4)} fill={ink.tomato} />
      <path d="M58 42h46c18 0 30 14 30 32v18c0 4-3 7-7 7H35c-4 0-7-3-7-7V74c0-18 12-32 30-32z" fill={body} />
      <path d="M28 82h106v5H28z" {...SHADE} />
      <ServingWindow x={42} y={56} w={52} h={24} />
      <Awning x={40} y={50} n={7} w={8} h={5} />
      <path d={circlePath(116, 64, 8)} fill={ink.paper} />
      <path d={circlePath(116, 64, 5)} fill={ink.tealPale} />
    </>
  ),
  // Three-wheeler beach cart under a striped canopy, with palm fronds and coconuts on top.
  2: (body) => (
    <>
      <path d="M66 66V34M126 66V34" stroke={ink.cocoa} strokeWidth={4} strokeLinecap="round" />
      <path d="M96 26C90 12 74 8 62 14c12 0 22 4 34 12zM96 26c6-14 22-18 34-12-12 0-22 4-34 12zM96 26c-3-10 0-18 8-22-2 8-4 14-8 22z" fill={ink.teal} />
      <path d={circlePath(92, 27, 4) + circlePath(101, 27, 4)} fill={ink.cocoa} />
      <path d="M58 36l6-10h64l6 10z" fill={ink.teal} />
      <path d={awningPath(58, 35, 8, 9.5, 4, 0)} fill={ink.paper} />
      <path d={awningPath(58, 35, 8, 9.5, 4, 1)} fill={ink.teal} />
      <path d={`M26 99V72c0-17 10-30 26-30h8v57z${rr(60, 64, 74, 35, 6)}`} fill={body} />
      <path d="M33 72c1-12 7-22 19-22h2v22z" fill={ink.tealPale} />
      <path d={rr(60, 64, 74, 7, 3.5)} {...SHADE} />
      <path d={hexPath(97, 84, 8)} fill={ink.paper} />
    </>
  ),
  // Box truck with a striped serving awning and a strawberry sign.
  3: (body) => (
    <>
      <path d="M64 34c-9-4-15-12-15-19 0-4 3-7 7-7h16c4 0 7 3 7 7 0 7-6 15-15 19z" fill={ink.tomato} />
      <path d="M58 15h0M66 15h0M62 21h0M70 21h0M66 27h0" stroke={ink.honeyPale} strokeWidth={2.5} strokeLinecap="round" />
      <path d="M54 9l5-1 5-5 5 5 5 1-4 3h-12z" fill={ink.teal} />
      <path d={`${rr(22, 34, 86, 65, 7)}M108 56h13c4 0 7 2 9 5l5 12c1 2 1 4 1 6v13c0 4-3 7-7 7h-21z`} fill={body} />
      <path d="M112 62h8c2 0 3 1 4 3l4 10h-16z" fill={ink.tealPale} />
      <path d="M22 88h114v5H22z" {...SHADE} />
      <ServingWindow x={31} y={58} w={68} h={26} />
      <Awning x={30} y={45} n={7} w={10} h={9} />
      <path d={rr(130, 86, 8, 7, 3)} fill={ink.espresso} />
    </>
  ),
  // Corrugated rounded van (the old French kind) with a hot-pepper sign.
  4: (body) => (
    <>
      <path d="M60 14c13-1 25 6 29 20 1 3-2 5-4 3-6-9-14-12-25-12-3 0-5-3-5-6s2-5 5-5z" fill={ink.tomato} />
      <path d="M61 14c-4 0-6 2-6 5.5s2 5.5 6 5.5z" fill={ink.teal} />
      <path d="M56 17c-4-2-5-7-2-10" fill="none" stroke={ink.teal} strokeWidth={3.5} strokeLinecap="round" />
      <path d="M36 38h46c26 0 44 18 48 44l1 10c0 4-3 7-7 7H30c-4 0-7-3-7-7V51c0-7 6-13 13-13z" fill={body} />
      <path d="M100 47c11 3 19 11 23 22h-23z" fill={ink.tealPale} />
      <path d="M30 82v10M38 82v10M46 82v10M54 82v10M62 82v10M70 82v10M78 82v10M86 82v10M94 82v10" stroke={ink.espresso} strokeOpacity={0.2} strokeWidth={3} strokeLinecap="round" />
      <path d={rr(31, 45, 62, 6, 3)} {...SHADE} />
      <ServingWindow x={34} y={53} w={56} h={24} />
      <path d={circlePath(124, 82, 4)} fill={ink.paper} />
    </>
  ),
  // Two-tone vintage bus with a cookie sign, a bite taken out of it.
  5: (body) => (
    <>
      <path d="M92 18a15 15 0 1 1-9-12 5 5 0 0 0 9 12z" fill={ink.honey} />
      <path d="M72 16h0M80 26h0M70 27h0M86 18h0" stroke={ink.espresso} strokeWidth={4} strokeLinecap="round" />
      <path d="M40 40h64c16 0 25 10 27 26l1 26c0 4-3 7-7 7H30c-4 0-7-3-7-7V57c0-9 8-17 17-17z" fill={body} />
      <path d="M40 40h64c13 0 21 7 25 20H23.5c1-11 8-20 16.5-20z" fill={ink.paper} />
      <path d={`${rr(30, 46, 16, 10, 3)}${rr(50, 46, 16, 10, 3)}${rr(70, 46, 16, 10, 3)}${rr(90, 46, 16, 10, 3)}M112 46h4c5 0 9 3 10 10h-14z`} fill={ink.tealPale} />
      <path d={circlePath(126, 74, 4)} fill={ink.paper} />
      <ServingWindow x={36} y={64} w={50} h={20} />
      <path d="M23 88h109v5H23z" {...SHADE} />
    </>
  ),
  // Pickup carrying a little gabled kitchen, with a lotus on the ridge.
  6: (body) => (
    <>
      <path d="M61 28c-8-2-12-9-11-17 7 2 11 9 11 17zM61 28c8-2 12-9 11-17-7 2-11 9-11 17z" fill={ink.honeyLight} />
      <path d="M61 7c5 6 5 15 0 21-5-6-5-15 0-21z" fill={ink.honey} />
      <path d="M61 29c-8 1-15-2-19-7 7-2 14 1 19 7zM61 29c8 1 15-2 19-7-7-2-14 1-19 7z" fill={ink.teal} />
      <path d={`M30 74V50h62v24z${rr(22, 72, 82, 27, 5)}M102 56h8c4 0 7 2 8 5l4 11h6c4 0 7 3 7 7v13c0 4-3 7-7 7h-26z`} fill={body} />
      <path d="M24 52l37-22 37 22z" fill={ink.espresso} stroke={ink.espresso} strokeWidth={4} strokeLinejoin="round" />
      <path d="M106 61h3c2 0 3 1 4 3l3 8h-10z" fill={ink.tealPale} />
      <path d="M22 86h114v5H22z" {...SHADE} />
      <ServingWindow x={38} y={54} w={46} h={18} />
    </>
  ),
};

/** Wheel centres per variant (x); the trailer and the cart have their own counts. */
const wheelXs: Record<EmblemVariant, readonly number[]> = {
  0: [46, 110],
  1: [82],
  2: [42, 114],
  3: [42, 118],
  4: [46, 112],
  5: [46, 112],
  6: [42, 118],
};

/** A member's truck, tinted with the member's colours, for the member card. */
export function TruckEmblemArt({ variant, colors, label }: TruckEmblemProps) {
  // Deterministic and unique per variant, so server and client markup match; the member list
  // shows each variant once per page.
  const v = ((((Math.trunc(variant) % 7) + 7) % 7) || 0) as EmblemVariant;
  const gradientId = `emblem-grad-${v}`;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const wheels = wheelXs[v];
  return (
    <svg viewBox="0 0 160 120" width={160} height={120} {...a11y}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors[0]} />
          <stop offset="1" stopColor={colors[1]} />
        </linearGradient>
      </defs>
      <path d={roundedHexPath(80, 60, 58, 10)} fill={ink.cream} />
      <path d={rr(18, 101, 124, 6, 3)} fill={ink.line} />
      {trucks[v](`url(#${gradientId})`)}
      <path d={wheels.map((x) => `M${x - 15} 93a15 15 0 0 1 30 0z`).join('')} fill={ink.espresso} />
      <path d={wheels.map((x) => `M${x} 93h0`).join('')} stroke={ink.espresso} strokeWidth={22} strokeLinecap="round" />
      <path d={wheels.map((x) => `M${x} 93h0`).join('')} stroke={ink.line} strokeWidth={9} strokeLinecap="round" />
    </svg>
  );
}
