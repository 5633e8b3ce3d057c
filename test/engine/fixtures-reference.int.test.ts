// The hand-checked games (test/engine/fixtures, see its README) against the independent reference
// scorer written in Python from the rulebook: it still computes every number written in each, so a
// fixture edited to match a changed engine fails. A child process (python3; skipped without one),
// hence an integration test; the engine's replay of the same games is fixtures.test.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const DIR = join(import.meta.dirname, 'fixtures');
const GAMES = readdirSync(DIR).filter((f) => f.endsWith('.json'));
const python = spawnSync('python3', ['--version']).status === 0;

it('finds the three hand-checked games', () => {
  expect(GAMES).toEqual(['game-2p-colored.json', 'game-3p-gray.json', 'game-4p-colored.json']);
});

it.skipIf(!python).each(GAMES)('the reference scorer still computes the numbers written in %s', (file) => {
  const out = execFileSync('python3', [join(DIR, 'reference_scorer.py'), join(DIR, file), '--check'], {
    encoding: 'utf8',
  });
  expect(out.trim().split('\n').at(-1)).toBe('same scores and result as the record');
});
