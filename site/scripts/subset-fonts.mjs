// Cuts the web fonts down to what the site sets in them, so each page's largest text or
// picture paints sooner on a slow connection: every byte fetched before that paint counts
// towards Largest Contentful Paint. `npm run build` and `npm run dev` run it first; the
// subsets go to src/styles/fonts/ (ignored by git), where tokens.css loads them.
//
// - Characters: printable ASCII (for any text the app may show later) plus every other
//   character written anywhere in site/src, where all copy lives. The prerender then checks
//   that every character of every page's text is covered, so a new character in the copy
//   fails the build instead of showing in a fallback font.
// - Weights: the variable `wght` axis is kept only over the range the stylesheets use
//   (FONT_WEIGHT_RANGE, the same as the @font-face rules in src/styles/tokens.css).
// - OpenType features: only those the stylesheets ask for or text shaping needs.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** The `wght` range the stylesheets use; tokens.css declares the same on each web font. */
export const FONT_WEIGHT_RANGE = { min: 400, max: 800 };

/**
 * Features kept: shaping and kerning, `tnum` for counters and prices, and Inter's `cv11` and
 * `ss01`, which base.css turns on.
 */
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'case', 'tnum', 'lnum', 'cv11', 'ss01'];

/** Source files whose text may reach a page. */
const SOURCE_TEXT = /\.(tsx?|json|css)$/;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}

/** Printable ASCII plus every other character in the site's sources, sorted. */
export async function coveredCharacters(sourceDir) {
  const characters = new Set();
  for (let code = 0x20; code < 0x7f; code += 1) characters.add(String.fromCodePoint(code));
  for (const file of (await filesUnder(sourceDir)).filter((name) => SOURCE_TEXT.test(name))) {
    for (const character of await readFile(file, 'utf8')) {
      if (character.codePointAt(0) > 0x7f) characters.add(character);
    }
  }
  return [...characters].sort().join('');
}

/** The characters of `text` that `covered` lacks (white space aside), without repeats. */
export function uncoveredCharacters(text, covered) {
  const have = new Set(covered);
  return [...new Set(text)].filter((character) => !/\s/.test(character) && !have.has(character));
}

/** The web fonts: the Fontsource original and the subset written beside the stylesheets. */
const FONTS = [
  { source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2', out: 'fraunces.woff2' },
  { source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', out: 'inter.woff2' },
];

const siteDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Where the subsets go: git ignores it, and tokens.css points at it. */
export const FONT_DIR = path.join(siteDir, 'src/styles/fonts');

/**
 * Writes the subset of each web font into FONT_DIR, where tokens.css finds it, so Vite hashes
 * and serves the subset like any other asset. Returns each font's size before and after.
 */
export async function subsetFonts() {
  const text = await coveredCharacters(path.join(siteDir, 'src'));
  const require = createRequire(import.meta.url);
  await mkdir(FONT_DIR, { recursive: true });
  const sizes = [];
  for (const { source, out } of FONTS) {
    const original = await readFile(require.resolve(source));
    const subset = await subsetFont(original, text, {
      targetFormat: 'woff2',
      keepFeatures: FEATURES,
      variationAxes: { wght: FONT_WEIGHT_RANGE },
    });
    await writeFile(path.join(FONT_DIR, out), subset);
    sizes.push({ font: out, before: original.length, after: subset.length });
  }
  return sizes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = await subsetFonts();
  const summary = sizes.map(({ font, before, after }) => `${font} ${before} -> ${after} bytes`).join(', ');
  console.info(`subset-fonts: ${summary}`);
}
