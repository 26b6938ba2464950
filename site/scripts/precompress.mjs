// Writes NAME.br (brotli, quality 11) and NAME.gz (gzip, level 9) beside every text asset in
// dist/, so hive-server (and nginx's gzip_static) send compressed bytes without compressing
// per request. Run by `npm run build` after the prerender.
import { readdir, readFile, writeFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const siteDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.join(siteDir, 'dist');

/** The extensions worth compressing; images and fonts are compressed already. */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.xml', '.txt', '.json', '.webmanifest']);

/** A variant must save at least this share of the original, or it only costs a decode. */
const MIN_SAVING = 0.05;

/** Every file under `dir`, skipping dot-directories such as `.vite/` that are never served. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return filesUnder(full);
        return entry.isFile() ? [full] : [];
      }),
  );
  return nested.flat();
}

const compressors = [
  [
    '.br',
    (bytes) =>
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
  ],
  ['.gz', (bytes) => gzipSync(bytes, { level: 9 })],
];

let written = 0;
let skipped = 0;
for (const file of await filesUnder(distDir)) {
  if (!TEXT.has(path.extname(file).toLowerCase())) continue;
  const bytes = await readFile(file);
  for (const [suffix, compress] of compressors) {
    const target = file + suffix;
    const compressed = compress(bytes);
    if (compressed.length <= bytes.length * (1 - MIN_SAVING)) {
      await writeFile(target, compressed);
      written += 1;
    } else {
      // A variant left over from an earlier build would no longer match its original.
      await rm(target, { force: true });
      skipped += 1;
    }
  }
}
console.info(`precompress: wrote ${written} .br/.gz files (${skipped} skipped as not smaller)`);
