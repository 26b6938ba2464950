/** Where the prerender writes the illustration files (see pictures.tsx). */
export const illustrationBase = '/illustrations/';

/** The icon set, one `<symbol>` per icon name; apart, so an icon does not bring the pictures. */
export const iconSpriteUrl = `${illustrationBase}icons.svg`;
