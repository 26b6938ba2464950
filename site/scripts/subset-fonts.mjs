// Cuts the web fonts down to what the site sets in them, so each page's largest text or
// picture paints sooner on a slow connection: every byte fetched before that paint counts
// towards Largest Contentful Paint. `npm run build` and `npm run dev` run it first; the
// subsets and the @font-face rules that load them (faces.css) go to src/styles/fonts/
// (ignored by git), which tokens.css imports.
//
// - Characters: printable ASCII (for any text the app may show later) plus every other
//   character written anywhere in site/src, where all copy lives. The prerender then checks
//   that every character of every page's text is covered, so a new character in the copy
//   fails the build instead of showing in a fallback font.
// - Weights: Fraunces, the display face, is cut to the one weight the stylesheets set it in
//   (`--weight-display` in tokens.css); Inter keeps its variable `wght` axis over the range
//   the stylesheets use (TEXT_WEIGHT_RANGE).
// - Files: each file must arrive in the first round trip of its connection, whose TCP
//   window holds about 14.6 kB (FONT_FILE_MAX_BYTES leaves room for the response headers).
//   Inter does not fit in one, so it is split by `unicode-range`: letters with the
//   punctuation that sits between them (so their kerning pairs stay in one file), and
//   figures and symbols. Measured with Lighthouse's mobile simulation, one window per font
//   file took 150 ms off every page's Largest Contentful Paint (specs/decisions.md).
// - OpenType features: only those the stylesheets ask for or text shaping needs.
// - The top bar's link widths (nav-widths.css): each label shaped with HarfBuzz, the shaper
//   browsers use, in Inter at the links' weight, so the links keep their places while the
//   fallback font shows and when Inter swaps in (site-header.css).
import * as hb from 'harfbuzzjs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { runnerImport } from 'vite';

/** The `wght` range the stylesheets set Inter in. */
export const TEXT_WEIGHT_RANGE = { min: 400, max: 800 };

/**
 * The largest a font file may be: one TCP initial congestion window (10 segments of 1,460
 * bytes) less about 1.1 kB for the response headers, so a slow phone gets it in one round trip.
 */
export const FONT_FILE_MAX_BYTES = 13_500;

/** Inter's letters, and the punctuation set between letters, which kerns against them. */
const TEXT_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ .,;:!?\'"()&/-\u2013\u2014\u2018\u2019\u201c\u201d';

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

const siteDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Where the subsets and faces.css go: git ignores it, and tokens.css imports faces.css. */
export const FONT_DIR = path.join(siteDir, 'src/styles/fonts');
const TOKENS = path.join(siteDir, 'src/styles/tokens.css');
const BASE_STYLES = path.join(siteDir, 'src/styles/base.css');
const INTER_SOURCE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
/** The local fallback fonts and their sizes by weight (scripts/fit-fallback-fonts.mjs fits them). */
const FALLBACK_FONTS = path.join(siteDir, 'src/styles/fallback-fonts.json');
/** The stylesheet of the top bar's link widths, which site-header.css imports. */
const NAV_WIDTHS = 'nav-widths.css';
/** HarfBuzz's units per em when shaping: 2^16, the fixed-point scale browsers shape at. */
const SHAPING_SCALE = 65_536;
/**
 * How far under its label's width in Inter a link's minimum width is set: more than the
 * browsers' rounding of lengths and text widths (1/64 px in Chromium, 1/60 px in Firefox),
 * so that with Inter showing, the label's own width always decides and the page renders
 * exactly as without the minimum.
 */
const MIN_WIDTH_SLACK_PX = 1 / 16;
/** The root font size the stylesheets' rem lengths assume. */
const ROOT_FONT_PX = 16;

/** A weight the stylesheets use, `--weight-<name>`, read from its one home, tokens.css. */
async function tokenWeight(name, why) {
  const match = new RegExp(`--weight-${name}:\\s*(\\d+)\\s*;`).exec(await readFile(TOKENS, 'utf8'));
  if (!match) throw new Error(`${TOKENS} must set --weight-${name} (${why})`);
  return Number(match[1]);
}

/** A size the stylesheets use, `--size-<name>` in rem, read from tokens.css, in px. */
async function tokenSizePx(name, why) {
  const match = new RegExp(`--size-${name}:\\s*([\\d.]+)rem\\s*;`).exec(await readFile(TOKENS, 'utf8'));
  if (!match) throw new Error(`${TOKENS} must set --size-${name} in rem (${why})`);
  return Number(match[1]) * ROOT_FONT_PX;
}

/** The display weight, the one weight Fraunces is shipped in. */
function displayWeight() {
  return tokenWeight('display', 'the one weight Fraunces is shipped in');
}

/** `characters` as a CSS unicode-range: runs of consecutive code points become ranges. */
export function unicodeRange(characters) {
  const points = [...new Set([...characters].map((c) => c.codePointAt(0)))].sort((a, b) => a - b);
  const runs = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point) => point.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/**
 * The web font files: the Fontsource original, the characters, the `wght` axis (a range, or
 * one pinned value) and the @font-face weight descriptor.
 */
async function fontFiles(covered) {
  const weight = await displayWeight();
  const letters = [...covered].filter((c) => TEXT_LETTERS.includes(c)).join('');
  const figures = [...covered].filter((c) => !TEXT_LETTERS.includes(c)).join('');
  const inter = INTER_SOURCE;
  const textWeights = { wght: TEXT_WEIGHT_RANGE };
  const textDescriptor = `${TEXT_WEIGHT_RANGE.min} ${TEXT_WEIGHT_RANGE.max}`;
  return [
    {
      family: 'Fraunces',
      source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
      out: 'fraunces.woff2',
      characters: covered,
      axes: { wght: weight },
      descriptor: String(weight),
      range: null,
    },
    { family: 'Inter', source: inter, out: 'inter-letters.woff2', characters: letters, axes: textWeights, descriptor: textDescriptor, range: unicodeRange(letters) },
    { family: 'Inter', source: inter, out: 'inter-figures.woff2', characters: figures, axes: textWeights, descriptor: textDescriptor, range: unicodeRange(figures) },
  ];
}

/** One @font-face rule for `file`, as faces.css holds it. */
function fontFace(file) {
  const lines = [
    `  font-family: '${file.family}';`,
    '  font-style: normal;',
    '  font-display: swap;',
    `  font-weight: ${file.descriptor};`,
    `  src: url('./${file.out}') format('woff2');`,
    ...(file.range ? [`  unicode-range: ${file.range};`] : []),
  ];
  return `@font-face {\n${lines.join('\n')}\n}\n`;
}

/** The OpenType features base.css turns on for all text (its `font-feature-settings`). */
async function textFeatures() {
  const match = /font-feature-settings:\s*([^;]+);/.exec(await readFile(BASE_STYLES, 'utf8'));
  if (!match) throw new Error(`${BASE_STYLES} must set font-feature-settings for the text (Inter's cv11 and ss01)`);
  return match[1].split(',').map((tag) => tag.trim().replace(/['"]/g, ''));
}

/** How wide `text` sets in `font`, in em, with `features` on besides the default ones. */
function shapedWidth(font, text, features) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer, features.map((tag) => hb.Feature.fromString(tag)));
  return buffer.getGlyphPositions().reduce((sum, glyph) => sum + glyph.xAdvance, 0) / SHAPING_SCALE;
}

/**
 * The rules of nav-widths.css: each top-bar link (content/navigation.ts) at least as wide as
 * its label sets in Inter at `--weight-nav` and `--size-nav` (less MIN_WIDTH_SLACK_PX), in em
 * so that it scales with the text. A fallback font that sets the label narrower then leaves
 * the link, and every link after it, where Inter will put them.
 */
export async function navWidthRules(original) {
  const { module } = await runnerImport('./src/content/navigation.ts', { root: siteDir, configFile: false, logLevel: 'error' });
  const items = module.primaryNav.map(({ id, label }) => ({ id, label }));
  const why = "the top bar's links, which site-header.css sets in it";
  const weight = await tokenWeight('nav', why);
  const sizePx = await tokenSizePx('nav', why);
  const features = await textFeatures();
  const font = await subsetFont(original, items.map((item) => item.label).join(''), {
    targetFormat: 'truetype',
    keepFeatures: FEATURES,
    variationAxes: { wght: TEXT_WEIGHT_RANGE },
  });
  const shaper = new hb.Font(shaperFace(font));
  shaper.setScale(SHAPING_SCALE, SHAPING_SCALE);
  shaper.setVariations([hb.Variation.fromString(`wght=${weight}`)]);
  // By position, as site-header.tsx lists the items in this order: an attribute per item
  // would add bytes to every page's HTML, which is at its budget.
  return items.map(({ id, label }, index) => {
    const width = shapedWidth(shaper, label, features) - MIN_WIDTH_SLACK_PX / sizePx;
    return `/* ${id} */\n.site-header__links > li:nth-child(${index + 1}) .site-header__link {\n  min-inline-size: ${width.toFixed(5)}em;\n}\n`;
  });
}

/** `font` (a TrueType file) as a HarfBuzz face. */
function shaperFace(font) {
  return new hb.Face(new hb.Blob(font.buffer.slice(font.byteOffset, font.byteOffset + font.byteLength)));
}

/** The lowest and highest weights a face may be asked for (CSS font-weight). */
const WEIGHT_LIMITS = { min: 100, max: 900 };

/**
 * The @font-face rules of the local fallback fonts (fallback-fonts.json): one face per weight
 * the fallback is sized for, covering the weights nearest it, scaled by `size-adjust` and with
 * the web font's ascent and descent, so lines keep the web font's height and baseline.
 */
async function fallbackFaces(sources) {
  const fallbacks = JSON.parse(await readFile(FALLBACK_FONTS, 'utf8'));
  const metrics = new Map();
  for (const [family, source] of sources) {
    const face = shaperFace(await subsetFont(source, 'a', { targetFormat: 'truetype' }));
    const { ascender, descender } = new hb.Font(face).hExtents();
    const { upem } = face;
    metrics.set(family, { ascent: ascender / upem, descent: -descender / upem });
  }
  const percent = (value) => `${(value * 100).toFixed(2)}%`;
  return fallbacks.flatMap(({ family, name, local, sizeAdjust }) => {
    const web = metrics.get(family);
    if (!web) throw new Error(`${FALLBACK_FONTS}: ${name} stands in for ${family}, which is no web font here`);
    const weights = Object.keys(sizeAdjust).map(Number).sort((a, b) => a - b);
    return weights.map((weight, index) => {
      const from = index === 0 ? WEIGHT_LIMITS.min : Math.floor((weights[index - 1] + weight) / 2) + 1;
      const to = index === weights.length - 1 ? WEIGHT_LIMITS.max : Math.floor((weight + weights[index + 1]) / 2);
      const scale = sizeAdjust[weight] / 100;
      const lines = [
        `  font-family: '${name}';`,
        `  font-weight: ${from} ${to};`,
        `  src: ${local.map((font) => `local('${font}')`).join(', ')};`,
        `  size-adjust: ${percent(scale)};`,
        `  ascent-override: ${percent(web.ascent / scale)};`,
        `  descent-override: ${percent(web.descent / scale)};`,
        '  line-gap-override: 0%;',
      ];
      return `@font-face {\n${lines.join('\n')}\n}\n`;
    });
  });
}

/**
 * Writes the subset of each web font and faces.css into FONT_DIR, where tokens.css finds
 * them, so Vite hashes and serves the subsets like any other asset. Fails when a file
 * outgrows FONT_FILE_MAX_BYTES. Returns each file's size before and after.
 */
export async function subsetFonts() {
  const covered = await coveredCharacters(path.join(siteDir, 'src'));
  const require = createRequire(import.meta.url);
  await mkdir(FONT_DIR, { recursive: true });
  const files = await fontFiles(covered);
  const sizes = [];
  for (const file of files) {
    const original = await readFile(require.resolve(file.source));
    const subset = await subsetFont(original, file.characters, {
      targetFormat: 'woff2',
      keepFeatures: FEATURES,
      variationAxes: file.axes,
    });
    if (subset.length > FONT_FILE_MAX_BYTES) {
      throw new Error(
        `${file.out} is ${subset.length} bytes, above FONT_FILE_MAX_BYTES (${FONT_FILE_MAX_BYTES}): ` +
          'it would take a second round trip on a slow phone; split it further or cut characters, features or weights',
      );
    }
    await writeFile(path.join(FONT_DIR, file.out), subset);
    sizes.push({ font: file.out, before: original.length, after: subset.length });
  }
  // A file an earlier build wrote under another name would only mislead.
  const kept = new Set([...files.map((file) => file.out), 'faces.css', NAV_WIDTHS]);
  for (const stale of (await readdir(FONT_DIR)).filter((name) => !kept.has(name))) await rm(path.join(FONT_DIR, stale));
  const header = '/* Written by scripts/subset-fonts.mjs on every build; edit that script, not this file. */\n';
  const sources = new Map();
  for (const file of files) sources.set(file.family, await readFile(require.resolve(file.source)));
  const faces = [...files.map(fontFace), ...(await fallbackFaces(sources))];
  await writeFile(path.join(FONT_DIR, 'faces.css'), header + faces.join('\n'));
  const navRules = await navWidthRules(sources.get('Inter'));
  await writeFile(path.join(FONT_DIR, NAV_WIDTHS), header + navRules.join('\n'));
  return sizes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = await subsetFonts();
  const summary = sizes.map(({ font, before, after }) => `${font} ${before} -> ${after} bytes`).join(', ');
  console.info(`subset-fonts: ${summary}`);
}
