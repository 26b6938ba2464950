// Fits the local fallback fonts of src/styles/fallback-fonts.json to the site's own copy, so
// text set in them while the web fonts load is as wide as it will be in the web fonts, weight
// by weight, and writes their sizes back there; scripts/subset-fonts.mjs turns the file into
// @font-face rules. Run it after the copy or the type changes a lot, then rebuild.
//
//   cargo xtask serve            # the built site on http://127.0.0.1:8080
//   apt-get download fonts-liberation && dpkg -x fonts-liberation_*.deb /tmp/liberation
//   node scripts/fit-fallback-fonts.mjs http://127.0.0.1:8080 /tmp/liberation
//
// It opens every route at the harness's two viewports in Chromium, sets each element's own
// text in the web font and in each fallback (DejaVu, the Linux default; Liberation, metric-
// compatible with Arial and Times New Roman), sums the widths per family and weight, and
// writes size-adjust as their ratio.
// Visually hidden text is left out: nobody sees it move. No bold is synthesised, as the faces
// that subset-fonts.mjs writes declare their weights and browsers then draw the local font as it is.
/* global document, FontFace, Node, getComputedStyle -- measure() runs in the page. */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

const [siteUrl = 'http://127.0.0.1:8080', liberationDir = '/tmp/liberation'] = process.argv.slice(2);
const routeTable = JSON.parse(await readFile(new URL('../src/config/route-table.json', import.meta.url), 'utf8'));
/** The viewport widths the harness captures at (harness/src/base/viewport.rs). */
const WIDTHS = [1280, 390];
/** Any path no route claims, for the not-found page (route `*`). */
const UNKNOWN_PATH = '/no-such-page';
/** Where a Debian fonts-liberation package unpacks its files. */
const LIBERATION = 'usr/share/fonts/truetype/liberation';

/** The fallbacks, their local fonts and their sizes by weight, which this script fits. */
const FALLBACK_FILE = new URL('../src/styles/fallback-fonts.json', import.meta.url);
const FALLBACKS = JSON.parse(await readFile(FALLBACK_FILE, 'utf8'));
/** The files that stand in for local fonts this machine lacks, from fonts-liberation. */
const STAND_INS = { Arial: 'LiberationSans-Regular.ttf', 'Times New Roman': 'LiberationSerif-Regular.ttf' };

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

const faces = await Promise.all(
  FALLBACKS.map(async ({ family, name, local }) => ({ web: family, name, local: local[0], data: await fontData(STAND_INS[local[0]]) })),
);
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

/** Four decimals of a percent: the stylesheet rounds to two, from these. */
const precise = (value) => Math.round(value * 1e6) / 1e4;
for (const fallback of FALLBACKS) {
  fallback.sizeAdjust = {};
  for (const [key, sum] of [...sums].sort()) {
    const [name, weight] = key.split('\u0000');
    if (name === fallback.name) fallback.sizeAdjust[weight] = precise(sum.web / sum.fallback);
  }
}
await writeFile(FALLBACK_FILE, `${JSON.stringify(FALLBACKS, null, 2)}\n`);
console.info(`fit-fallback-fonts: wrote ${FALLBACKS.length} fallbacks' sizes to src/styles/fallback-fonts.json`);
