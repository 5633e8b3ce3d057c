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
/**
 * Not part of the running bot: the playground's browser page (bundled for the browser at play time, from the source).
 */
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

/**
 * Packages compiled into dist/vendor/ as ES modules (chunks shared between them): node spends most of
 * a start loading discord.js from ~300 CommonJS files (its wrappers, its export lexer, its path
 * lookups), ~0.5 CPU-s of every start on this machine against ~0.15 s as one file. Only packages that
 * read no file of their own at run time (no worker entry files, no wasm next to them, no native
 * addon): Prisma, pglite, canvas and the fonts stay in node_modules.
 */
export const VENDORED = ['discord.js', '@discordjs/ws', 'zod'];
/** Optional native helpers these packages try to load and go on without (not installed). */
const VENDOR_EXTERNAL = ['zlib-sync', 'bufferutil', 'utf-8-validate', 'erlpack'];
const VENDOR_DIR = path.join(OUT, 'vendor');

/** The file a vendored package is compiled to, under dist/vendor/. */
function vendorFile(pkg) {
  return path.join(VENDOR_DIR, `${pkg.replace(/^@/, '').replace(/\//g, '__')}.js`);
}

/**
 * An entry module re-exporting a package by name: esbuild cannot see the names of a CommonJS module
 * (`export *` from one exports nothing), so they are the names node itself finds in it.
 */
async function vendorEntry(pkg) {
  const names = Object.keys(await import(pkg)).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
  const hasDefault = 'default' in (await import(pkg));
  return [
    `import * as ns from ${JSON.stringify(pkg)};`,
    `export const { ${names.join(', ')} } = ns;`,
    hasDefault ? 'export default ns.default;' : '',
  ].join('\n');
}

async function buildVendor() {
  const entries = await Promise.all(VENDORED.map(async (pkg) => ({ pkg, contents: await vendorEntry(pkg) })));
  await build({
    absWorkingDir: ROOT,
    entryPoints: entries.map(({ pkg }) => ({
      in: `vendor-entry:${pkg}`,
      out: path.relative(VENDOR_DIR, vendorFile(pkg)).replace(/\.js$/, ''),
    })),
    outdir: VENDOR_DIR,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Smaller source for V8 to keep (it holds every module's text); names kept for error messages.
    minifyWhitespace: true,
    minifySyntax: true,
    external: VENDOR_EXTERNAL,
    // The CommonJS code inside calls require() for node's modules.
    banner: {
      js: "import { createRequire as __azulCreateRequire } from 'node:module'; const require = __azulCreateRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'vendor-entries',
        setup(b) {
          b.onResolve({ filter: /^vendor-entry:/ }, (args) => ({
            path: args.path.slice('vendor-entry:'.length),
            namespace: 'vendor-entry',
          }));
          b.onLoad({ filter: /.*/, namespace: 'vendor-entry' }, (args) => ({
            contents: entries.find((e) => e.pkg === args.path).contents,
            resolveDir: ROOT,
            loader: 'js',
          }));
        },
      },
    ],
    logLevel: 'warning',
  });
}

/**
 * Every import stays an import; a relative one to a `.ts` file names its compiled `.js`, and a
 * vendored package names its file in dist/vendor/ (relative to the importing file's output).
 */
const keepImports = {
  name: 'keep-imports',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (VENDORED.includes(args.path)) {
        const from = path.dirname(path.join(OUT, path.relative(ROOT, args.importer)));
        const to = path.relative(from, vendorFile(args.path)).split(path.sep).join('/');
        return { path: to.startsWith('.') ? to : `./${to}`, external: true };
      }
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
  await buildVendor();
  for (const dir of COPIED) await cp(path.join(ROOT, dir), path.join(OUT, dir), { recursive: true });
  // Node reads "type" from the nearest package.json: dist's files are ES modules like the source.
  await mkdir(OUT, { recursive: true });
  await writeFile(path.join(OUT, 'package.json'), '{ "type": "module", "private": true }\n');
  if (!quiet)
    console.log(
      `build: ${entryPoints.length} files compiled to dist/ in ${Math.round(performance.now() - started)} ms`,
    );
  return entryPoints.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildAll().catch((error) => {
    console.error('build failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
