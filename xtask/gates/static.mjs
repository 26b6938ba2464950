// Measures the built site without a browser and prints the facts as JSON on stdout, for
// `cargo xtask test` and `cargo xtask audit` (xtask/src/gates/ holds the bars and the
// report). Usage: node xtask/gates/static.mjs [ROOT]
//
// - Per route: the prerendered HTML, its stylesheets and its first-load JavaScript, each
//   gzipped at level 9; the modulepreload links it has (none should: a prerendered page's
//   first paint needs no script); the sub-resources it would fetch from another origin
//   before any interaction.
// - First-load JavaScript is what runs before the page is interactive: the page's script
//   (src/boot.ts, written inline), React DOM's set-up and the islands' runtime it imports
//   after the first paint, the chunk of each island on the page (all named on its tag), and
//   their static imports. A chunk imported later (on idle, on interaction, the whole app at
//   the first move to another page) is not first-load, and is listed as such.
// - The sitemap against the route table's canonical URLs, robots.txt, each page's
//   canonical link, and every JSON-LD block.
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { gzipSync, constants } from 'node:zlib';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? '.');
const siteDir = path.join(root, 'site');
const distDir = path.join(siteDir, 'dist');

const read = (file) => readFileSync(file, 'utf8');
const gz = (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
const sizeOf = (file) => {
  const bytes = readFileSync(path.join(distDir, file));
  return { raw: bytes.length, gzip: gz(bytes) };
};

const routes = JSON.parse(read(path.join(siteDir, 'src/config/route-table.json')));
const config = JSON.parse(read(path.join(siteDir, 'src/config/site.json')));
const manifest = JSON.parse(read(path.join(distDir, '.vite/manifest.json')));
const origin = new URL(config.origin).origin;

/** Manifest entries by their output file, so an HTML reference finds its chunk. */
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** The chunk files `key` runs with: itself and its static imports, depth first. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no entry ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

/** Every tag's attributes, for a given tag name, from our own generated HTML. */
function tags(html, name) {
  const found = [];
  const pattern = new RegExp(`<${name}\\b([^>]*)>`, 'gi');
  for (const match of html.matchAll(pattern)) {
    const attributes = {};
    for (const attr of match[1].matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attributes[attr[1].toLowerCase()] = (attr[2] ?? attr[3] ?? attr[4] ?? '').replaceAll('&amp;', '&');
    }
    found.push(attributes);
  }
  return found;
}

const assetPath = (href) => href.replace(/^\//, '');
const isOtherOrigin = (url) => /^(https?:)?\/\//i.test(url);

/** Sub-resources in the HTML that a browser fetches without interaction, from other origins. */
function crossOriginFetches(html) {
  const found = [];
  const check = (tag, attribute, value) => {
    for (const url of value.split(',').map((part) => part.trim().split(/\s+/)[0])) {
      if (url && isOtherOrigin(url)) found.push(`<${tag} ${attribute}="${url}">`);
    }
  };
  for (const tag of ['img', 'iframe', 'script', 'video', 'audio', 'source', 'embed', 'track', 'input']) {
    for (const attrs of tags(html, tag)) {
      for (const attribute of ['src', 'srcset', 'poster']) {
        if (attrs[attribute]) check(tag, attribute, attrs[attribute]);
      }
    }
  }
  for (const attrs of tags(html, 'object')) if (attrs.data) check('object', 'data', attrs.data);
  const fetchingRels = ['stylesheet', 'preload', 'modulepreload', 'prefetch', 'icon', 'preconnect', 'dns-prefetch', 'manifest', 'apple-touch-icon'];
  for (const attrs of tags(html, 'link')) {
    const rels = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (attrs.href && rels.some((rel) => fetchingRels.includes(rel))) check('link', 'href', attrs.href);
  }
  return found;
}

function cssUrlsToOtherOrigins(file) {
  const css = read(path.join(distDir, file));
  return [...css.matchAll(/url\(\s*['"]?([^'")]+)/g)].map((m) => m[1]).filter(isOtherOrigin);
}

const pages = routes.map((route) => {
  const html = read(path.join(distDir, route.file));
  const htmlSize = { raw: Buffer.byteLength(html), gzip: gz(Buffer.from(html)) };
  const moduleScripts = tags(html, 'script').filter((a) => a.type === 'module');
  // The boot script names the islands' runtime it imports after the first paint (`data-app`),
  // React DOM's set-up that it imports just before (`data-react-dom`), and the chunk of each
  // island on the page (`data-islands`, `name=address` pairs), which the runtime imports and
  // hydrates: all run before the page is interactive, so they are first-load JavaScript too.
  // The whole app (`data-spa`) loads at the first move to another page.
  const scripts = moduleScripts
    .flatMap((a) => [
      a.src,
      a['data-react-dom'],
      a['data-app'],
      ...(a['data-islands'] ?? '').split(/\s+/).filter(Boolean).map((pair) => pair.split('=')[1]),
    ])
    .filter(Boolean)
    .map(assetPath);
  const wholeApp = moduleScripts.map((a) => a['data-spa']).filter(Boolean).map(assetPath);
  // The boot script itself is written into the page (scripts/prerender.mjs): its bytes count
  // as first-load JavaScript as well as HTML.
  const inlineScripts = [...html.matchAll(/<script type="module"[^>]*>([\s\S]+?)<\/script>/g)].map((m, index) => {
    const bytes = Buffer.from(m[1]);
    return { file: `(inline module script ${index + 1})`, raw: bytes.length, gzip: gz(bytes) };
  });
  const links = tags(html, 'link');
  const stylesheets = links.filter((a) => a.rel === 'stylesheet').map((a) => assetPath(a.href));
  const modulepreloads = links.filter((a) => a.rel === 'modulepreload').map((a) => assetPath(a.href));

  const firstLoad = new Set();
  for (const script of scripts) {
    const key = byFile.get(script);
    if (!key) throw new Error(`${route.file}: script ${script} is not in the build manifest`);
    closure(key, firstLoad);
  }
  const firstLoadFiles = [...firstLoad].map((key) => manifest[key].file);
  const js = [...inlineScripts, ...firstLoadFiles.map((file) => ({ file, ...sizeOf(file) }))];
  const css = stylesheets.map((file) => ({ file, ...sizeOf(file) }));
  // Chunks the page may load later: dynamic imports of its first-load chunks that are not
  // page chunks of other routes, and the whole app without its pages.
  const pageKeys = new Set(routes.map((r) => r.page));
  const later = new Set();
  for (const script of wholeApp) {
    const key = byFile.get(script);
    if (!key) throw new Error(`${route.file}: script ${script} is not in the build manifest`);
    for (const dep of closure(key)) if (!firstLoad.has(dep)) later.add(manifest[dep].file);
  }
  for (const key of firstLoad) {
    for (const dyn of manifest[key].dynamicImports ?? []) {
      if (!pageKeys.has(dyn) && !firstLoad.has(dyn)) {
        for (const dep of closure(dyn)) if (!firstLoad.has(dep)) later.add(manifest[dep].file);
      }
    }
  }
  const canonical = links.find((a) => a.rel === 'canonical')?.href ?? null;
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return {
    id: route.id,
    path: route.path,
    file: route.file,
    html: htmlSize,
    css,
    js,
    later: [...later].map((file) => ({ file, ...sizeOf(file) })),
    modulepreloads,
    // Every page is prerendered: its first paint needs its HTML and CSS and no script at
    // all, so any modulepreload competes with what the first paint does need.
    unneededPreloads: modulepreloads,
    crossOrigin: [...crossOriginFetches(html), ...stylesheets.flatMap((file) => cssUrlsToOtherOrigins(file).map((url) => `${file}: url(${url})`))],
    canonical,
    robotsNoindex: /<meta name="robots" content="noindex"/.test(html),
    jsonLd,
  };
});

// The sitemap must list exactly the canonical URL of every real route, in table order.
const sitemapFile = path.join(distDir, 'sitemap.xml');
const sitemapXml = existsSync(sitemapFile) ? read(sitemapFile) : '';
const sitemap = {
  exists: sitemapXml !== '',
  wellFormed: /^<\?xml[^>]*\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">[\s\S]*<\/urlset>\s*$/.test(sitemapXml),
  listed: [...sitemapXml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]),
  expected: routes.filter((r) => r.path !== '*').map((r) => new URL(r.path, origin).toString()),
};
const robotsFile = path.join(distDir, 'robots.txt');
const robots = existsSync(robotsFile) ? read(robotsFile) : '';

const svgFiles = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') walk(full);
    } else if (entry.name.endsWith('.svg')) {
      svgFiles.push(path.relative(distDir, full));
    }
  }
};
walk(distDir);

console.log(
  JSON.stringify({
    origin,
    pages,
    sitemap,
    robots,
    svgFiles,
  }),
);
