import { roundedHexPath } from './hex';
import { ink } from './palette';

type MonogramTone = 'honey' | 'teal' | 'espresso';

interface MonogramBase {
  /** One to three letters, such as `RA`. */
  readonly initials: string;
  /** Width and height in CSS pixels. */
  readonly size?: number;
  readonly tone?: MonogramTone;
}

/** Either a name for assistive tech, or `decorative` when the name is printed next to it. */
type HexMonogramProps = MonogramBase &
  ({ readonly label: string; readonly decorative?: false } | { readonly decorative: true; readonly label?: never });

/** Fill, letter colour and inner-ring colour per tone; each letter pair passes 4.5:1. */
const tones: Record<MonogramTone, readonly [string, string, string]> = {
  honey: [ink.honey, ink.espresso, ink.honeyDeep],
  teal: [ink.teal, ink.cream, ink.tealPale],
  espresso: [ink.espresso, ink.honey, ink.honey],
};

/** Initials framed by a pointy-top hexagon, for team avatars and testimonial badges. */
export function HexMonogram({ initials, size = 72, tone = 'honey', ...name }: HexMonogramProps) {
  const [fill, letter, ring] = tones[tone];
  const text = initials.slice(0, 3).toUpperCase();
  // Three letters need a smaller face to stay inside the inner ring.
  const fontSize = text.length > 2 ? 26 : text.length === 2 ? 34 : 42;
  const a11y = name.decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name.label };
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} {...a11y}>
      <path d={roundedHexPath(50, 50, 48, 9)} fill={fill} />
      <path d={roundedHexPath(50, 50, 40, 7)} fill="none" stroke={ring} strokeOpacity={0.45} strokeWidth={1.5} />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fill={letter}
        fontSize={fontSize}
        fontWeight={600}
        letterSpacing="0.5"
        className="svg-display-text"
      >
        {text}
      </text>
    </svg>
  );
}
