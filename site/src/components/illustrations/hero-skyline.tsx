import { awningPath, circlePath, hexPath, honeycombCentres, roundRect as rr } from './hex';
import { ink } from './palette';

interface HeroSkylineProps {
  /** Alt text; leave it out when the hero copy already says what the picture shows. */
  readonly label?: string;
}

/*
 * House style for every illustration: flat fills, no outlines, rounded corners, and depth from
 * layering tints (teal-pale far, honey-pale near) rather than from shading. This one uses honey,
 * espresso, teal and cream with their palette tints, and is drawn to sit on a cream band.
 *
 * To stay small, the scene is painted in colour layers, not object by object: the four trucks
 * never overlap, so all their bodies go down first, then every detail of one colour as one
 * path. The comments name what each layer holds, left to right: step van (1), trailer (2),
 * box truck (3), cart (4).
 *
 * `preserveAspectRatio="xMidYMax slice"` changes nothing at the natural ratio; if a narrow
 * layout gives the SVG a fixed height, it crops the sides and keeps the middle trucks.
 */

const GROUND = 392;

/** Wheels as [centre x, radius]. */
const wheels: readonly (readonly [number, number])[] = [
  [88, 20],
  [234, 20],
  [468, 20],
  [668, 20],
  [834, 20],
  [976, 16],
  [1100, 16],
];
const wells = wheels.map(([x, r]) => `M${x - r - 7} ${GROUND - r}a${r + 7} ${r + 7} 0 0 1 ${2 * r + 14} 0z`).join('');
/** Tyres and hubs are round-capped zero-length strokes: one short path per size. */
const dots = (r: number) =>
  wheels
    .filter(([, size]) => size === r)
    .map(([x]) => `M${x} ${GROUND - r}h0`)
    .join('');

const [sunCentre = [0, 0], ...sunRing] = honeycombCentres(912, 150, 32);

/** Row-house windows: one dashed vertical stroke per column draws its three storeys. */
const windowColumns = (xs: readonly number[]) => xs.map((x) => `M${x} 184v94`).join('');
const windowDash = { strokeWidth: 12, strokeDasharray: '22 14' } as const;

const roundJoin = { strokeWidth: 4, strokeLinejoin: 'round' } as const;

/** Four distinct trucks parked in front of a Boston skyline under a honeycomb sun. */
export function HeroSkylineArt({ label }: HeroSkylineProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 1200 420" width={1200} height={420} preserveAspectRatio="xMidYMax slice" {...a11y}>
      {/* Sky and far layer (teal-pale): clouds, bridge, two towers, lighthouse; gulls; sun. */}
      <path
        fill={ink.tealPale}
        d="M96 104h112a12 12 0 0 0 0-24h-8a24 24 0 0 0-44-8 18 18 0 0 0-32 8h-28a12 12 0 0 0 0 24zM540 70h70a10 10 0 0 0 0-20h-6a18 18 0 0 0-34-4 14 14 0 0 0-30 4 10 10 0 0 0 0 20zM0 304h350v14H0zM300 392V122l26-22 22 22v270zM352 392V164h44v228zM1030 392l8-236h28l8 236zM1034 156v-12h36v12zM1036 122l16-14 16 14z"
      />
      <path d="M12 310A160 170 0 0 1 332 310M72 310V177M122 310V149M172 310V140M222 310V149M272 310V177" fill="none" stroke={ink.tealPale} strokeWidth={5} strokeLinecap="round" />
      <path d="M12 310A160 170 0 0 1 332 310" fill="none" stroke={ink.tealPale} strokeWidth={12} />
      <path d="M236 126q8-8 16 0 8-8 16 0M272 100q6-6 12 0 6-6 12 0" fill="none" stroke={ink.cocoa} strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
      <path d={`${sunRing.map(([x, y]) => hexPath(x, y, 29)).join('')}M1040 144v-22h24v22z`} fill={ink.honeyLight} />
      <path d={hexPath(sunCentre[0], sunCentre[1], 29)} fill={ink.honey} />

      {/* Near layer: brick row houses (one with a mansard roof) and a white clapboard church. */}
      <path d="M400 392V168h58v224zM520 392V172h62v220zM414 168v-14h14v14zM598 146v-14h14v14z" fill={ink.honeyPale} />
      <path d="M458 392V166l8-22h46l8 22v226zM582 392V146h62v246zM866 392V272l46-38 46 38v120zM892 272V172h40v100zM894 172l18-104 18 104z" fill={ink.line} />
      <path d="M396 168h66M516 172h70M578 146h70" stroke={ink.honeyLight} strokeWidth={8} strokeLinecap="round" />
      <path d={windowColumns([418, 444, 540, 566])} stroke={ink.honeyLight} {...windowDash} />
      <path d={windowColumns([471, 489, 507, 602, 628])} stroke={ink.paper} {...windowDash} />
      <path d="M478 164v-10h12v10zM906 194v12h12v-12a6 6 0 0 0-12 0zM900 300v14h8v-14a4 4 0 0 0-8 0zM916 300v14h8v-14a4 4 0 0 0-8 0z" fill={ink.paper} stroke={ink.paper} {...roundJoin} />

      {/* Street: ground, poles, trunks and the sign's easel (cocoa), autumn trees. */}
      <path d={rr(0, GROUND - 4, 1200, 12, 6)} fill={ink.line} />
      <path d="M1168 392v-64M22 392v-52M312 392V254M1026 292v-46M1122 292v-46M568 392l12-56h28l12 56" fill="none" stroke={ink.cocoa} strokeWidth={5} strokeLinecap="round" strokeLinejoin="round" />
      <path d={circlePath(1168, 316, 26) + circlePath(22, 330, 20)} fill={ink.honeyDeep} />
      <path d={circlePath(1178, 306, 15)} fill={ink.honey} />
      <path d="M376 346l-36 12M340 358v22" stroke={ink.espresso} strokeWidth={6} strokeLinecap="round" />

      {/* Truck bodies: 1 and the cab of 3 in honey; 2, the cab and canopy of 4 in teal; 3's box. */}
      <path d="M46 232h174c10 0 18 5 22 13l38 64c2 4 3 8 3 12v41c0 7-5 12-12 12H46c-7 0-12-5-12-12V244c0-7 5-12 12-12zM806 262h36c8 0 14 4 17 11l16 38c2 4 3 8 3 12v29c0 7-5 12-12 12h-60z" fill={ink.honey} />
      <path d="M424 244h76c34 0 52 27 52 58v52c0 7-5 12-12 12H384c-7 0-12-5-12-12v-52c0-31 18-58 52-58zM1008 244l14-24h102l14 24zM946 364v-62c0-30 20-52 48-52h20v114z" fill={ink.teal} />
      <path d={rr(620, 212, 180, 152, 12) + rr(644, 202, 44, 14, 5)} fill={ink.espressoSoft} />

      {/* Glass (teal-pale), 2's belt line (cream), lit window of 3 and cart box of 4 (honey-light). */}
      <path d="M236 252h6c4 0 7 2 9 5l26 45h-41zM816 274h24c4 0 7 2 9 6l12 28h-45zM960 310c2-24 16-46 40-46h6v46z" fill={ink.tealPale} />
      <path d="M372 322h180v10H372z" fill={ink.cream} />
      <path d={rr(640, 262, 140, 54, 6) + rr(1014, 290, 120, 74, 10) + circlePath(312, 262, 6)} fill={ink.honeyLight} />

      {/* Honey-deep: 1's hatch and stripe, the cook in 3, 4's middle bun and headlight. */}
      <path
        d={`${rr(56, 242, 144, 14, 7)}M34 336h249v8H34z${circlePath(686, 292, 10)}M672 316c0-10 6-16 14-16s14 6 14 16z${circlePath(1076, 280, 11)}${circlePath(952, 334, 5)}`}
        fill={ink.honeyDeep}
      />

      {/* Espresso: roof sign and windows of 1 and 2, sign board, lamp, wheel wells, bumpers. */}
      <path
        d={`${rr(66, 208, 124, 26, 8)}${rr(64, 262, 128, 54, 8)}${rr(400, 274, 88, 40, 8)}${rr(574, 334, 40, 40, 5)}M300 256h24l-4-18h-16z${wells}M272 352h16v12h-16zM866 352h16v12h-16zM333 382h14v8h-14z`}
        fill={ink.espresso}
      />
      <path d={circlePath(112, 290, 11)} fill={ink.cocoa} />

      {/* Paper: 1's cook, the three serving counters, 2's porthole, light awning stripes. */}
      <path
        d={`M101 280h22v-8a11 7 0 0 0-22 0zM96 316c0-9 7-15 16-15s16 6 16 15z${rr(56, 312, 144, 9, 4.5)}${rr(392, 310, 104, 8, 4)}${rr(630, 312, 160, 9, 4.5)}${circlePath(522, 288, 13)}${awningPath(394, 260, 6, 17, 10, 1)}${awningPath(630, 232, 8, 20, 20, 1)}${awningPath(1010, 242, 7, 18, 8, 0)}`}
        fill={ink.paper}
      />

      {/* Honey: 1's roof-sign cells, awning stripes of 2 and 3, 3's logo, 4's trim and buns. */}
      <path
        d={`${hexPath(100, 221, 8)}${hexPath(128, 221, 8)}${hexPath(156, 221, 8)}${awningPath(394, 260, 6, 17, 10, 0)}${awningPath(630, 232, 8, 20, 20, 0)}${rr(642, 334, 78, 8, 4)}${hexPath(740, 338, 9)}M1014 296a6 6 0 0 1 6-6h108a6 6 0 0 1 6 6v6h-120z${circlePath(1052, 282, 9)}${circlePath(1100, 282, 9)}`}
        fill={ink.honey}
      />
      <path d={`${rr(150, 298, 16, 14, 3)}${awningPath(1010, 242, 7, 18, 8, 1)}`} fill={ink.teal} />
      <path d="M582 346h24M582 356h16M582 366h20" stroke={ink.cream} strokeWidth={3} strokeLinecap="round" />

      {/* Tyres and hubs. */}
      <g strokeLinecap="round">
        <path d={dots(20)} stroke={ink.espresso} strokeWidth={40} />
        <path d={dots(16)} stroke={ink.espresso} strokeWidth={32} />
        <path d={dots(20)} stroke={ink.line} strokeWidth={16} />
        <path d={dots(16)} stroke={ink.line} strokeWidth={13} />
      </g>

      {/* Two bees heading for the sun. */}
      <path d="M786 92h0M746 132h0" stroke={ink.tealPale} strokeWidth={11} strokeLinecap="round" />
      <path d="M797 100h8M757 140h8" stroke={ink.honey} strokeWidth={16} strokeLinecap="round" />
      <path d="M800 93v14M807 94v12M760 133v14M767 134v12" stroke={ink.espresso} strokeWidth={3} />
    </svg>
  );
}
