import { describe, expect, it } from 'vitest';
import {
  applyAction,
  greedyPolicy,
  makeRecordLine,
  newGame,
  parseRecords,
  recordFromActions,
  replayRecord,
  type Action,
  type GameRecord,
  type PlayerCount,
  type Variant,
} from '../../src/engine/index.ts';

function playedRecord(playerCount: PlayerCount, variant: Variant, seed: string): GameRecord {
  const init = { playerCount, variant, seed, names: Array.from({ length: playerCount }, (_, i) => `P${i}`) };
  const policy = greedyPolicy(`${seed}-policy`);
  let s = newGame(init);
  const actions: Action[] = [];
  while (s.phase !== 'over') {
    const a = policy(s);
    actions.push(a);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.detail);
    s = r.state;
  }
  return recordFromActions(init, actions);
}

const clone = (r: GameRecord): GameRecord => JSON.parse(JSON.stringify(r));

describe('azul-record/1 writing', () => {
  it('spec shape: format, rounds with startPlayer, factories as color names, moves with center/floor', () => {
    const rec = playedRecord(2, 'standard', 'shape');
    expect(rec.format).toBe('azul-record/1');
    expect(rec.rounds[0].startPlayer).toBe(0);
    expect(rec.rounds[0].factories).toHaveLength(5);
    expect(rec.rounds[0].factories.flat().every((c) => ['blue', 'yellow', 'red', 'black', 'white'].includes(c))).toBe(
      true,
    );
    const moves = rec.rounds.flatMap((r) => r.moves);
    expect(moves.some((m) => m.source === 'center')).toBe(true);
    expect(rec.rounds.every((r) => r.scores?.length === 2)).toBe(true);
    expect(rec.result?.winners.length).toBeGreaterThan(0);
    const gray = playedRecord(3, 'gray', 'shape');
    expect(gray.rounds.some((r) => (r.wallPlacements ?? []).length > 0)).toBe(true);
  });
});

describe('replay detects tampered records', () => {
  const rec = playedRecord(2, 'standard', 'tamper');

  it('the untouched record is valid and finished', () => {
    expect(replayRecord(rec)).toMatchObject({ ok: true, finished: true });
  });

  it('spec "Filling": factory contents that cannot come out of the bag', () => {
    const bad = playedRecord(4, 'standard', 'tamper4');
    // 9 displays of 4 blues: the 21st blue cannot exist.
    bad.rounds[0].factories = bad.rounds[0].factories.map(() => ['blue', 'blue', 'blue', 'blue']);
    const r = replayRecord(bad);
    expect(r).toMatchObject({ ok: false, round: 0, move: 0 });
    if (!r.ok) expect(r.error).toBe('BAD_FACTORIES');
    if (!r.ok) expect(r.detail).toMatch(/display 5 tile 0 \(blue\): no blue tile left in the bag/);
  });

  it('spec "Filling": a short display while the bag still holds tiles', () => {
    const bad = clone(rec);
    bad.rounds[1].factories[2] = bad.rounds[1].factories[2].slice(0, 3);
    expect(replayRecord(bad)).toMatchObject({
      ok: false,
      round: 1,
      move: 0,
      error: 'BAD_FACTORIES',
      detail: expect.stringMatching(/still held tiles/),
    });
  });

  it('an illegal draft is reported with its round and move', () => {
    const bad = clone(rec);
    const move = bad.rounds[1].moves[3];
    bad.rounds[1].moves[3] = { ...move, player: (move.player + 1) % 2 };
    expect(replayRecord(bad)).toMatchObject({
      ok: false,
      round: 1,
      move: 3,
      error: 'ILLEGAL_MOVE',
      detail: expect.stringMatching(/ERR_WRONG_PLAYER/),
    });
    const bad2 = clone(rec);
    const m2 = bad2.rounds[0].moves[0];
    const missing = (['blue', 'yellow', 'red', 'black', 'white'] as const).find(
      (c) => typeof m2.source === 'number' && !bad2.rounds[0].factories[m2.source].includes(c),
    )!;
    bad2.rounds[0].moves[0] = { ...m2, color: missing };
    expect(replayRecord(bad2)).toMatchObject({
      ok: false,
      round: 0,
      move: 0,
      error: 'ILLEGAL_MOVE',
      detail: expect.stringMatching(/ERR_COLOR_NOT_IN_SOURCE/),
    });
  });

  it('wrong round scores and a wrong result', () => {
    const bad = clone(rec);
    bad.rounds[0].scores = [99, 0];
    expect(replayRecord(bad)).toMatchObject({
      ok: false,
      round: 0,
      move: rec.rounds[0].moves.length,
      error: 'SCORES_DIFFER',
      detail: expect.stringMatching(/round scores/),
    });
    const bad2 = clone(rec);
    bad2.result!.scores = bad2.result!.scores.map((x) => x + 1);
    expect(replayRecord(bad2)).toMatchObject({
      ok: false,
      error: 'RESULT_DIFFERS',
      detail: expect.stringMatching(/result scores/),
    });
    const bad3 = clone(rec);
    bad3.result!.winners = rec.result!.winners.length === 1 ? [1 - rec.result!.winners[0]] : [0];
    expect(replayRecord(bad3)).toMatchObject({
      ok: false,
      error: 'RESULT_DIFFERS',
      detail: expect.stringMatching(/winners/),
    });
  });

  it('a gray record with a placement into a column holding that color', () => {
    const gray = playedRecord(2, 'gray', 'tamper-gray');
    expect(replayRecord(gray)).toMatchObject({ ok: true, finished: true });
    const r = gray.rounds.findIndex((x, i) => i > 0 && (x.wallPlacements ?? []).length > 0);
    const bad = clone(gray);
    const p = bad.rounds[r].wallPlacements![0];
    // Column of an earlier tile of the same player: taken in that row
    // or holding another tile; either way illegal or a different game.
    bad.rounds[r].wallPlacements![0] = { ...p, column: (p.column + 1) % 5 };
    const res = replayRecord(bad);
    if (res.ok) throw new Error('tampered placement went unnoticed');
    expect(res.round).toBe(r);
  });

  it('a round listed after the game was over, and a truncated record between rounds', () => {
    const bad = clone(rec);
    bad.rounds.push(clone(rec).rounds[0]);
    expect(replayRecord(bad)).toMatchObject({
      ok: false,
      round: rec.rounds.length,
      error: 'AFTER_END',
      detail: expect.stringMatching(/already over/),
    });
    const cut = clone(rec);
    cut.rounds = cut.rounds.slice(0, 2);
    delete cut.result;
    expect(replayRecord(cut)).toMatchObject({
      ok: false,
      round: 1,
      error: 'MISSING_FACTORIES',
      detail: expect.stringMatching(/next round's factories/),
    });
    cut.rounds[1].moves = cut.rounds[1].moves.slice(0, 4);
    delete cut.rounds[1].scores;
    expect(replayRecord(cut)).toMatchObject({ ok: true, finished: false });
  });
});

describe('parseRecords', () => {
  const line = makeRecordLine(playedRecord(2, 'standard', 'lines'));
  it('reads JSON Lines, a single pretty-printed record and an array', () => {
    expect(parseRecords(`${line}\n\n${line}\n`)).toMatchObject({ ok: true, records: [{}, {}] });
    expect(parseRecords(JSON.stringify(JSON.parse(line), null, 2))).toMatchObject({ ok: true, records: [{}] });
    expect(parseRecords(`[${line},${line}]`)).toMatchObject({ ok: true, records: [{}, {}] });
  });
  it.each([
    { source: 'broken JSON on line 2', text: () => `${line}\n{"format": oops\n`, message: /line 2: not valid JSON/ },
    {
      source: 'wrong format tag',
      text: () => line.replace('azul-record/1', 'azul-record/9'),
      message: /record 1 \(line 1\).*format/,
    },
    {
      source: 'unknown color',
      text: () => `${line}\n${line.replace('"blue"', '"green"')}`,
      message: /record 2 \(line 2\)/,
    },
    { source: 'empty input', text: () => '  \n', message: /empty/ },
  ])('$source gives a clear message', ({ text, message }) => {
    const r = parseRecords(text());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.detail).toMatch(message);
  });
});
