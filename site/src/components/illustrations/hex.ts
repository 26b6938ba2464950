/**
 * Geometry helpers shared by the drawings. They return compact path data, rounded to one
 * decimal, so the SVG stays small. They use only arithmetic and Math.sqrt (no trigonometry,
 * whose last digits may differ between JavaScript engines), so the markup rendered on the
 * server matches the markup rendered in the browser.
 */
const round = (n: number) => Math.round(n * 10) / 10;

/** sin 60°: the half-width of a pointy-top hexagon of radius 1. */
const S = Math.sqrt(3) / 2;

/** Corners of a pointy-top hexagon of radius 1, clockwise from the top. */
const CORNERS: readonly (readonly [number, number])[] = [
  [0, -1],
  [S, -0.5],
  [S, 0.5],
  [0, 1],
  [-S, 0.5],
  [-S, -0.5],
];

/** A pointy-top hexagon of corner radius `r` as a closed subpath (relative moves). */
export function hexPath(cx: number, cy: number, r: number): string {
  const w = round(r * S);
  const h = round(r / 2);
  return `M${round(cx)} ${round(cy - r)}l${w} ${h}v${round(r)}l-${w} ${h}-${w}-${h}v-${round(r)}z`;
}

/**
 * A pointy-top hexagon with rounded corners (quadratic curves `c` units into each edge), for
 * shapes drawn without a stroke, such as badges and plates.
 */
export function roundedHexPath(cx: number, cy: number, r: number, c: number): string {
  const k = c / r; // an edge is r long
  const at = (i: number) => CORNERS[i % 6] ?? [0, 0];
  const toward = (p: readonly [number, number], q: readonly [number, number]) =>
    `${round(cx + r * (p[0] + (q[0] - p[0]) * k))} ${round(cy + r * (p[1] + (q[1] - p[1]) * k))}`;
  let d = '';
  for (let i = 0; i < 6; i++) {
    const p = at(i);
    d += `${i === 0 ? 'M' : 'L'}${toward(p, at(i + 5))}Q${round(cx + r * p[0])} ${round(cy + r * p[1])} ${toward(p, at(i + 1))}`;
  }
  return `${d}z`;
}

/** Centres of a seven-cell honeycomb "flower" (a hexagon ringed by six) of cell radius `r`. */
export function honeycombCentres(cx: number, cy: number, r: number): readonly (readonly [number, number])[] {
  const d = r * Math.sqrt(3);
  // Neighbours of a pointy-top cell lie at 0°, 60°, ... 300°.
  const ring: readonly (readonly [number, number])[] = [
    [1, 0],
    [0.5, S],
    [-0.5, S],
    [-1, 0],
    [-0.5, -S],
    [0.5, -S],
  ];
  return [[cx, cy], ...ring.map(([x, y]) => [round(cx + d * x), round(cy + d * y)] as const)];
}

/**
 * A circle as a closed subpath, so several circles of one colour share one element. It runs
 * clockwise like the other helpers, so overlapping shapes in one path never cancel into holes.
 */
export function circlePath(cx: number, cy: number, r: number): string {
  return `M${round(cx - r)} ${round(cy)}a${r} ${r} 0 1 1 ${round(2 * r)} 0a${r} ${r} 0 1 1-${round(2 * r)} 0z`;
}

/** A rectangle with corner radius `r` as a closed subpath. */
export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  const a = `a${r} ${r} 0 0 1`;
  return `M${x + r} ${y}h${w - 2 * r}${a} ${r} ${r}v${h - 2 * r}${a}-${r} ${r}h-${w - 2 * r}${a}-${r}-${r}v-${h - 2 * r}${a} ${r}-${r}z`;
}

/**
 * The stripes of a scalloped awning that starts at x, y: `n` stripes of width `w` and depth `h`
 * plus a half-round scallop. `parity` 0 or 1 picks every other stripe, one colour per call.
 */
export function awningPath(x: number, y: number, n: number, w: number, h: number, parity: 0 | 1): string {
  let d = '';
  for (let i = parity; i < n; i += 2) {
    d += `M${round(x + i * w)} ${y}h${w}v${h}a${w / 2} ${w / 2} 0 0 1-${w} 0z`;
  }
  return d;
}

/**
 * Bulbs on a string of lights: `n - 1` round dots (zero-length subpaths, drawn with a round
 * cap) hanging `drop` units below evenly spaced points of the quadratic curve p0-c-p1.
 */
export function bulbPath(
  [x0, y0]: readonly [number, number],
  [cx, cy]: readonly [number, number],
  [x1, y1]: readonly [number, number],
  n: number,
  drop: number,
): string {
  let d = '';
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const u = 1 - t;
    const x = u * u * x0 + 2 * u * t * cx + t * t * x1;
    const y = u * u * y0 + 2 * u * t * cy + t * t * y1;
    d += `M${Math.round(x)} ${Math.round(y + drop)}h0`;
  }
  return d;
}
