// What `npm start` runs after `node` (package.json's "start" script): the one place that says how the
// compiled bot is started, read by the benchmarks that spawn it, the e2e tests and the Dockerfile's check.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The project's package.json: two folders up from src/cli, three from dist/src/cli (dist/ has its own, without scripts). */
const CANDIDATES = ['../../package.json', '../../../package.json'];

/** The arguments after `node` in `npm start`, e.g. ['--max-semi-space-size=4', …, 'dist/src/main.js']. */
export function startArgs(): string[] {
  for (const relative of CANDIDATES) {
    const file = fileURLToPath(new URL(relative, import.meta.url));
    if (!existsSync(file)) continue;
    const start = (JSON.parse(readFileSync(file, 'utf8')) as { scripts?: { start?: string } }).scripts?.start;
    if (!start) continue;
    const [node, ...args] = start.split(/\s+/);
    if (node !== 'node') throw new Error(`npm start does not run node: ${start}`);
    return args;
  }
  throw new Error('start-args: no package.json with a "start" script above this module');
}
