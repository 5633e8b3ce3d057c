// What `npm start` runs after `node` (package.json's "start" script): the one place that says how the
// compiled bot is started, read by the benchmarks that spawn it, the e2e tests and the Dockerfile's check.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PACKAGE_JSON = fileURLToPath(new URL('../../package.json', import.meta.url));

/** The arguments after `node` in `npm start`, e.g. ['--max-semi-space-size=4', …, 'dist/src/main.js']. */
export function startArgs(): string[] {
  const pkg = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { scripts: { start: string } };
  const [node, ...args] = pkg.scripts.start.split(/\s+/);
  if (node !== 'node') throw new Error(`npm start does not run node: ${pkg.scripts.start}`);
  return args;
}
