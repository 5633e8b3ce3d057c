// The puzzle generator on small budgets: a hand-made position with one clearly best move is a
// puzzle with that solution (and its themes), one where the best moves tie is none, and a
// reviewed game gives the same puzzles for the same seed, each a valid azul-puzzle/1.
import { describe, expect, it } from 'vitest';
import { FLOOR, wallColumnOf } from '../../src/engine/index.ts';
import { reviewGame } from '../../src/review/index.ts';
import {
  PUZZLE_FORMAT,
  actionToPuzzleMove,
  answerMatches,
  difficultyOf,
  examinePosition,
  findPuzzles,
  followUp,
  makePuzzleLine,
  parsePuzzle,
  positionPuzzle,
  puzzlePosition,
  recordBefore,
  searchPuzzles,
  thenPosition,
  type Puzzle,
} from '../../src/puzzles/index.ts';
import { gameDecisions } from '../../src/review/positions.ts';
import { B, craft, counts, draft, K, R, wallFrom, Y } from '../review/crafted.ts';
import { playedRecord } from '../review/games.ts';

const SMALL = { search: 400, value: 200 };

describe('a position', () => {
  it('with one clearly best move is a puzzle with that solution: 3 blue complete line 3 and a wall column', () => {
    const s = craft({}, (s) => {
      s.round = 3;
      s.markerInCenter = false;
      s.markerTakenBy = 1;
      // The round's last tiles: what player 0 leaves, player 1 takes.
      s.center = counts(B, B, B, Y);
      s.factories[0] = counts(R, R, Y, K);
      s.players[0].score = 20;
      // Column 3 lacks only row 3's blue: line 3 filled with blue completes it (5 points and the 7 of the column).
      s.players[0].wall = wallFrom(['b.r..', 'w.y..', '.....', '..w..', '..k..']);
      s.players[1].score = 22;
      s.players[1].wall = wallFrom(['b.r..', 'wb...', 'k....', '.....', '.....']);
    });
    expect(wallColumnOf(2, B)).toBe(2);
    const found = positionPuzzle(s, { budget: SMALL, seed: 'clear' });
    expect(found).not.toBeNull();
    expect(found!.solution).toEqual(draft(0, -1, B, 2));
    expect(found!.gap).toBeGreaterThanOrEqual(3);
    expect(found!.examination.kept).toBe(found!.examination.gaps.length);
    expect(found!.themes).toContain('column-bonus');
    expect(found!.difficulty).toBe(difficultyOf(found!.examination));
  });

  it('whose best moves tie is none: the game’s last draft, where 2 red go onto any of three empty lines', () => {
    // Seat 1 completes its top row this round, so the game ends after this draft: lines that do
    // not fill are worth nothing, whichever of the three takes the red.
    const s = craft({}, (s) => {
      s.round = 5;
      s.markerInCenter = false;
      s.markerTakenBy = 1;
      s.center = counts(R, R);
      s.players[0].score = 30;
      s.players[0].wall = wallFrom(['b.r..', '.byr.', '.....', '.....', '.....']);
      s.players[1].score = 33;
      s.players[1].wall = wallFrom(['.yrkw', 'wb...', 'k....', '.....', '.....']);
      s.players[1].lineColor[0] = B;
      s.players[1].lineCount[0] = 1;
    });
    const found = positionPuzzle(s, { budget: SMALL, seed: 'tie' });
    expect(found).toBeNull();
    // Not for want of moves: four distinct ones (lines 3, 4, 5 and the floor).
    const withoutGap = positionPuzzle(s, { budget: SMALL, seed: 'tie', minGap: 0 });
    expect(withoutGap).toBeNull();
    const e = examinePosition(s, { budget: SMALL, seed: 'tie' });
    expect(e.candidates).toBe(4);
    expect(e.gaps).toEqual([0, 0, 0, 0]);
    expect(e.best).not.toEqual(draft(0, -1, R, FLOOR));
    expect(e.second).not.toEqual(draft(0, -1, R, FLOOR));
  });
});

describe('a reviewed game', () => {
  const record = playedRecord({ playerCount: 2, variant: 'standard', seed: 'puzzle-gen', policy: 'random' });
  const reviewed = reviewGame(record, { budget: { search: 60, value: 30 } });
  if (!reviewed.ok) throw new Error(reviewed.error);
  const review = reviewed.review;
  const options = { scale: 4, seed: 'same', game: 7 };

  it('the same seed gives the same puzzles; each parses, replays to its position and has a legal solution', () => {
    const a = searchPuzzles(record, review, options);
    const b = findPuzzles(record, review, options);
    expect(a.examined).toBeGreaterThan(0);
    expect(a.puzzles.length).toBeGreaterThan(0);
    expect(b).toEqual(a.puzzles);
    for (const p of a.puzzles) {
      expect(p.game).toBe(7);
      expect(p.gap).toBeGreaterThanOrEqual(3);
      expect(p.themes.length).toBeLessThanOrEqual(7);
      const parsed = parsePuzzle(JSON.parse(makePuzzleLine(p)));
      expect(parsed).toEqual({ ok: true, puzzle: p });
      const state = puzzlePosition(p);
      expect(state.current).toBe(p.player);
      // The puzzle is a move the player got wrong: the record's next move is not the solution.
      const last = p.record.rounds.at(-1)!;
      const next = record.rounds[p.record.rounds.length - 1]!.moves[last.moves.length];
      expect(next?.player).toBe(p.player);
      const { player: _player, ...played } = next!;
      expect(played).not.toEqual(p.solution);
    }
  });

  it('a gap nobody reaches gives no puzzle; the candidates searched are the mistakes and blunders', () => {
    const none = searchPuzzles(record, review, { ...options, minGap: 1000 });
    expect(none.puzzles).toEqual([]);
    const costly = review.moves.filter(
      (m) => (m.judgement === 'mistake' || m.judgement === 'blunder') && m.candidates >= 3,
    ).length;
    expect(none.examined).toBe(costly);
    expect(searchPuzzles(record, review, { ...options, minGap: 1000, maxCandidates: 2 }).examined).toBe(
      Math.min(2, costly),
    );
  });
});

describe('a two-move puzzle', () => {
  it('the opponents reply as the search prefers, in the same round, and the second move is judged in its own position', () => {
    const record = playedRecord({ playerCount: 3, variant: 'standard', seed: 'two-move' });
    const d = gameDecisions(record);
    if (!d.ok) throw new Error(d.error);
    // The first draft of round 2: everyone has several moves left in the round.
    const decision = d.decisions.find((x) => x.round === 1)!;
    const state = decision.state;
    const { found } = followUp(state, decision.played, {
      budget: SMALL,
      seed: 'then',
      o: { minGap: 0, refills: 1 },
    });
    expect(found).not.toBeNull();
    expect(found!.replies.map((a) => a.player)).toEqual([1, 2].map((k) => (state.current + k) % 3));
    const puzzle: Puzzle = {
      format: PUZZLE_FORMAT,
      game: 0,
      record: recordBefore(record, 1, 0),
      player: state.current,
      solution: actionToPuzzleMove(decision.played),
      then: {
        replies: found!.replies.map((a) => ({ player: a.player, ...actionToPuzzleMove(a) })),
        move: actionToPuzzleMove(found!.judged.solution),
      },
      second: actionToPuzzleMove(found!.judged.second),
      gap: found!.judged.gap,
      themes: found!.judged.themes,
      difficulty: found!.judged.difficulty,
    };
    const parsed = parsePuzzle(JSON.parse(makePuzzleLine(puzzle)));
    expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
    expect(answerMatches(puzzle, puzzle.then!.move, 1)).toBe(true);
    expect(thenPosition(puzzle)!.round).toBe(1);
  });
});
