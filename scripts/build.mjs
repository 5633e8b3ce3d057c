// `npm run build` (and postinstall): compiles src/ and commands/ to JavaScript in dist/, one
// output file per source file, with esbuild, so that `npm start` runs plain `node dist/src/main.js`.
//
// Why esbuild, file by file (not one bundle, not tsc): esbuild compiles the whole tree in well
// under a second (tsc takes ~20 s here and type-checks, which `npm run typecheck` already does);
// file by file keeps every module's place, so paths taken from import.meta.url (fonts, migrations,
// the Fluent catalog, the command folder, the AI's worker files) resolve in dist/ as they do in
// src/, and the dynamic import()s that keep canvas, the AI and the stats code out of start-up stay
// separate files loaded only when asked for. node_modules stays external: packages load from
// node_modules as they do under tsx. The only rewrite: relative imports name `.ts` files (the
// source runs under tsx), the output names the `.js` files next to them.
//
// dist/ mirrors the repository's layout: dist/src, dist/commands, and copies of the files the
// code reads at run time (assets/, prisma/ migrations and schema, the .ftl catalog), so
// dist/ plus node_modules plus package.json is the whole runnable bot (the Docker image ships that).
import { build } from 'esbuild';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const OUT = path.join(ROOT, 'dist');
/** Compiled: everything under these folders but what SKIP says. */
const SOURCES = ['src', 'commands'];
/** Not part of the running bot: the playground's browser page (bundled for the browser at play time, from the source). */
const SKIP = [path.join('src', 'playground', 'web')];
/** Read at run time, next to the code that reads them. */
const COPIED = ['assets', 'prisma', path.join('src', 'i18n', 'ftl')];

async function tsFiles(dir) {
  const out = [];
  for (const entry of await readdir(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (SKIP.includes(rel)) continue;
    if (entry.isDirectory()) out.push(...(await tsFiles(rel)));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** Every import stays an import; a relative one to a `.ts` file names its compiled `.js`. */
const keepImports = {
  name: 'keep-imports',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const relative = args.path.startsWith('./') || args.path.startsWith('../');
      return { path: relative ? args.path.replace(/\.ts$/, '.js') : args.path, external: true };
    });
  },
};

async function buildAll({ quiet = false } = {}) {
  const started = performance.now();
  const entryPoints = (await Promise.all(SOURCES.map(tsFiles))).flat();
  await rm(OUT, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints,
    outdir: OUT,
    outbase: '.',
    bundle: true, // with every import external (keepImports): one file in, one file out, imports rewritten
    plugins: [keepImports],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const dir of COPIED) await cp(path.join(ROOT, dir), path.join(OUT, dir), { recursive: true });
  // Node reads "type" from the nearest package.json: dist's files are ES modules like the source.
  await mkdir(OUT, { recursive: true });
  await writeFile(path.join(OUT, 'package.json'), '{ "type": "module", "private": true }\n');
  if (!quiet) console.log(`build: ${entryPoints.length} files compiled to dist/ in ${Math.round(performance.now() - started)} ms`);
  return entryPoints.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildAll().catch((error) => {
    console.error('build failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
