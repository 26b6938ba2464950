import { awningPath, bulbPath, circlePath, hexPath, roundedHexPath, roundRect as rr } from './hex';
import { ink } from './palette';

interface CommunityTableProps {
  /** Alt text saying what the scene shows; decorative without it. */
  readonly label?: string;
}

/*
 * "Why Join The Hive?": four truck owners sharing a table under string lights, one of the
 * members' trucks behind them. Same house style as the hero (flat, no outlines, rounded
 * corners); honey, espresso, teal and paper with their tints. Faces are left blank on purpose:
 * the figures stand for any owner. Painted back to front, one path per colour where they touch
 * nothing else.
 */

/** Bulbs along the light string, the curve drawn below from (24, 64) via (320, 176) to (616, 56). */
const bulbs = bulbPath([24, 64], [320, 176], [616, 56], 12, 10);

/** A figure from the waist up: a torso with rounded shoulders centred on x, in a shirt colour. */
const torso = (x: number) => `M${x - 42} 332v-48c0-20 18-34 42-34s42 14 42 34v48z`;

/** Food-truck owners around a shared table at an evening market. */
export function CommunityTableArt({ label }: CommunityTableProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 640 480" width={640} height={480} {...a11y}>
      <path d={rr(0, 0, 640, 480, 28)} fill={ink.honeyPale} />
      <path d={roundedHexPath(320, 236, 200, 28)} fill={ink.tealPale} />
      <path d="M0 420h640v32a28 28 0 0 1-28 28H28A28 28 0 0 1 0 452z" fill={ink.honeyLight} />

      {/* A member's truck behind the table: teal body, awning and lit window. */}
      <path d={rr(388, 120, 226, 230, 20)} fill={ink.teal} />
      <path d={rr(410, 152, 182, 78, 8)} fill={ink.honeyLight} />
      <path d={awningPath(402, 140, 9, 22, 12, 0)} fill={ink.paper} />
      <path d={awningPath(402, 140, 9, 22, 12, 1)} fill={ink.honey} />

      {/* String lights. */}
      <path d="M24 64Q320 176 616 56" fill="none" stroke={ink.espressoSoft} strokeWidth={3} />
      <path d={bulbs} stroke={ink.honeyLight} strokeWidth={30} strokeLinecap="round" strokeOpacity={0.7} />
      <path d={bulbs} stroke={ink.honey} strokeWidth={13} strokeLinecap="round" />

      {/* Hair behind the heads: a bun and short hair. */}
      <path d={`${circlePath(130, 206, 27)}${circlePath(130, 174, 11)}`} fill={ink.espresso} />
      <path d={circlePath(254, 206, 27)} fill={ink.cocoa} />

      {/* Necks and heads, in four skin tones from the palette. */}
      <path d={`${rr(122, 226, 16, 30, 6)}${circlePath(130, 212, 24)}`} fill={ink.honeyDeep} />
      <path d={`${rr(246, 226, 16, 30, 6)}${circlePath(254, 212, 24)}`} fill={ink.line} />
      <path d={`${rr(382, 226, 16, 30, 6)}${circlePath(390, 212, 24)}`} fill={ink.cocoa} />
      <path d={`${rr(506, 226, 16, 30, 6)}${circlePath(514, 212, 24)}`} fill={ink.espressoSoft} />
      <path d={`${circlePath(376, 168, 13)}${circlePath(394, 162, 15)}${circlePath(410, 170, 12)}${rr(372, 168, 38, 24, 4)}`} fill={ink.paper} />
      <path d="M489 206a25 25 0 0 1 50 0z" fill={ink.honey} stroke={ink.honey} strokeWidth={4} strokeLinejoin="round" />
      <path d={`${circlePath(514, 178, 7)}${rr(487, 200, 54, 10, 5)}`} fill={ink.honeyDeep} />

      {/* Shirts and arms: a raised mug, hands on the laptop, elbows on the table, a wave. */}
      <path d={torso(130)} fill={ink.teal} />
      <path d="M160 272l18-38" fill="none" stroke={ink.teal} strokeWidth={20} strokeLinecap="round" />
      <path d={torso(514)} fill={ink.espresso} />
      <path d="M544 272l22-72" fill="none" stroke={ink.espresso} strokeWidth={20} strokeLinecap="round" />
      <path d="M566 198h0" stroke={ink.espressoSoft} strokeWidth={18} strokeLinecap="round" />
      <path d={torso(254)} fill={ink.honey} />
      <path d={torso(390)} fill={ink.espressoSoft} />
      <path d="M356 280l-16 38M424 280l16 38" fill="none" stroke={ink.espressoSoft} strokeWidth={20} strokeLinecap="round" />
      <path d="M340 322h0M440 322h0" stroke={ink.cocoa} strokeWidth={16} strokeLinecap="round" />
      <path d={`${rr(370, 262, 40, 70, 10)}${rr(166, 200, 24, 26, 5)}`} fill={ink.paper} />
      <path d="M190 206h4a5 5 0 0 1 0 12h-4" fill="none" stroke={ink.paper} strokeWidth={4} />
      <path d="M178 226h0" stroke={ink.honeyDeep} strokeWidth={18} strokeLinecap="round" />

      {/* The table and what is on it: a taco plate, a laptop, mugs, a bowl. A dog underneath. */}
      <path d={rr(52, 436, 536, 12, 6)} fill={ink.honey} fillOpacity={0.45} />
      <path d="M176 442c-14 0-20-8-18-20" fill="none" stroke={ink.cocoa} strokeWidth={7} strokeLinecap="round" />
      <path d={`M172 444c0-32 10-52 30-52s26 20 26 52z${circlePath(220, 382, 17)}${rr(224, 380, 20, 14, 7)}`} fill={ink.cocoa} />
      <path d="M208 370c-9 1-14 12-10 22 7-4 12-13 10-22zM242 384h0" fill={ink.espresso} stroke={ink.espresso} strokeWidth={5} strokeLinecap="round" strokeLinejoin="round" />
      <path d="M72 350v92M568 350v92" stroke={ink.cocoa} strokeWidth={12} strokeLinecap="round" />
      <path d={rr(28, 328, 584, 24, 10)} fill={ink.honeyDeep} />
      <path d={rr(216, 266, 100, 64, 6)} fill={ink.espresso} />
      <path d={hexPath(266, 297, 11)} fill={ink.honey} />
      <path d={`M92 330a36 7 0 0 1 72 0z${rr(452, 300, 26, 30, 6)}M530 330c0-16 10-24 26-24s26 8 26 24z`} fill={ink.paper} />
      <path d="M108 328a20 20 0 0 1 40 0z" fill={ink.honey} />
      <path d="M114 322q14-14 28 0" fill="none" stroke={ink.teal} strokeWidth={5} strokeLinecap="round" />
      <path d="M478 308h4a6 6 0 0 1 0 12h-4" fill="none" stroke={ink.paper} strokeWidth={4} />
      <path d="M540 312q16-12 32 0" fill="none" stroke={ink.teal} strokeWidth={6} strokeLinecap="round" />
    </svg>
  );
}
