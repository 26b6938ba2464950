import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client build writes hashed assets under dist/assets; scripts/prerender.mjs then turns
// dist/index.html into one prerendered HTML file per route of the route table.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Fonts and icons stay separate files so the browser caches them across deploys.
    assetsInlineLimit: 0,
    // The prerender reads the manifest to give each page one stylesheet with exactly the CSS
    // its sections need (see scripts/prerender.mjs).
    manifest: true,
  },
});
