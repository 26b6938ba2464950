import { ink } from './palette';

interface HexPatternProps {
  /** The `<pattern>` id. Must be unique in the page, so pass one per usage. */
  readonly id: string;
  readonly className?: string;
  /** Corner radius of one cell, in CSS pixels. */
  readonly cell?: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A quiet honeycomb texture that fills its box: the parent positions it (absolute, inset 0)
 * behind a band's content. Width and height are 100% because the box decides the size; being
 * absolutely positioned, it cannot shift layout. Strokes are honey at 18% opacity, which stays
 * faint on cream and on espresso alike.
 */
export function HexPattern({ id, className, cell = 28 }: HexPatternProps) {
  // One tile of a pointy-top honeycomb: a whole cell plus the stub that joins the next row.
  // Edge segments on the tile border are half-drawn by each neighbour, so lines stay even.
  const w = round(cell * Math.sqrt(3));
  const r = cell;
  const d = `M${w / 2} 0L${w} ${r / 2}V${1.5 * r}L${w / 2} ${2 * r}L0 ${1.5 * r}V${r / 2}zM${w / 2} ${2 * r}V${3 * r}`;
  return (
    <svg className={className} width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <pattern id={id} width={w} height={3 * r} patternUnits="userSpaceOnUse">
          <path d={d} fill="none" stroke={ink.honey} strokeOpacity={0.18} strokeWidth={1.25} />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
