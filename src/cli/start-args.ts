// What `npm start` runs (package.json's "start" script): the one place that says how the compiled bot
// is started, read by the benchmarks that spawn it, the e2e tests and the Dockerfile's check.
// The script is `[NAME=value …] node [flag …] dist/src/main.js`: environment settings first (glibc's
// malloc tuning is read from the environment only), then node's arguments.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The project's package.json: two folders up from src/cli,
 * three from dist/src/cli (dist/ has its own, without scripts).
 */
const CANDIDATES = ['../../package.json', '../../../package.json'];

export interface StartCommand {
  /** Set in the environment of the bot's process (and so of its children: shard processes, the AI's). */
  env: Record<string, string>;
  /** The arguments after `node`, e.g. ['--max-semi-space-size=4', …, 'dist/src/main.js']. */
  args: string[];
}

/** Splits a start script into its environment settings and node's arguments. */
export function parseStartScript(script: string): StartCommand {
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words.length > 0 && /^[A-Z_][A-Z0-9_]*=/.test(words[0]!)) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  const node = words.shift();
  if (node !== 'node') throw new Error(`npm start does not run node: ${script}`);
  return { env, args: words };
}

/** How `npm start` starts the bot. */
export function startCommand(): StartCommand {
  for (const relative of CANDIDATES) {
    const file = fileURLToPath(new URL(relative, import.meta.url));
    if (!existsSync(file)) continue;
    const start = (JSON.parse(readFileSync(file, 'utf8')) as { scripts?: { start?: string } }).scripts?.start;
    if (start) return parseStartScript(start);
  }
  throw new Error('start-args: no package.json with a "start" script above this module');
}
