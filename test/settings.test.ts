// The configuration is read once: src/config.ts reads the bot's settings from the environment it is
// given, and only the entry points hand it process.env; everything else gets its settings passed
// down. A module that reads process.env on its own fails here, naming the file.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where process.env may be read, and why. */
const MAY_READ_ENV: Array<[(file: string) => boolean, string]> = [
  [(f) => f === 'src/main.ts', 'the entry point of `npm start` (and of each sharded bot process)'],
  [(f) => f === 'src/runtime/deploy.ts', 'the entry point of `npm run deploy-commands`'],
  [(f) => f === 'src/playground/main.ts', 'the entry point of `npm run play`'],
  [
    (f) => f.startsWith('src/cli/'),
    'the `azul` command line and its benchmarks (entry points, and the env of what they spawn)',
  ],
  [
    (f) => f === 'src/launcher-watch.ts',
    'what started this process (npm_lifecycle_event, SHARDING_MANAGER): not a setting',
  ],
  [(f) => f === 'src/render/without-system-fonts.ts', "sets @napi-rs/canvas's own switch before it loads"],
];

async function sources(): Promise<string[]> {
  const out: string[] = [];
  for (const dir of ['src', 'commands']) {
    const entries = await readdir(path.join(ROOT, dir), { withFileTypes: true, recursive: true });
    for (const e of entries) {
      const file = path.relative(ROOT, path.join(e.parentPath, e.name));
      if (
        e.isFile() &&
        /\.ts$/.test(e.name) &&
        !file.startsWith('src/generated/') &&
        !file.startsWith('src/playground/web/')
      )
        out.push(file);
    }
  }
  return out;
}

/** The text without its comments (a comment may name process.env). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('the configuration, read once', () => {
  it('is read from process.env only by the entry points: the rest of src/ gets its settings passed down', async () => {
    const readers: string[] = [];
    for (const file of await sources()) {
      if (MAY_READ_ENV.some(([allowed]) => allowed(file))) continue;
      if (/\bprocess\.env\b|\bprocess\[['"]env['"]\]/.test(code(await readFile(path.join(ROOT, file), 'utf8'))))
        readers.push(file);
    }
    expect(readers).toEqual([]);
  });
});
