import { bulbPath, circlePath, hexPath, roundRect as rr } from './hex';
import { ink } from './palette';
import { posterTitleSize } from './pictures';

interface VideoPosterProps {
  /** Printed large at the lower left. Leave it out if the facade prints the title in HTML. */
  readonly title?: string;
}

/*
 * The still shown over a video until it is played. Decorative: the play button laid over its
 * centre carries the accessible name, so the middle of the frame is kept empty for it.
 * Honey gradient, espresso and paper only; hexagons echo the site's honeycomb motif.
 */

/** Honeycomb cells scattered at the edges, as [x, y, radius, filled]. */
const cells: readonly (readonly [number, number, number, boolean])[] = [
  [170, 250, 70, true],
  [291, 320, 70, false],
  [170, 390, 70, false],
  [1440, 170, 56, true],
  [1343, 114, 56, false],
  [1500, 300, 40, false],
  [110, 610, 36, true],
];

/** The designed poster frame (16:9) for a click-to-load video; drawn into a file (no title). */
export function VideoPosterArt({ title }: VideoPosterProps) {
  // Deterministic id from the title, so two posters on one page do not share a gradient.
  const gradientId = `poster-grad-${(title ?? 'video').toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const lights = bulbPath([-20, 40], [560, 230], [1620, 30], 16, 14);
  const filled = cells.filter((c) => c[3]).map(([x, y, r]) => hexPath(x, y, r)).join('');
  const titleSize = title ? posterTitleSize(title) : 0;
  const outlined = cells.filter((c) => !c[3]).map(([x, y, r]) => hexPath(x, y, r)).join('');
  return (
    <svg viewBox="0 0 1600 900" width={1600} height={900} aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={ink.honeyLight} />
          <stop offset="0.55" stopColor={ink.honey} />
          <stop offset="1" stopColor={ink.honeyDeep} />
        </linearGradient>
      </defs>
      <rect width={1600} height={900} fill={`url(#${gradientId})`} />

      {/* A soft halo behind the play button, and the honeycomb at the edges. */}
      <path d={circlePath(800, 450, 230)} fill={ink.paper} fillOpacity={0.14} />
      <path d={circlePath(800, 450, 150)} fill={ink.paper} fillOpacity={0.14} />
      <path d={filled} fill={ink.paper} fillOpacity={0.22} />
      <path d={outlined} fill="none" stroke={ink.paper} strokeOpacity={0.45} strokeWidth={6} strokeLinejoin="round" />

      {/* String lights across the top. */}
      <path d="M-20 40Q560 230 1620 30" fill="none" stroke={ink.espresso} strokeOpacity={0.5} strokeWidth={4} />
      <path d={lights} stroke={ink.paper} strokeOpacity={0.3} strokeWidth={46} strokeLinecap="round" />
      <path d={lights} stroke={ink.paper} strokeWidth={20} strokeLinecap="round" />

      {/* Ground and a step-van silhouette at the lower right, its serving window lit. */}
      <path d={rr(-20, 852, 1640, 100, 20)} fill={ink.espresso} fillOpacity={0.22} />
      <path
        d="M1110 560h300c16 0 30 8 38 22l64 112c6 10 8 20 8 30v82c0 14-10 24-24 24h-386c-14 0-24-10-24-24V584c0-14 10-24 24-24z"
        fill={ink.espresso}
      />
      <path d={rr(1140, 508, 220, 44, 14)} fill={ink.espresso} />
      <path d={`${rr(1130, 616, 230, 100, 12)}M1428 600h12c8 0 14 4 18 10l46 80h-76z`} fill={ink.honeyLight} />
      <path d={`${circlePath(1220, 670, 18)}M1190 716c0-18 13-30 30-30s30 12 30 30z`} fill={ink.honeyDeep} />
      <path d={rr(1120, 710, 250, 14, 7)} fill={ink.paper} />
      <path d={hexPath(1196, 530, 12) + hexPath(1250, 530, 12) + hexPath(1304, 530, 12)} fill={ink.honey} />
      <path d="M1190 830h0M1440 830h0" stroke={ink.espresso} strokeWidth={84} strokeLinecap="round" />
      <path d="M1190 830h0M1440 830h0" stroke={ink.honey} strokeWidth={30} strokeLinecap="round" />

      {title ? (
        <text x={96} y={790} fill={ink.espresso} fontSize={titleSize} fontWeight={600} className="svg-display-text">
          {title}
        </text>
      ) : null}
    </svg>
  );
}

