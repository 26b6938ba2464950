import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * In development, serves `/illustrations/NAME.svg` from the drawings, as the prerender writes
 * them into dist/ for a build (see src/components/illustrations/pictures.tsx).
 */
function illustrationFiles(): Plugin {
  return {
    name: 'hive-illustration-files',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/illustrations\/([a-z0-9-]+\.svg)$/.exec(request.url?.split('?')[0] ?? '');
        if (!match?.[1]) return next();
        const file = match[1];
        server
          .ssrLoadModule('/src/components/illustrations/artwork.tsx')
          .then((module: Record<string, unknown>) => {
            const render = module.renderArtwork as (name: string) => string | null;
            const svg = render(file);
            if (svg === null) return next();
            response.setHeader('Content-Type', 'image/svg+xml');
            response.end(svg);
          })
          .catch(next);
      });
    },
  };
}

/**
 * Each island (src/lib/island.ts) as the entry `island-NAME`: the module that calls
 * `island('NAME', …)`, so that call is the island's one registration. An island this misses
 * stops the prerender, which finds no chunk for it.
 */
const components = new URL('./src/components/', import.meta.url);
const islandEntries = Object.fromEntries(
  readdirSync(components, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) =>
      [...readFileSync(new URL(file, components), 'utf8').matchAll(/\bisland\(\s*'([a-z0-9-]+)'/g)].map((m) => [`island-${m[1]}`, `src/components/${file}`]),
    ),
);

// The client build writes hashed assets under dist/assets; scripts/prerender.mjs then turns
// dist/index.html into one prerendered HTML file per route of the route table.
export default defineConfig({
  plugins: [react(), illustrationFiles()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Fonts and icons stay separate files so the browser caches them across deploys.
    assetsInlineLimit: 0,
    // The prerender reads the manifest to give each page one stylesheet with exactly the CSS
    // its sections need (see scripts/prerender.mjs).
    manifest: true,
    // No preload tags in the HTML: a prerendered page's first paint needs no script, and
    // src/boot.ts loads the app after it.
    modulePreload: { polyfill: false, resolveDependencies: (_file, _deps, { hostType }) => (hostType === 'html' ? [] : _deps) },
    rolldownOptions: {
      // The page loads src/boot.ts, which imports the islands' runtime (src/entry-islands.tsx)
      // and each island on the page by the addresses the prerender writes on its tag; the
      // runtime imports the whole app (src/entry-client.tsx) the same way. So each is an entry
      // of its own, whose exports are kept.
      input: {
        index: 'index.html',
        islands: 'src/entry-islands.tsx',
        app: 'src/entry-client.tsx',
        'react-dom': 'src/react-dom-entry.ts',
        ...islandEntries,
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        codeSplitting: {
          // React and React DOM run on every page: one cached chunk, so a page loads one
          // vendor file instead of the pieces each import graph cuts it into. The router runs
          // only in the whole app.
          groups: [{ name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
