// dist/ counts as this checkout's build only when built after every file it is built from: the
// integration tests rebuild it only then (a rebuild empties dist/ under running bot processes).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compiledIsFresh } from '../../src/util/build-fresh.ts';

let root: string;

function file(relative: string, secondsAgo: number): void {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  const at = Date.now() / 1000 - secondsAgo;
  utimesSync(full, at, at);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('compiledIsFresh', () => {
  it('is false without dist/, true when dist/ is newer than every source, false when a source or the build script is newer', () => {
    root = mkdtempSync(path.join(tmpdir(), 'azul-fresh-'));
    file('src/engine/game.ts', 100);
    file('scripts/build.mjs', 100);
    expect(compiledIsFresh(root)).toBe(false);
    file('dist/package.json', 50);
    expect(compiledIsFresh(root)).toBe(true);
    file('src/generated/prisma/client.ts', 10); // generated at install, not a source of the build
    expect(compiledIsFresh(root)).toBe(true);
    file('scripts/activity-client.mjs', 10);
    expect(compiledIsFresh(root)).toBe(false);
    file('dist/package.json', 5);
    file('assets/puzzles/pool.jsonl', 1);
    expect(compiledIsFresh(root)).toBe(false);
  });
});
