/**
 * The illustration palette: the colour tokens of tokens.css as literal values, because SVG
 * presentation attributes and `<stop stop-color>` cannot read CSS custom properties in every
 * browser. Keep in step with tokens.css; the drawings use nothing else.
 */
export const ink = {
  honey: '#f2a516',
  honeyLight: '#ffd27a',
  honeyPale: '#fdecc8',
  honeyDeep: '#b86e00',
  espresso: '#2a1e17',
  espressoSoft: '#4a3a2f',
  cocoa: '#6b5647',
  cream: '#fbf5ea',
  paper: '#fffdf8',
  line: '#eadfcd',
  teal: '#1f6f78',
  tealPale: '#dcefef',
  tomato: '#c8432f',
} as const;
