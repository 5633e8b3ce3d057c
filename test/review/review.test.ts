// The review of whole games: every move of every seat analysed (drafts and gray
// placements, 2 to 4 players), deterministic, resumable from stored moves, and its
// figures derived as the README defines them.
import { describe, expect, it } from 'vitest';
import { applyAction, replayRecord, type GameRecord } from '../../src/engine/index.ts';
import {
  analyseMove,
  finishReview,
  prepareReview,
  reviewGame,
  THRESHOLDS,
  type MoveReview,
} from '../../src/review/index.ts';
import { gameDecisions } from '../../src/review/positions.ts';
import { playedRecord, TINY } from './games.ts';

const moveCount = (r: GameRecord) =>
  r.rounds.reduce((n, round) => n + round.moves.length + (round.wallPlacements?.length ?? 0), 0);

describe('the decisions of a record', () => {
  for (const [playerCount, variant] of [
    [2, 'standard'],
    [3, 'gray'],
    [4, 'gray'],
    [4, 'standard'],
  ] as const) {
    it(`${playerCount} players, ${variant} wall: every draft and placement, each legal for the seat to move, in the record's positions`, () => {
      const record = playedRecord({ playerCount, variant, seed: `decisions-${playerCount}-${variant}` });
      const d = gameDecisions(record);
      expect(d.ok).toBe(true);
      if (!d.ok) return;
      expect(d.decisions).toHaveLength(moveCount(record));
      if (variant === 'gray') expect(d.decisions.some((x) => x.played.type === 'place')).toBe(true);
      for (const x of d.decisions) {
        expect(x.state.current).toBe(x.played.player);
        expect(applyAction(x.state, x.played).ok).toBe(true);
      }
      // Each round's first position holds the displays the record lists, not a deal of the random source.
      for (const x of d.decisions.filter((x, i) => i === 0 || d.decisions[i - 1].round !== x.round)) {
        const listed = record.rounds[x.round].factories;
        expect(x.state.dealt.map((tiles) => tiles.length)).toEqual(listed.map((tiles) => tiles.length));
        const start = replayRecord(record, { stopAt: { round: x.round, move: 0 } });
        expect(start.ok && start.state.factories).toEqual(x.state.factories);
      }
    });
  }

  it('a record that does not replay is refused with its reason; nothing to review without a move', () => {
    const record = playedRecord({ playerCount: 2, variant: 'standard', seed: 'broken' });
    const broken = JSON.parse(JSON.stringify(record)) as GameRecord;
    broken.rounds[1].moves[0].line = 'floor';
    broken.rounds[1].moves[0].source = 'center';
    const refused = prepareReview(broken);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toMatch(/^not a valid record: round 1/);
    const empty: GameRecord = {
      ...record,
      rounds: [{ ...record.rounds[0], moves: [], wallPlacements: [] }],
      result: undefined,
    };
    delete empty.result;
    expect(prepareReview(empty)).toEqual({ ok: false, error: 'the record holds no move to review' });
  });
});

describe('a whole review', () => {
  const record = playedRecord({ playerCount: 3, variant: 'gray', seed: 'whole', names: ['Ana', 'Rui', 'Zoë'] });
  const result = reviewGame(record, { budget: TINY });

  it('analyses every move of every seat, with values in points and judgements by the thresholds', () => {
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const review = result.review;
    expect(review.moves).toHaveLength(moveCount(record));
    expect(new Set(review.moves.map((m) => m.player))).toEqual(new Set([0, 1, 2]));
    for (const m of review.moves) {
      expect(m.loss).toBeGreaterThanOrEqual(0);
      expect(m.loss).toBeCloseTo(Math.max(0, m.valueBest - m.valuePlayed), 1);
      expect(m.valueBefore).toBe(m.valueBest);
      expect(m.before[m.player]).toBe(m.valueBest);
      expect(m.after[m.player]).toBe(m.valuePlayed);
      if (m.judgement === 'best' || m.judgement === 'forced') expect(m.loss).toBe(0);
      if (m.judgement === 'forced') expect(m.candidates).toBe(1);
      if (m.judgement === 'blunder') expect(m.loss).toBeGreaterThanOrEqual(THRESHOLDS.blunder);
      if (m.judgement === 'mistake') expect(m.loss).toBeGreaterThanOrEqual(THRESHOLDS.mistake);
      if (m.judgement === 'good') expect(m.loss).toBeLessThan(THRESHOLDS.inaccuracy);
      expect(m.winChance.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
    }
  });

  it('per player: accuracy is the share of judged moves within 1 expected point, mean loss, counts, three costliest moves', () => {
    if (!result.ok) throw new Error(result.error);
    const review = result.review;
    for (const p of review.players) {
      const judged = review.moves.filter((m) => m.player === p.seat && m.judgement !== 'forced');
      expect(p.moves).toBe(judged.length);
      expect(p.accuracy).toBeCloseTo((100 * judged.filter((m) => m.loss < 1).length) / judged.length, 1);
      expect(p.meanLoss).toBeCloseTo(judged.reduce((s, m) => s + m.loss, 0) / judged.length, 2);
      expect(p.blunders).toBe(judged.filter((m) => m.judgement === 'blunder').length);
      const losses = judged
        .filter((m) => m.judgement !== 'best' && m.loss > 0)
        .map((m) => m.loss)
        .sort((a, b) => b - a);
      expect(p.costliest.map((c) => c.loss)).toEqual(losses.slice(0, 3));
      for (const c of p.costliest) expect(c.better).not.toEqual(c.played);
    }
  });

  it('the series: a point before the first move and after each move; the last is the final margin and result', () => {
    if (!result.ok) throw new Error(result.error);
    const review = result.review;
    const final = review.scores;
    expect(review.finished).toBe(true);
    for (let seat = 0; seat < 3; seat++) {
      expect(review.series.margin[seat]).toHaveLength(review.moves.length + 1);
      const best = Math.max(...final.filter((_, q) => q !== seat));
      // The final position is valued exactly (the tie-break adds hundredths for complete rows).
      expect(review.series.margin[seat].at(-1)).toBeCloseTo(final[seat] - best, 0);
    }
    const winners = replayRecord(record);
    const w = winners.ok ? winners.state.result!.winners : [];
    expect(review.series.winChance.map((s) => s.at(-1))).toEqual(
      [0, 1, 2].map((seat) => (w.includes(seat) ? 1 / w.length : 0)),
    );
    expect(review.names).toEqual(['Ana', 'Rui', 'Zoë']);
  });

  it('is deterministic, and a review resumed from stored moves (as JSON) equals one done in one go', () => {
    if (!result.ok) throw new Error(result.error);
    const prepared = prepareReview(record);
    if (!prepared.ok) throw new Error(prepared.error);
    const half = Math.floor(prepared.game.moveCount / 2);
    const stored: MoveReview[] = JSON.parse(
      JSON.stringify(Array.from({ length: half }, (_, i) => analyseMove(prepared.game, i, { budget: TINY }))),
    );
    // A restart: the game prepared again from its record, the analysis picked up at the first missing move.
    const again = prepareReview(JSON.parse(JSON.stringify(record)));
    if (!again.ok) throw new Error(again.error);
    const moves = [...stored];
    for (let i = moves.length; i < again.game.moveCount; i++) moves.push(analyseMove(again.game, i, { budget: TINY }));
    expect(finishReview(again.game, moves, TINY)).toEqual(result.review);
    expect(JSON.parse(JSON.stringify(result.review))).toEqual(result.review);
  });

  it('another budget gives another analysis (the budget is used), and bad budgets are refused', () => {
    const prepared = prepareReview(record);
    if (!prepared.ok) throw new Error(prepared.error);
    const i = prepared.game.decisions.findIndex((d) => d.state.phase === 'draft' && d.index > 3);
    const a = analyseMove(prepared.game, i, { budget: TINY });
    const b = analyseMove(prepared.game, i, { budget: { search: 200, value: 100 } });
    expect(a.playouts).toBeLessThan(b.playouts);
    expect(a).not.toEqual(b);
    expect(() => analyseMove(prepared.game, i, { budget: { search: 0, value: 10 } })).toThrow(/budget.search/);
    expect(reviewGame(record, { budget: { search: 10, value: 1.5 } })).toEqual({
      ok: false,
      error: expect.stringMatching(/budget.value/),
    });
    expect(() => analyseMove(prepared.game, prepared.game.moveCount, { budget: TINY })).toThrow(RangeError);
  });
});
