// Fits the local fallback faces in tokens.css to the site's own copy, so text set in them
// while the web fonts load is as wide as it will be in the web fonts, weight by weight. Run
// it after the copy or the type changes a lot, and paste the faces it prints into tokens.css.
//
//   cargo xtask serve            # the built site on http://127.0.0.1:8080
//   apt-get download fonts-liberation && dpkg -x fonts-liberation_*.deb /tmp/liberation
//   node scripts/fit-fallback-fonts.mjs http://127.0.0.1:8080 /tmp/liberation
//
// It opens every route at the harness's two viewports in Chromium, sets each element's own
// text in the web font and in each fallback (DejaVu, the Linux default; Liberation, metric-
// compatible with Arial and Times New Roman), sums the widths per family and weight, and
// prints size-adjust as their ratio, with the line metrics overridden to the web font's.
// Visually hidden text is left out: nobody sees it move. No bold is synthesised, as the faces
// in tokens.css declare their weights and browsers then draw the local font as it is.
/* global document, FontFace, Node, getComputedStyle -- measure() runs in the page. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

const [siteUrl = 'http://127.0.0.1:8080', liberationDir = '/tmp/liberation'] = process.argv.slice(2);
const routeTable = JSON.parse(await readFile(new URL('../src/config/route-table.json', import.meta.url), 'utf8'));
/** The viewport widths the harness captures at (harness/src/viewport.rs). */
const WIDTHS = [1280, 390];
/** Any path no route claims, for the not-found page (route `*`). */
const UNKNOWN_PATH = '/no-such-page';
/** Where a Debian fonts-liberation package unpacks its files. */
const LIBERATION = 'usr/share/fonts/truetype/liberation';

/**
 * The fallback faces to fit, as tokens.css declares them: the web family they stand in for,
 * the local font they use, its file when it is not installed, the web font's ascent and
 * descent (its hhea metrics, per em), and the weight ranges that get a face of their own.
 */
const FALLBACKS = [
  { name: 'Inter fallback', web: 'Inter', local: 'DejaVu Sans', ascent: 0.96875, descent: 0.2412 },
  { name: 'Inter fallback 2', web: 'Inter', local: 'Arial', file: 'LiberationSans-Regular.ttf', ascent: 0.96875, descent: 0.2412 },
  { name: 'Fraunces fallback', web: 'Fraunces', local: 'DejaVu Serif', ascent: 0.978, descent: 0.255 },
  { name: 'Fraunces fallback 2', web: 'Fraunces', local: 'Times New Roman', file: 'LiberationSerif-Regular.ttf', ascent: 0.978, descent: 0.255 },
];

async function fontData(file) {
  return file ? (await readFile(path.join(liberationDir, LIBERATION, file))).toString('base64') : null;
}

/** In the page: each element's own text, its web family and weight, and its widths in each face. */
function measure(faces) {
  const load = faces.map(async ({ name, local, data }) => {
    const source = data ? Uint8Array.from(atob(data), (c) => c.charCodeAt(0)).buffer : `local("${local}")`;
    const face = new FontFace(`fit ${name}`, source);
    document.fonts.add(face);
    await face.load();
  });
  return Promise.all(load).then(() => {
    const box = document.createElement('div');
    box.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden;white-space:pre';
    document.body.append(box);
    const width = (text, style, family) => {
      const span = document.createElement('span');
      span.textContent = text;
      span.style.cssText = `font:${style.fontWeight} ${style.fontSize} ${family};font-feature-settings:${style.fontFeatureSettings};text-transform:${style.textTransform};letter-spacing:0;font-synthesis:none`;
      box.append(span);
      const measured = span.getBoundingClientRect().width;
      span.remove();
      return measured;
    };
    const rows = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (box.contains(element) || element.closest('.visually-hidden, script, style, [hidden]')) continue;
      const text = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').replace(/\s+/g, ' ').trim();
      if (!text || element.getBoundingClientRect().width === 0) continue;
      const style = getComputedStyle(element);
      const web = style.fontFamily.split(',')[0].replace(/['"]/g, '').trim();
      const widths = Object.fromEntries(faces.filter((face) => face.web === web).map((face) => [face.name, width(text, style, `'fit ${face.name}'`)]));
      rows.push({ web, weight: style.fontWeight, webWidth: width(text, style, `'${web}'`), widths });
    }
    box.remove();
    return rows;
  });
}

const faces = await Promise.all(FALLBACKS.map(async (face) => ({ ...face, data: await fontData(face.file) })));
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
});
/** Summed widths by fallback and weight: the web font's and the fallback's. */
const sums = new Map();
try {
  for (const width of WIDTHS) {
    for (const route of routeTable) {
      const page = await browser.newPage();
      await page.setBypassCSP(true);
      await page.setViewport({ width, height: 800 });
      await page.goto(new URL(route.path === '*' ? UNKNOWN_PATH : route.path, siteUrl).href, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      for (const row of await page.evaluate(measure, faces)) {
        for (const [name, fallbackWidth] of Object.entries(row.widths)) {
          const key = `${name}\u0000${row.weight}`;
          const sum = sums.get(key) ?? { web: 0, fallback: 0, count: 0 };
          sums.set(key, { web: sum.web + row.webWidth, fallback: sum.fallback + fallbackWidth, count: sum.count + 1 });
        }
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;
for (const [key, sum] of [...sums].sort()) {
  const [name, weight] = key.split('\u0000');
  const face = FALLBACKS.find((candidate) => candidate.name === name);
  const sizeAdjust = sum.web / sum.fallback;
  console.log(`/* ${name} at ${weight}: ${sum.count} elements */`);
  console.log(`  size-adjust: ${percent(sizeAdjust)};`);
  console.log(`  ascent-override: ${percent(face.ascent / sizeAdjust)};`);
  console.log(`  descent-override: ${percent(face.descent / sizeAdjust)};`);
}
