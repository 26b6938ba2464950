// Turns the client build into one prerendered HTML file per route of the route table,
// plus sitemap.xml. Run by `npm run build` after both Vite builds.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile, rm } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { coveredCharacters, uncoveredCharacters } from './subset-fonts.mjs';

const siteDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.join(siteDir, 'dist');
const ssrDir = path.join(siteDir, 'dist-ssr');

function fail(message) {
  console.error(`prerender: ${message}`);
  process.exit(1);
}

function escapeHtml(text) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function headTags(route, origin, siteName) {
  const title = escapeHtml(route.title);
  const description = escapeHtml(route.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  if (route.path === '*') {
    // The 404 page is served for every unknown path, so it must not claim a canonical URL.
    tags.push('<meta name="robots" content="noindex" />');
  } else {
    const url = new URL(route.path, origin).toString();
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
  }
  return tags.join('\n    ');
}

/**
 * LocalBusiness structured data for the home and contact pages, built from the site
 * config. A JSON data block is never executed, so the CSP's script rules do not apply.
 */
function localBusiness(config) {
  const { contact, links } = config;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: config.legalName,
    alternateName: config.name,
    url: new URL('/', config.origin).toString(),
    logo: new URL('/favicon.svg', config.origin).toString(),
    image: new URL('/favicon.svg', config.origin).toString(),
    email: contact.email,
    telephone: contact.phone,
    address: {
      '@type': 'PostalAddress',
      addressLocality: contact.city,
      addressRegion: contact.region,
      addressCountry: 'US',
    },
    areaServed: 'New England',
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: contact.openingHours.days,
        opens: contact.openingHours.opens,
        closes: contact.openingHours.closes,
      },
    ],
    sameAs: [links.facebook, links.instagram, links.x],
  };
  // `<` is escaped so no text in the config can close the script element early.
  return `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;
}

function sitemap(routes, origin) {
  const urls = routes
    .filter((route) => route.path !== '*')
    .map((route) => `  <url><loc>${new URL(route.path, origin).toString()}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The CSS files a module needs, dependencies first, from Vite's build manifest: the
 * module's own chunk CSS after that of every chunk it imports statically.
 */
function cssOf(manifest, key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) fail(`the build manifest has no entry for ${key}`);
  const fromImports = (chunk.imports ?? []).flatMap((dep) => cssOf(manifest, dep, seen));
  return [...fromImports, ...(chunk.css ?? [])];
}

/**
 * Writes one stylesheet per page, holding exactly the CSS its sections need, so the
 * prerendered HTML is fully styled at first paint with a single request; Vite would
 * otherwise load a page's section CSS only after its JavaScript chunk.
 */
async function pageStylesheet(manifest, route) {
  // The shell (the global styles and the layout, imported by the whole app) and the page.
  const files = [
    ...new Set([...cssOf(manifest, 'index.html'), ...cssOf(manifest, 'src/entry-client.tsx'), ...cssOf(manifest, route.page)]),
  ];
  const parts = await Promise.all(files.map((file) => readFile(path.join(distDir, file), 'utf8')));
  const css = parts.join('\n');
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
  const file = `assets/route-${route.id}-${hash}.css`;
  await writeFile(path.join(distDir, file), css);
  // The page's web fonts are fetched with the stylesheet rather than after it is parsed,
  // so they are usually there for the first paint and the text does not swap.
  const fonts = [...new Set([...css.matchAll(/@font-face\s*{[^}]*?url\(([^)]+\.woff2)\)/g)].map((m) => m[1].replace(/["']/g, '')))];
  return [
    ...fonts.map((font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`),
    `<link rel="stylesheet" href="/${file}">`,
  ].join('\n    ');
}

const manifest = JSON.parse(
  await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8').catch(() =>
    fail('dist/.vite/manifest.json is missing; vite.config.ts must set build.manifest'),
  ),
);

const template = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() =>
  fail('dist/index.html is missing; the client build must run first'),
);
if (!template.includes('<!--app-html-->') || !template.includes('<!--app-head-->')) {
  fail('dist/index.html has no <!--app-html--> or <!--app-head--> placeholder');
}

// src/boot.ts, the page's one script, loads the islands' runtime after the first paint, from
// the address on its tag (src/entry-islands.tsx in the build manifest), which hydrates the
// page's interactive parts and later loads the whole app (src/entry-client.tsx).
const entryFile = (key) => {
  const file = manifest[key]?.file;
  if (!file) fail(`the build manifest has no ${key} entry; vite.config.ts must list it as an input`);
  return file;
};
const islandsRuntime = entryFile('src/entry-islands.tsx');
const islandFile = (name) =>
  Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === `island-${name}`)?.file ??
  fail(`the build manifest has no island-${name} entry; its module must call island('${name}', …)`);
const app = entryFile('src/entry-client.tsx');
// React DOM is set up in a task of its own before the runtime (src/react-dom-entry.ts).
const reactDom = entryFile('src/react-dom-entry.ts');
const bootTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const bootFile = bootTag.exec(template)?.[1];
if (!bootFile) fail('dist/index.html has no module script for src/boot.ts');
// The boot script is written into each page rather than fetched. As a file it was one more
// request on the way to the first paint, and Lighthouse's slow-phone model held the paint
// for it (mobile FCP about 990 ms, against 750 ms inline; specs/decisions.md). The CSP admits
// it by its hash, which .csp.json hands to hive-server; no other inline script is allowed.
const bootCode = (await readFile(path.join(distDir, bootFile), 'utf8')).trim();
if (bootCode.includes('</script')) fail(`${bootFile} contains "</script", so it cannot be written inline`);
const bootHash = `'sha256-${createHash('sha256').update(bootCode).digest('base64')}'`;
await writeFile(path.join(distDir, '.csp.json'), `${JSON.stringify({ 'script-src': [bootHash] }, null, 2)}\n`);
// Each island on the page is named there with its chunk (`data-islands`, `name=address`
// pairs; the entry `island-NAME`, lib/island.ts), for the runtime to import directly: a page
// fetches the code of its own interactive parts only.
// `crossorigin` keeps the fetch options of the modules the script imports the same as those
// of the modulepreload links Vite adds later for the same modules: Firefox otherwise fires
// `error` on each such link.
const shell = (body) => {
  const names = [...new Set([...body.matchAll(/<hive-island data-island="([a-z0-9-]+)"/g)].map((m) => m[1]))];
  const islands = names.map((name) => `${name}=/${islandFile(name)}`).join(' ');
  return template.replace(
    bootTag,
    () =>
      `<script type="module" crossorigin data-react-dom="/${reactDom}" data-app="/${islandsRuntime}" data-spa="/${app}" data-islands="${islands}">${bootCode}</script>`,
  );
};

const server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href).catch((error) =>
  fail(`cannot load the server bundle: ${error.message}`),
);
const { render, routeTable, siteConfig } = server;

// Every character a page shows must be in the subset web fonts (scripts/subset-fonts.mjs).
const covered = await coveredCharacters(path.join(siteDir, 'src'));
/** The text of a rendered page: its markup without tags, with entities decoded. */
const textOf = (html) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' })[name]);

const written = [];
for (const route of routeTable) {
  // The catch-all renders for any unknown URL; this one stands for them all.
  const url = route.path === '*' ? '/404' : route.path;
  const body = await render(url);
  if (!body.includes('<h1')) fail(`route ${route.path} rendered no <h1>`);
  const missing = uncoveredCharacters(textOf(body), covered);
  if (missing.length > 0) {
    fail(`route ${route.path} shows ${missing.map((c) => JSON.stringify(c)).join(', ')}, which the subset fonts lack; write the character in site/src`);
  }
  const html = shell(body)
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    // The page is fully drawn from its HTML and CSS; no script is needed for the first
    // paint, so none is preloaded. Preloading the vendor chunk made it compete with the
    // stylesheet and fonts, and pushed the first paint back (mobile FCP 2.1 s against 1.4 s).
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      '<!--app-head-->',
      [
        headTags(route, siteConfig.origin, siteConfig.name),
        await pageStylesheet(manifest, route),
        ...(['home', 'contact'].includes(route.id) ? [localBusiness(siteConfig)] : []),
      ].join('\n    '),
    )
    .replace('<!--app-html-->', body);
  await writeFile(path.join(distDir, route.file), html);
  written.push(html);
}

/**
 * Writes every illustration file the pages reference (`/illustrations/NAME.svg`, in an
 * `<img src>` or an icon's `<use href>`) from its drawing, so no drawing ships in HTML or JS.
 */
async function writeIllustrations(pages) {
  const files = new Set();
  for (const html of pages) {
    for (const match of html.matchAll(/"\/illustrations\/([a-z0-9-]+\.svg)[#"]/g)) files.add(match[1]);
  }
  await mkdir(path.join(distDir, 'illustrations'), { recursive: true });
  for (const file of files) {
    const svg = server.renderArtwork(file);
    if (!svg) fail(`a page references /illustrations/${file}, which has no drawing`);
    await writeFile(path.join(distDir, 'illustrations', file), svg);
  }
  return files.size;
}

const illustrations = await writeIllustrations(written);
await writeFile(path.join(distDir, 'sitemap.xml'), sitemap(routeTable, siteConfig.origin));
await rm(ssrDir, { recursive: true, force: true });
console.info(`prerender: wrote ${routeTable.length} pages, ${illustrations} illustrations and sitemap.xml to ${path.relative(process.cwd(), distDir) || '.'}`);
