// Writes src/config/route-paths.ts from the route table (src/config/route-table.json): the type
// of a route id, which is the table's own list and is never typed out again (a content file
// that links to a route the table lacks fails the typecheck), and each page's path, which
// links need without the rest of the table (its titles and descriptions stay out of the first
// load's script). `npm run build`, `dev`, `typecheck` and `lint` run it first; the output is
// ignored by git.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tableFile = path.join(siteDir, 'src/config/route-table.json');
const outFile = path.join(siteDir, 'src/config/route-paths.ts');

const table = JSON.parse(await readFile(tableFile, 'utf8'));
if (!Array.isArray(table) || table.length === 0) {
  throw new Error(`${path.relative(siteDir, tableFile)} must be a non-empty array of routes`);
}
const ids = table.map((row, index) => {
  if (typeof row?.id !== 'string' || !/^[a-z][a-z0-9-]*$/.test(row.id)) {
    throw new Error(`${path.relative(siteDir, tableFile)}: route ${index} has no lower-case kebab-case "id"`);
  }
  if (typeof row.path !== 'string' || !(row.path === '*' || row.path.startsWith('/'))) {
    throw new Error(`${path.relative(siteDir, tableFile)}: route ${row.id} has no "path" starting with / (or * for the catch-all)`);
  }
  return row.id;
});
const pages = table.filter((row) => row.path !== '*');
const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
if (repeated.length > 0) {
  throw new Error(`${path.relative(siteDir, tableFile)}: route ids appear twice: ${repeated.join(', ')}`);
}

const source = `// Written by scripts/route-paths.mjs from src/config/route-table.json; do not edit.

/** Every page the site has, named for what the visitor sees: the route table's ids. */
export type RouteId = ${ids.map((id) => `'${id}'`).join(' | ')};

/** The path of every real page by id: \`paths.contact\` is \`/contact\`. */
export const paths = {
${pages.map((row) => `  '${row.id}': '${row.path}',`).join('\n')}
} as const;
`;
const current = await readFile(outFile, 'utf8').catch(() => null);
if (current !== source) await writeFile(outFile, source);
