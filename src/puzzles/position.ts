// A puzzle's position and its answers: reading a puzzle (azul-puzzle/1) from JSON and checking it
// against the rules, writing it back (a parse/make pair, as chessops has for positions), the
// position before the puzzle (its record replayed), and whether an answer is right.
//
// The record stops right before the puzzle: its last round lists the round's displays and the
// drafts made before the puzzle (none when the puzzle is the round's first draft), and in the gray
// wall's placement phase all the round's drafts and the placements made before the puzzle.
// replayRecord accepts a last round that stops there: what it gives back is the position.
import { z } from 'zod';
import {
  CENTER,
  COLORS,
  FLOOR,
  applyAction,
  replayRecord,
  type Action,
  type Color,
  type GameRecord,
  type GameState,
} from '../engine/core.ts';
import { recordSchema } from '../engine/record-parse.ts';
import { sameOutcome } from '../review/analyse-move.ts';
import { PUZZLE_FORMAT, PUZZLE_THEMES, type Puzzle, type PuzzleMove, type PuzzleTheme } from './types.ts';

const lineIndex = z.number().int().min(0).max(4);
const draftSchema = z.strictObject({
  source: z.union([z.number().int().min(0).max(8), z.literal('center')]),
  color: z.enum(COLORS),
  line: z.union([lineIndex, z.literal('floor')]),
});
const placementSchema = z.strictObject({ line: lineIndex, column: lineIndex });
const moveSchema = z.union([draftSchema, placementSchema]);
const seat = z.number().int().min(0).max(3);
const replySchema = z.union([draftSchema.extend({ player: seat }), placementSchema.extend({ player: seat })]);

const puzzleSchema = z.object({
  format: z.literal(PUZZLE_FORMAT),
  game: z.number().int().min(0),
  record: recordSchema,
  player: seat,
  solution: moveSchema,
  then: z.object({ replies: z.array(replySchema).max(3), move: moveSchema }).optional(),
  second: moveSchema,
  gap: z.number().finite().min(0),
  themes: z
    .array(z.enum(PUZZLE_THEMES as readonly [PuzzleTheme, ...PuzzleTheme[]]))
    .refine((t) => new Set(t).size === t.length, {
      message: 'a theme is listed twice',
    }),
  difficulty: z.number().finite(),
});

export type PuzzleParse = { ok: true; puzzle: Puzzle } | { ok: false; error: string };

/** The engine action a puzzle's move stands for, made by `player`. */
export function puzzleMoveToAction(player: number, move: PuzzleMove): Action {
  if (!('source' in move)) return { type: 'place', player, line: move.line, column: move.column };
  return {
    type: 'draft',
    player,
    source: move.source === 'center' ? CENTER : move.source,
    color: COLORS.indexOf(move.color) as Color,
    line: move.line === 'floor' ? FLOOR : move.line,
  };
}

/** A puzzle's move for an engine action (the player left out). */
export function actionToPuzzleMove(action: Action): PuzzleMove {
  if (action.type === 'place') return { line: action.line, column: action.column };
  return {
    source: action.source === CENTER ? 'center' : action.source,
    color: COLORS[action.color],
    line: action.line === FLOOR ? 'floor' : action.line,
  };
}

/** The record as a puzzle keeps it: the record's own fields, in the format's order. */
function cleanRecord(record: GameRecord): GameRecord {
  return {
    format: record.format,
    variant: record.variant,
    playerCount: record.playerCount,
    ...(record.names ? { names: record.names.slice() } : {}),
    ...(record.seed !== undefined ? { seed: record.seed } : {}),
    rounds: record.rounds.map((r) => ({
      startPlayer: r.startPlayer,
      factories: r.factories.map((d) => d.slice()),
      moves: r.moves.map((m) => ({ player: m.player, source: m.source, color: m.color, line: m.line })),
      ...(r.wallPlacements ? { wallPlacements: r.wallPlacements.map((p) => ({ ...p })) } : {}),
      ...(r.scores ? { scores: r.scores.slice() } : {}),
    })),
    ...(record.result ? { result: structuredClone(record.result) } : {}),
  };
}

function cleanMove(m: PuzzleMove): PuzzleMove {
  return 'source' in m ? { source: m.source, color: m.color, line: m.line } : { line: m.line, column: m.column };
}

/**
 * The position before the puzzle: its record replayed. Throws when the record does not replay
 * (a puzzle from parsePuzzle or the generator always does).
 */
export function puzzlePosition(p: Pick<Puzzle, 'record'>): GameState {
  const replayed = replayRecord(p.record);
  if (!replayed.ok)
    throw new RangeError(`puzzlePosition: the record does not replay (round ${replayed.round}): ${replayed.detail}`);
  return replayed.state;
}

/** The position where the second move of a two-move puzzle is decided (after the solution and the replies). */
export function thenPosition(p: Puzzle): GameState | null {
  if (!p.then) return null;
  let state = puzzlePosition(p);
  const steps: Action[] = [
    puzzleMoveToAction(p.player, p.solution),
    ...p.then.replies.map((r) => puzzleMoveToAction(r.player, r)),
  ];
  for (const a of steps) {
    const next = applyAction(state, a);
    if (!next.ok) throw new RangeError(`thenPosition: ${next.detail}`);
    state = next.state;
  }
  return state;
}

/**
 * Whether `move` is a right answer: it leaves the same position as the solution (a draft of the
 * same color to the same line from a display holding the same tiles counts as the same).
 * `step` 1 judges the second move of a two-move puzzle (false when the puzzle has one move).
 */
export function answerMatches(puzzle: Puzzle, move: PuzzleMove, step: 0 | 1 = 0): boolean {
  const state = step === 0 ? puzzlePosition(puzzle) : thenPosition(puzzle);
  const expected = step === 0 ? puzzle.solution : puzzle.then?.move;
  if (!state || !expected) return false;
  const answer = puzzleMoveToAction(puzzle.player, move);
  if (!applyAction(state, answer).ok) return false;
  return sameOutcome(state, puzzleMoveToAction(puzzle.player, expected), answer);
}

/** Why the puzzle does not stand against the rules, or null (the schema is already checked). */
function ruleError(p: Puzzle): string | null {
  const replayed = replayRecord(p.record);
  if (!replayed.ok)
    return `record: does not replay: round ${replayed.round}, move ${replayed.move}: ${replayed.detail}`;
  if (replayed.finished || p.record.result) return 'record: the game is over, there is no move to find';
  const state = replayed.state;
  if (state.current !== p.player) return `player: seat ${state.current} is to move, not ${p.player}`;
  const solution = puzzleMoveToAction(p.player, p.solution);
  const after = applyAction(state, solution);
  if (!after.ok) return `solution: illegal here: ${after.detail}`;
  const second = puzzleMoveToAction(p.player, p.second);
  const secondOk = applyAction(state, second);
  if (!secondOk.ok) return `second: illegal here: ${secondOk.detail}`;
  if (sameOutcome(state, solution, second)) return 'second: leaves the same position as the solution';
  if (p.then) {
    let s = after.state;
    for (const [i, reply] of p.then.replies.entries()) {
      if (s.round !== state.round || s.phase === 'over') return `then.replies.${i}: the round is over`;
      if (reply.player === p.player || reply.player !== s.current)
        return `then.replies.${i}: seat ${s.current} is to move, not ${reply.player}`;
      const next = applyAction(s, puzzleMoveToAction(reply.player, reply));
      if (!next.ok) return `then.replies.${i}: illegal here: ${next.detail}`;
      s = next.state;
    }
    if (s.round !== state.round || s.phase === 'over') return 'then.move: the round is over';
    if (s.current !== p.player) return `then.move: seat ${s.current} is to move, not ${p.player}`;
    const last = applyAction(s, puzzleMoveToAction(p.player, p.then.move));
    if (!last.ok) return `then.move: illegal here: ${last.detail}`;
  }
  return null;
}

/** A puzzle from a JSON value: checked against the format, then the rules (the record replays, the moves are legal). */
export function parsePuzzle(value: unknown): PuzzleParse {
  const parsed = puzzleSchema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.length ? i.path.join('.') : '(puzzle)'}: ${i.message}`)
      .join('; ');
    return { ok: false, error: `not an ${PUZZLE_FORMAT} puzzle: ${issues}` };
  }
  const puzzle = makePuzzle(parsed.data as Puzzle);
  const error = ruleError(puzzle);
  return error ? { ok: false, error } : { ok: true, puzzle };
}

/** The puzzle with its fields in the format's order and nothing else (what makePuzzleLine writes). */
export function makePuzzle(p: Puzzle): Puzzle {
  return {
    format: PUZZLE_FORMAT,
    game: p.game,
    record: cleanRecord(p.record),
    player: p.player,
    solution: cleanMove(p.solution),
    ...(p.then
      ? {
          then: {
            replies: p.then.replies.map((r) => ({ player: r.player, ...cleanMove(r) })),
            move: cleanMove(p.then.move),
          },
        }
      : {}),
    second: cleanMove(p.second),
    gap: p.gap,
    themes: p.themes.slice(),
    difficulty: p.difficulty,
  };
}

/** One JSON line (no newline): what `azul puzzles` prints and the pool holds, one puzzle a line. */
export function makePuzzleLine(p: Puzzle): string {
  return JSON.stringify(makePuzzle(p));
}

/** One line of a JSON Lines text of puzzles: the puzzle, or why it is not one. `line` is 1-based. */
export type PuzzleLine = ({ ok: true; puzzle: Puzzle } | { ok: false; error: string }) & { line: number };

/** Every puzzle of a JSON Lines text (blank lines skipped), each judged on its own. */
export function parsePuzzleLines(text: string): PuzzleLine[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const out: PuzzleLine[] = [];
  for (const [i, raw] of body.split('\n').entries()) {
    if (raw.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      out.push({ ok: false, line: i + 1, error: `not valid JSON (${(error as Error).message})` });
      continue;
    }
    out.push({ ...parsePuzzle(value), line: i + 1 });
  }
  return out;
}

/**
 * The record cut right before a move: rounds 0..`round`, the last one with its first `before`
 * moves (drafts first, then gray-wall placements, as the review counts them), without its scores
 * and without the game's result. Replaying it gives the position before that move.
 */
export function recordBefore(record: GameRecord, round: number, before: number): GameRecord {
  const whole = cleanRecord(record);
  const rounds = whole.rounds.slice(0, round + 1);
  const last = rounds[round];
  if (!last) throw new RangeError(`recordBefore: the record has rounds 0..${whole.rounds.length - 1}, not ${round}`);
  const drafts = last.moves.length;
  const cut = { startPlayer: last.startPlayer, factories: last.factories, moves: last.moves.slice(0, before) };
  rounds[round] = last.wallPlacements
    ? { ...cut, wallPlacements: last.wallPlacements.slice(0, Math.max(0, before - drafts)) }
    : cut;
  const { result: _result, ...rest } = whole;
  return { ...rest, rounds };
}
