/**
 * Every icon the content names. One SVG is drawn per name and resolved in one place by
 * the UI (components/illustrations/icon-drawings.tsx).
 */

/**
 * Every icon the content refers to, by name. One SVG is drawn per name and resolved in one
 * place by the UI; the list is kept as data so a check can prove each name has a drawing.
 */
export const iconNames = [
  'book',
  'building',
  'calendar',
  'camera',
  'chart-up',
  'chef-hat',
  'clipboard',
  'clock',
  'cog',
  'compass',
  'dollar',
  'facebook',
  'file-signature',
  'film',
  'globe',
  'graduation-cap',
  'handshake',
  'heart',
  'instagram',
  'key',
  'leaf',
  'mail',
  'map-pin',
  'megaphone',
  'palette',
  'phone',
  'piggy-bank',
  'ring',
  'rocket',
  'search',
  'shield',
  'sparkles',
  'star',
  'sun',
  'target',
  'tent',
  'tree',
  'trophy',
  'truck',
  'users',
  'utensils',
  'video',
  'x-logo',
  'beer',
] as const;

/** The name of one icon; see `iconNames`. */
export type IconName = (typeof iconNames)[number];
