// A puzzle's position and answers: the record cut before a move replays to the position the
// review saw (drafts, a round's first draft, gray-wall placements); parsePuzzle checks the format
// and the rules; makePuzzleLine and parsePuzzleLines give back what they were given; an answer
// from a display holding the same tiles as the solution's is right.
import { describe, expect, it } from 'vitest';
import { applyAction, legalMoves, type Action, type GameRecord, type GameState } from '../../src/engine/index.ts';
import { gameDecisions, type Decision } from '../../src/review/positions.ts';
import {
  PUZZLE_FORMAT,
  actionToPuzzleMove,
  answerMatches,
  makePuzzleLine,
  parsePuzzle,
  parsePuzzleLines,
  puzzleMoveToAction,
  puzzlePosition,
  recordBefore,
  thenPosition,
  type Puzzle,
} from '../../src/puzzles/index.ts';
import { playedRecord } from '../review/games.ts';

function decisionsOf(record: GameRecord): Decision[] {
  const d = gameDecisions(record);
  if (!d.ok) throw new Error(d.error);
  return d.decisions;
}

/** How many moves of its round come before the decision (drafts, then placements). */
function beforeInRound(decisions: Decision[], d: Decision): number {
  return decisions.filter((x) => x.round === d.round && x.index < d.index).length;
}

/** A puzzle at decision `d` of the game: the move played as the solution, another legal move as the second. */
function puzzleAt(record: GameRecord, decisions: Decision[], d: Decision): Puzzle {
  // A forced move has no other: the second is then the move itself (these tests read the position only).
  const other =
    legalMoves(d.state).find((a) => JSON.stringify(a) !== JSON.stringify(d.played) && !sameTiles(d, a)) ?? d.played;
  return {
    format: PUZZLE_FORMAT,
    game: 0,
    record: recordBefore(record, d.round, beforeInRound(decisions, d)),
    player: d.state.current,
    solution: actionToPuzzleMove(d.played),
    second: actionToPuzzleMove(other),
    gap: 3.5,
    themes: ['floor-penalty'],
    difficulty: 1500,
  };
}

function sameTiles(d: Decision, a: Action): boolean {
  const p = d.played;
  if (a.type !== 'draft' || p.type !== 'draft' || a.color !== p.color || a.line !== p.line) return false;
  if (a.source < 0 || p.source < 0) return a.source === p.source;
  return d.state.factories[a.source].join() === d.state.factories[p.source].join();
}

/** The parts of a position a player sees (the random source aside). */
function table(s: GameState) {
  const { rng: _rng, ...rest } = s;
  return rest;
}

const standard = playedRecord({ playerCount: 3, variant: 'standard', seed: 'puzzle-pos' });
const gray = playedRecord({ playerCount: 2, variant: 'gray', seed: 'puzzle-gray' });

describe('the position before a puzzle', () => {
  it('every decision of a standard and a gray game: the cut record replays to the position the review saw', () => {
    for (const record of [standard, gray]) {
      const decisions = decisionsOf(record);
      let placements = 0;
      let firstOfRound = 0;
      for (const d of decisions) {
        const p = puzzleAt(record, decisions, d);
        expect(table(puzzlePosition(p))).toEqual(table(d.state));
        expect(p.record.result).toBeUndefined();
        if (d.played.type === 'place') placements++;
        if (beforeInRound(decisions, d) === 0) firstOfRound++;
      }
      expect(firstOfRound).toBe(record.rounds.length);
      if (record === gray) expect(placements).toBeGreaterThan(0);
    }
  });

  it('a gray-wall placement puzzle parses, and its answer is the placement', () => {
    const decisions = decisionsOf(gray);
    const d = decisions.find((x) => x.played.type === 'place' && legalMoves(x.state).length > 1)!;
    const p = puzzleAt(gray, decisions, d);
    const parsed = parsePuzzle(JSON.parse(makePuzzleLine(p)));
    expect(parsed).toEqual({ ok: true, puzzle: p });
    expect(answerMatches(p, p.solution)).toBe(true);
    expect(answerMatches(p, p.second)).toBe(false);
    expect(puzzleMoveToAction(p.player, p.solution)).toEqual(d.played);
  });
});

describe('parsePuzzle and makePuzzleLine', () => {
  const decisions = decisionsOf(standard);
  const d = decisions.find((x) => x.round === 1 && beforeInRound(decisions, x) === 3)!;
  const p = puzzleAt(standard, decisions, d);

  it('a puzzle goes through its line and back unchanged, key order included', () => {
    const line = makePuzzleLine(p);
    const back = parsePuzzle(JSON.parse(line));
    expect(back.ok).toBe(true);
    if (back.ok) expect(makePuzzleLine(back.puzzle)).toBe(line);
    expect(Object.keys(JSON.parse(line))).toEqual([
      'format',
      'game',
      'record',
      'player',
      'solution',
      'second',
      'gap',
      'themes',
      'difficulty',
    ]);
  });

  it('refuses what breaks the format or the rules, saying where', () => {
    const bad = (edit: (q: Record<string, unknown>) => void): string => {
      const q = JSON.parse(makePuzzleLine(p)) as Record<string, unknown>;
      edit(q);
      const r = parsePuzzle(q);
      expect(r.ok).toBe(false);
      return r.ok ? '' : r.error;
    };
    expect(bad((q) => (q.format = 'azul-puzzle/2'))).toMatch(/format/);
    expect(bad((q) => (q.themes = ['nonsense']))).toMatch(/themes/);
    expect(bad((q) => (q.themes = ['denial', 'denial']))).toMatch(/twice/);
    expect(bad((q) => (q.gap = -1))).toMatch(/gap/);
    expect(bad((q) => (q.player = (p.player + 1) % 3))).toMatch(/^player: seat \d is to move/);
    expect(bad((q) => ((q.solution as { color: string }).color = 'nope'))).toMatch(/solution/);
    expect(bad((q) => (q.second = q.solution))).toMatch(/^second: leaves the same position/);
    // A draft from a display emptied earlier in the round.
    const taken = (p.record.rounds.at(-1)!.moves[0]!.source as number) ?? 0;
    expect(bad((q) => (q.solution = { source: taken, color: 'blue', line: 'floor' }))).toMatch(/^solution: illegal/);
    // A move that is not in the position's round (the record no longer replays).
    expect(
      bad((q) => {
        const rec = q.record as GameRecord;
        rec.rounds.at(-1)!.moves[0]!.player = (rec.rounds.at(-1)!.moves[0]!.player + 1) % 3;
      }),
    ).toMatch(/^record: does not replay/);
    expect(bad((q) => (q.record = standard))).toMatch(/over/);
  });

  it('parsePuzzleLines judges each line on its own, with its line number', () => {
    const text = `${makePuzzleLine(p)}\n\nnot json\n${JSON.stringify({ ...p, player: 9 })}\n`;
    const items = parsePuzzleLines(text);
    expect(items.map((i) => [i.ok, i.line])).toEqual([
      [true, 1],
      [false, 3],
      [false, 4],
    ]);
  });
});

describe('answers', () => {
  it('a draft from another display holding the same tiles as the solution is right; another move is wrong', () => {
    // Find, in a few played games, a position with two displays holding the same tiles.
    let found = false;
    for (let g = 0; g < 30 && !found; g++) {
      const record = playedRecord({ playerCount: 4, variant: 'standard', seed: `twins-${g}` });
      const decisions = decisionsOf(record);
      for (const d of decisions) {
        const f = d.state.factories;
        const twin = f.findIndex((t, i) => t.some((n) => n > 0) && f.some((u, j) => j > i && u.join() === t.join()));
        if (twin < 0) continue;
        const other = f.findIndex((u, j) => j > twin && u.join() === f[twin].join());
        const color = f[twin].findIndex((n) => n > 0);
        const solution = actionToPuzzleMove({
          type: 'draft',
          player: d.state.current,
          source: twin,
          color,
          line: 5,
        } as Action);
        const base = puzzleAt(record, decisions, d);
        const p: Puzzle = {
          ...base,
          solution,
          second: { source: 'center', color: 'blue', line: 'floor' },
        };
        const alt = { ...solution, source: other } as typeof solution;
        expect(answerMatches(p, solution)).toBe(true);
        expect(answerMatches(p, alt)).toBe(true);
        expect(answerMatches(p, { ...solution, line: 0 } as typeof solution)).toBe(false);
        // An illegal answer is wrong, never an error.
        expect(answerMatches(p, { source: 8, color: 'blue', line: 0 })).toBe(false);
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
  });

  it('a two-move puzzle: the replies and the second move are checked, and the second answer is judged in its position', () => {
    const decisions = decisionsOf(standard);
    // A player's two drafts in one round with the other two seats' drafts between them.
    const d = decisions.find((x) => {
      const later = decisions[x.index + 3];
      return (
        later && later.round === x.round && later.state.current === x.state.current && beforeInRound(decisions, x) === 0
      );
    })!;
    const base = puzzleAt(standard, decisions, d);
    const replies = [1, 2].map((k) => ({
      player: decisions[d.index + k].state.current,
      ...actionToPuzzleMove(decisions[d.index + k].played),
    }));
    const p: Puzzle = { ...base, then: { replies, move: actionToPuzzleMove(decisions[d.index + 3].played) } };
    const parsed = parsePuzzle(JSON.parse(makePuzzleLine(p)));
    expect(parsed.ok).toBe(true);
    expect(table(thenPosition(p)!)).toEqual(table(decisions[d.index + 3].state));
    expect(answerMatches(p, p.then!.move, 1)).toBe(true);
    expect(answerMatches(base, base.solution, 1)).toBe(false);
    const wrongSeat = { ...p, then: { replies: replies.slice(1), move: p.then!.move } };
    const r = parsePuzzle(JSON.parse(makePuzzleLine(wrongSeat)));
    expect(r.ok ? '' : r.error).toMatch(/^then\.replies\.0: seat \d is to move/);
  });
});

// The position a puzzle's solution is played from is a real one: applying the solution is legal.
it('applying the solution to the position is legal', () => {
  const decisions = decisionsOf(standard);
  const p = puzzleAt(standard, decisions, decisions[5]);
  expect(applyAction(puzzlePosition(p), puzzleMoveToAction(p.player, p.solution)).ok).toBe(true);
});
