// Hand-checked games (test/engine/fixtures, see its README): every round's scores and the result
// were computed without this engine, by an independent reference scorer written in Python from
// the rulebook, and partly by hand. Replay must reproduce every number exactly. (That the reference
// scorer, a child process, still agrees: fixtures-reference.int.test.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parseRecords, replayRecord, type GameRecord } from '../../src/engine/index.ts';
import { run as replayCli } from '../../src/cli/replay.ts';

const DIR = join(import.meta.dirname, 'fixtures');
const FIXTURES = [
  { file: 'game-2p-colored.json', players: 2, variant: 'standard' },
  { file: 'game-3p-gray.json', players: 3, variant: 'gray' },
  { file: 'game-4p-colored.json', players: 4, variant: 'standard' },
] as const;

function load(file: string): GameRecord {
  const parsed = parseRecords(readFileSync(join(DIR, file), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.detail);
  return parsed.records[0];
}

describe.each(FIXTURES)('hand-checked game $file', ({ file, players, variant }) => {
  const record = load(file);

  it(`is a finished ${players}-player ${variant} game with every round's scores written out`, () => {
    expect(record.playerCount).toBe(players);
    expect(record.variant).toBe(variant);
    expect(record.rounds.every((r) => r.scores?.length === players)).toBe(true);
    expect(record.result).toBeDefined();
  });

  it('replays round by round to exactly the scores written in it', () => {
    const r = replayRecord(record);
    expect(r).toMatchObject({ ok: true, finished: true });
    if (!r.ok) return;
    // replayRecord compares each round's written scores as it goes; here the history whole too.
    expect(r.state.scoreHistory).toEqual(record.rounds.map((round) => round.scores));
    expect(r.state.result!.scores).toEqual(record.result!.scores);
    expect(r.state.result!.winners).toEqual(record.result!.winners);
    expect(r.state.result!.bonuses.map(({ rows, columns, colors }) => ({ rows, columns, colors }))).toEqual(
      record.result!.bonuses,
    );
  });

  it('a single point changed anywhere is caught', () => {
    const last = record.rounds.length - 1;
    for (let round = 0; round <= last; round++) {
      const changed = JSON.parse(JSON.stringify(record)) as GameRecord;
      changed.rounds[round].scores![round % players] += 1;
      expect(replayRecord(changed)).toMatchObject({
        ok: false,
        round,
        error: 'SCORES_DIFFER',
        detail: expect.stringMatching(/^round scores/),
      });
    }
    const final = JSON.parse(JSON.stringify(record)) as GameRecord;
    final.result!.scores[0] += 1;
    expect(replayRecord(final)).toMatchObject({
      ok: false,
      error: 'RESULT_DIFFERS',
      detail: expect.stringMatching(/^result scores/),
    });
  });

  it('azul replay prints the written final scores and winners', async () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...a) => void lines.push(a.join(' ')));
    try {
      expect(await replayCli([join(DIR, file)])).toBe(0);
    } finally {
      log.mockRestore();
    }
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      { ok: true, scores: record.result!.scores, winners: record.result!.winners },
    ]);
  });
});
