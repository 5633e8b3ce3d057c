// The puzzle generator: from a reviewed game, the positions where the move played was a mistake
// or a blunder and one move is clearly best. Pure and deterministic: the same record, review and
// options give the same puzzles (step budgets and seeds only).
//
// For each candidate (a move the review judged a mistake or a blunder, with at least
// `minCandidates` distinct moves), the position is searched again at `scale` times the review's
// budget (examinePosition):
//   1. hard's search ranks the moves (`budget.search` playouts);
//   2. its `width` most visited moves and the move played are each valued (`budget.value`
//      playouts, one seed for all, aligned rollouts: they meet the same refills playout by
//      playout); the best two are the solution and the second;
//   3. the solution and the second are valued again on `refills - 1` other seeds (other sampled
//      refills of the bag); the gap is the mean over all the seeds of solution − second.
// A puzzle is kept when the gap is at least `minGap`, the solution beats the second on every seed,
// and the solution is not the move played (the review's judgement stands at the deeper budget).
import { applyAction, type Action, type GameRecord, type GameState } from '../engine/core.ts';
import { distinctMoves, rankMoves, valueMove } from '../ai/index.ts';
import { orderMoves } from '../ai/hard.ts';
import { sameOutcome, VALUATION } from '../review/analyse-move.ts';
import { gameDecisions, type Decision } from '../review/positions.ts';
import { scaleBudget } from '../review/stability.ts';
import type { GameReview, ReviewBudget } from '../review/types.ts';
import { actionToPuzzleMove, recordBefore } from './position.ts';
import { themesOf } from './themes.ts';
import { PUZZLE_FORMAT, PUZZLE_THEMES, type Puzzle, type PuzzleTheme } from './types.ts';

/**
 * Expected points the solution must be worth more than the second. Chosen from measurements
 * (docs/puzzles.md, bench --puzzles --min-gap 0): at this gap and above, a search at twice the
 * deep budget kept the same solution in 98% of the positions (98 of 100), against 84% for gaps of
 * 1 to 2 and 71% under 1.
 */
export const MIN_GAP = 3;

export const DEFAULT_PUZZLE_OPTIONS = {
  seed: 'puzzles',
  scale: 10,
  minGap: MIN_GAP,
  refills: 4,
  width: 3,
  minCandidates: 3,
  twoMove: false,
} as const;

export interface PuzzleOptions {
  /** Seeds the deep searches (with the record's seed and the move's index). Default 'puzzles'. */
  seed?: string;
  /** The deep search's budget: the review's times this (default 10). */
  scale?: number;
  /** The deep search's budget itself (instead of `scale`). */
  budget?: ReviewBudget;
  /** Expected points the solution must beat the second by (default MIN_GAP). */
  minGap?: number;
  /** Seeds (samples of the refills) the solution and the second are valued on (default 4). */
  refills?: number;
  /** The deep search's most visited moves valued as solution candidates (default 3), beside the move played. */
  width?: number;
  /** Fewest distinct moves a puzzle's position has (default 3: two options are a coin toss, one is forced). */
  minCandidates?: number;
  /** Index of the game in its input (the puzzles' `game`). Default 0. */
  game?: number;
  /** At most this many candidates per game are searched, the costliest moves first (default all). */
  maxCandidates?: number;
  /**
   * Two-move puzzles: when the player's next move in the same round (after the opponents' replies
   * the deep search expects) is a puzzle of its own, the puzzle asks for both (default false).
   */
  twoMove?: boolean;
  /** Called every few milliseconds of work (a host may pause there). */
  checkpoint?: () => void;
  /** Sees every position searched deeply, kept or not (the benchmark measures with it). */
  onExamined?: (seen: { decision: Decision; examination: Examination; puzzle: Puzzle | null }) => void;
}

export interface Examination {
  /** Distinct moves of the position. */
  candidates: number;
  best: Action;
  /** The best other move (null when the position is forced). */
  second: Action | null;
  /** Per seed: best − second, in expected points of margin for the player to move. */
  gaps: number[];
  /** Mean of `gaps` (0 when forced). */
  gap: number;
  /** Seeds on which the best beat the second. */
  kept: number;
  /** The best's place (0-based) in a greedy ordering of the moves (quickScore: points now, floor, marker). */
  greedyRank: number;
  /** The best's place (0-based) in a shallow search's ranking (the review's search budget). */
  shallowRank: number;
  playouts: number;
}

export interface ExamineOptions {
  budget: ReviewBudget;
  seed: string;
  refills?: number;
  width?: number;
  /** Moves valued as candidates besides the search's (the move played). */
  extra?: readonly Action[];
  /** Stop after the first seed when its gap is below this (the position cannot be a puzzle). */
  stopBelow?: number;
  /** Playouts of the shallow search that places the best (default: a tenth of budget.search). */
  shallowSearch?: number;
  checkpoint?: () => void;
}

/** The deep search of one position: its best and second moves and how far apart they are, seed by seed. */
export function examinePosition(state: GameState, options: ExamineOptions): Examination {
  const player = state.current;
  const distinct = distinctMoves(state);
  if (distinct.length < 2) {
    return {
      candidates: distinct.length,
      best: distinct[0]!,
      second: null,
      gaps: [],
      gap: 0,
      kept: 0,
      greedyRank: 0,
      shallowRank: 0,
      playouts: 0,
    };
  }
  const { budget, seed, checkpoint } = options;
  const refills = options.refills ?? DEFAULT_PUZZLE_OPTIONS.refills;
  const width = options.width ?? DEFAULT_PUZZLE_OPTIONS.width;
  const ranked = rankMoves(state, { seed: `${seed}:rank`, iterations: budget.search, checkpoint });
  let playouts = ranked.playouts;
  const pool: Action[] = [];
  const add = (a: Action) => {
    if (!pool.some((b) => sameOutcome(state, a, b))) pool.push(a);
  };
  for (const m of ranked.moves) if (pool.length < width) add(m.action);
  for (const a of options.extra ?? []) add(a);
  if (pool.length < 2) for (const a of distinct) if (pool.length < 2) add(a);
  const value = (a: Action, k: number) => {
    playouts += budget.value;
    return valueMove(state, a, {
      seed: `${seed}:refill:${k}`,
      iterations: budget.value,
      hard: VALUATION,
      checkpoint,
    }).margins[player]!;
  };
  const first = pool.map((action) => ({ action, value: value(action, 0) }));
  // Ties keep the search's order (the pool's order).
  const order = first.map((x, i) => i).sort((i, j) => first[j]!.value - first[i]!.value || i - j);
  const best = first[order[0]!]!;
  const second = first[order[1]!]!;
  const gaps = [best.value - second.value];
  if (options.stopBelow === undefined || gaps[0]! >= options.stopBelow) {
    for (let k = 1; k < refills; k++) gaps.push(value(best.action, k) - value(second.action, k));
  }
  const shallow = rankMoves(state, {
    seed: `${seed}:shallow`,
    iterations: options.shallowSearch ?? Math.max(1, Math.round(budget.search / 10)),
  });
  playouts += shallow.playouts;
  const place = (list: readonly Action[]) => {
    const at = list.findIndex((a) => sameOutcome(state, a, best.action));
    return at < 0 ? list.length : at;
  };
  return {
    candidates: distinct.length,
    best: best.action,
    second: second.action,
    gaps: gaps.map(round2),
    gap: round2(gaps.reduce((a, b) => a + b, 0) / gaps.length),
    kept: gaps.filter((g) => g > 0).length,
    greedyRank: place(orderMoves(state, distinct)),
    // Moves the shallow search never tried rank after those it did.
    shallowRank: place(shallow.moves.map((m) => m.action)),
    playouts,
  };
}

/**
 * A starting difficulty on the puzzle-rating scale (1500: an average puzzle): harder when the
 * solution is far down a greedy ordering and a shallow search's ranking, when there are many moves
 * to choose from, and when the gap is small.
 *   1320 + 110·log2(1 + greedyRank) + 90·log2(1 + shallowRank) + 120·ln(candidates / 15) − 220·ln(gap / 6)
 * rounded to 10 and kept within 800..2400. The 1320 puts the median of the puzzles bench --puzzles
 * finds at 1500 (docs/puzzles.md).
 */
export function difficultyOf(e: Pick<Examination, 'greedyRank' | 'shallowRank' | 'candidates' | 'gap'>): number {
  const raw =
    1320 +
    110 * Math.log2(1 + e.greedyRank) +
    90 * Math.log2(1 + e.shallowRank) +
    120 * Math.log(Math.max(2, e.candidates) / 15) -
    220 * Math.log(Math.max(0.5, e.gap) / 6);
  return Math.min(2400, Math.max(800, Math.round(raw / 10) * 10));
}

/** How many moves of its round come before the decision (drafts, then gray-wall placements). */
function beforeInRound(decisions: readonly Decision[], d: Decision): number {
  let n = 0;
  for (let i = d.index - 1; i >= 0 && decisions[i]!.round === d.round; i--) n++;
  return n;
}

export interface PuzzleSearch {
  puzzles: Puzzle[];
  /** Positions searched deeply (the candidates the review gave). */
  examined: number;
  /** Playouts the deep searches ran. */
  playouts: number;
}

/**
 * The puzzles of a reviewed game, in the order of the game's moves; `review` must be the review of
 * `record` (any budget: the deep search runs at `scale` times it).
 */
export function findPuzzles(record: GameRecord, review: GameReview, options: PuzzleOptions = {}): Puzzle[] {
  return searchPuzzles(record, review, options).puzzles;
}

/** findPuzzles, with what the search cost. */
export function searchPuzzles(record: GameRecord, review: GameReview, options: PuzzleOptions = {}): PuzzleSearch {
  const d = gameDecisions(record);
  if (!d.ok) throw new RangeError(`findPuzzles: ${d.error}`);
  const decisions = d.decisions;
  if (review.moves.length !== decisions.length)
    throw new RangeError(`findPuzzles: the review has ${review.moves.length} moves, the record ${decisions.length}`);
  const o = { ...DEFAULT_PUZZLE_OPTIONS, ...options };
  const budget = options.budget ?? scaleBudget(review.budget, o.scale);
  const minCandidates = Math.max(2, o.minCandidates);
  let candidates = review.moves.filter(
    (m) => (m.judgement === 'mistake' || m.judgement === 'blunder') && m.candidates >= minCandidates,
  );
  if (options.maxCandidates !== undefined) {
    candidates = candidates
      .slice()
      .sort((a, b) => b.loss - a.loss || a.index - b.index)
      .slice(0, options.maxCandidates)
      .sort((a, b) => a.index - b.index);
  }
  const puzzles: Puzzle[] = [];
  let playouts = 0;
  for (const m of candidates) {
    const decision = decisions[m.index]!;
    const state = decision.state;
    const e = examinePosition(state, {
      budget,
      seed: `${o.seed}:${record.seed ?? ''}:${m.index}`,
      refills: o.refills,
      width: o.width,
      extra: [decision.played],
      stopBelow: o.minGap,
      shallowSearch: review.budget.search,
      checkpoint: options.checkpoint,
    });
    playouts += e.playouts;
    let puzzle = puzzleOf(record, decisions, decision, e, o);
    if (puzzle && o.twoMove) {
      const then = followUp(state, e.best, {
        budget,
        seed: `${o.seed}:${record.seed ?? ''}:${m.index}:then`,
        o,
        shallowSearch: review.budget.search,
        checkpoint: options.checkpoint,
      });
      playouts += then.playouts;
      if (then.found) puzzle = withFollowUp(puzzle, then.found);
    }
    if (puzzle) puzzles.push(puzzle);
    options.onExamined?.({ decision, examination: e, puzzle });
  }
  return { puzzles, examined: candidates.length, playouts };
}

/** What makes a position a puzzle, as findPuzzles judges it: solution, second, gap, themes, difficulty. */
export interface PositionPuzzle {
  solution: Action;
  second: Action;
  gap: number;
  themes: PuzzleTheme[];
  difficulty: number;
  examination: Examination;
}

/** Whether an examined position is a puzzle: enough moves, a clear gap, the solution best on every seed. */
export function judgeExamination(
  state: GameState,
  e: Examination,
  options: Pick<PuzzleOptions, 'minGap' | 'refills' | 'minCandidates'> = {},
): PositionPuzzle | null {
  const minGap = options.minGap ?? DEFAULT_PUZZLE_OPTIONS.minGap;
  const refills = options.refills ?? DEFAULT_PUZZLE_OPTIONS.refills;
  const minCandidates = Math.max(2, options.minCandidates ?? DEFAULT_PUZZLE_OPTIONS.minCandidates);
  if (!e.second || e.candidates < minCandidates) return null;
  if (e.gap < minGap || e.gaps.length < refills || e.kept < e.gaps.length) return null;
  return {
    solution: e.best,
    second: e.second,
    gap: e.gap,
    themes: themesOf(state, e.best, e.second),
    difficulty: difficultyOf(e),
    examination: e,
  };
}

/**
 * One position, searched deeply and judged (a hand-made position, a game in progress): the puzzle
 * it makes for the player to move, or null. `budget` is the deep search's.
 */
export function positionPuzzle(
  state: GameState,
  options: Omit<PuzzleOptions, 'scale' | 'game' | 'maxCandidates' | 'onExamined'> & {
    budget: ReviewBudget;
    /** The shallow search's playouts (difficulty); default a tenth of budget.search. */
    shallowSearch?: number;
  },
): PositionPuzzle | null {
  const o = { ...DEFAULT_PUZZLE_OPTIONS, ...options };
  const e = examinePosition(state, {
    budget: options.budget,
    seed: o.seed,
    refills: o.refills,
    width: o.width,
    stopBelow: o.minGap,
    shallowSearch: options.shallowSearch,
    checkpoint: options.checkpoint,
  });
  return judgeExamination(state, e, o);
}

/** The puzzle an examined position of the game makes, or null when it is not one. */
function puzzleOf(
  record: GameRecord,
  decisions: readonly Decision[],
  decision: Decision,
  e: Examination,
  o: { minGap: number; refills: number; minCandidates: number; game?: number },
): Puzzle | null {
  const state = decision.state;
  const judged = judgeExamination(state, e, o);
  // The review's judgement must stand at the deep budget: the move played is not the solution.
  if (!judged || sameOutcome(state, judged.solution, decision.played)) return null;
  return {
    format: PUZZLE_FORMAT,
    game: o.game ?? 0,
    record: recordBefore(record, decision.round, beforeInRound(decisions, decision)),
    player: state.current,
    solution: actionToPuzzleMove(judged.solution),
    second: actionToPuzzleMove(judged.second),
    gap: judged.gap,
    themes: judged.themes,
    difficulty: judged.difficulty,
  };
}

/** The player's second move of a two-move puzzle: the opponents' replies, the move, and how it was judged. */
interface FollowUp {
  replies: Action[];
  judged: PositionPuzzle;
}

/**
 * After `first`, the opponents play what the deep search prefers until the player moves again; when
 * that is still in the same round and the position is a puzzle of its own, its solution is the second move.
 */
export function followUp(
  state: GameState,
  first: Action,
  options: {
    budget: ReviewBudget;
    seed: string;
    o: Pick<PuzzleOptions, 'minGap' | 'refills' | 'minCandidates' | 'width'>;
    shallowSearch?: number;
    checkpoint?: () => void;
  },
): { found: FollowUp | null; playouts: number } {
  const player = state.current;
  let playouts = 0;
  const none = () => ({ found: null, playouts });
  const step = (s: GameState, a: Action): GameState | null => {
    const next = applyAction(s, a);
    return next.ok && next.state.round === state.round && next.state.phase !== 'over' ? next.state : null;
  };
  let s = step(state, first);
  const replies: Action[] = [];
  while (s && s.current !== player) {
    const ranked = rankMoves(s, {
      seed: `${options.seed}:reply:${replies.length}`,
      iterations: options.budget.search,
      checkpoint: options.checkpoint,
    });
    playouts += ranked.playouts;
    const reply = ranked.moves[0]!.action;
    replies.push(reply);
    s = step(s, reply);
  }
  if (!s) return none();
  const e = examinePosition(s, {
    budget: options.budget,
    seed: options.seed,
    refills: options.o.refills,
    width: options.o.width,
    stopBelow: options.o.minGap ?? DEFAULT_PUZZLE_OPTIONS.minGap,
    shallowSearch: options.shallowSearch,
    checkpoint: options.checkpoint,
  });
  playouts += e.playouts;
  const judged = judgeExamination(s, e, options.o);
  return judged ? { found: { replies, judged }, playouts } : none();
}

/** A one-move puzzle made a two-move one: the replies and the second move, both moves' themes, harder. */
function withFollowUp(p: Puzzle, f: FollowUp): Puzzle {
  const themes = new Set([...p.themes, ...f.judged.themes]);
  return {
    ...p,
    then: {
      replies: f.replies.map((a) => ({ player: a.player, ...actionToPuzzleMove(a) })),
      move: actionToPuzzleMove(f.judged.solution),
    },
    themes: PUZZLE_THEMES.filter((t) => themes.has(t)),
    // Two moves to find: as hard as the harder of the two, and a step more.
    difficulty: Math.min(2400, Math.max(p.difficulty, f.judged.difficulty) + 100),
  };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
