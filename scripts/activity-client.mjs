// The Activity's browser client (src/activity/web/), bundled for the browser with esbuild: app.ts
// and everything it imports (the embedded app SDK, the renderer's pure layouts) in one minified
// file, beside its page and style sheet. `npm run build` writes them to dist/src/activity/web/, where
// the compiled bot serves them; the bot run from its sources (tsx) bundles them in memory at start.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ACTIVITY_WEB = path.join(ROOT, 'src', 'activity', 'web');

/** The client's files by name (app.js, index.html, style.css), as text. */
export async function bundleActivityClient() {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [path.join(ACTIVITY_WEB, 'app.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110', 'safari16'],
    minify: true,
    // The SDK's code tests for a browser through `typeof window`; nothing of node may slip in.
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
  });
  return new Map([
    ['app.js', result.outputFiles[0].text],
    ['index.html', await readFile(path.join(ACTIVITY_WEB, 'index.html'), 'utf8')],
    ['style.css', await readFile(path.join(ACTIVITY_WEB, 'style.css'), 'utf8')],
  ]);
}
