import type { IconName } from '../../content/types/icons';
import { iconSpriteUrl } from '../illustrations/files';

interface IconProps {
  readonly name: IconName;
  /** Width and height in CSS pixels; the drawing is on a 24-unit grid. */
  readonly size?: number;
  readonly className?: string;
}

/**
 * A line icon from the site's one drawn set (illustrations/icon-drawings.tsx), by reference to its
 * symbol in the icon sprite, which the browser fetches once and caches. The symbol carries the
 * stroke; `currentColor` is the colour of the text around the icon. Decorative: the caller
 * names the control.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      <use href={`${iconSpriteUrl}#${name}`} />
    </svg>
  );
}
