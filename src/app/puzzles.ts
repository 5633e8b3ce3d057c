// The puzzle of the day: which puzzle a server gets (chosen once a day, the same for everyone there,
// from its own reviewed games' puzzles once it has enough, else from the shipped pool, never one it
// had), the steps of an answer (the turn's few taps over the puzzle's position, or on the gray wall's
// placement phase the columns the pending tile may go to, as a turn offers them), the answer (one per
// person per puzzle, rated with Glicko-2 both ways, the streak), why the best move is best (the
// facts; the chat layer words them), a person's puzzle stats, the server's post settings, and the
// daily post's job. Days are UTC days of the bot's clock (src/clock.ts), so tests can make them short.
import { clockNow, realTimeOf } from '../clock.ts';
import { applyAction } from '../engine/index.ts';
import type { Action, Draft, GameState, Place } from '../engine/types.ts';
import type { Puzzle, PuzzleMove, PuzzleTheme } from '../puzzles/types.ts';
import {
  DIRECT,
  type PuzzleAttemptRow,
  type PuzzlePlayerRow,
  type PuzzleRow,
  type PuzzleStore,
} from '../store/puzzles.ts';
import { fromStore, refuse, type AppResult } from './errors.ts';
import { puzzleJob } from './puzzle-jobs.ts';
import { puzzleKey, servable, shippedPool, type KeyedPuzzle } from './puzzle-pool.ts';
import {
  actionToPuzzleMove,
  answerMatches,
  parsePuzzle,
  puzzleMoveToAction,
  puzzlePosition,
} from './puzzle-position.ts';
import {
  NEW_PLAYER,
  NO_STREAK,
  chooseDaily,
  currentStreak,
  dayNumber,
  dayOf,
  dayOfNumber,
  moveFacts,
  newPuzzle,
  nextPostAt,
  placeFacts,
  rateAnswer,
  streakAfter,
  type MoveFacts,
  type PlaceFacts,
} from './puzzle-rules.ts';
import { tapStep, type TapPicked, type TapStep } from './tap-steps.ts';
import { placeStepOf, type PlaceStep } from './view-model/turn.ts';

/** What a puzzle's buttons name: the puzzle and the day it was the puzzle of (its day number). */
export interface PuzzleRef {
  gameId: string;
  version: number;
}

/** A move of the answer and of the explanation, with what it does: a draft, or a gray-wall placement. */
export type ExplainedMove =
  { draft: Draft; facts: MoveFacts; place?: undefined } | { place: Place; facts: PlaceFacts; draft?: undefined };

/** An answer's move as its buttons give it (the solver's seat is filled in). */
export type PuzzleAnswer = Omit<Draft, 'type' | 'player'> | Omit<Place, 'type' | 'player'>;

export interface PuzzleResult {
  day: string;
  correct: boolean;
  /** The move answered. */
  answer: ExplainedMove;
  /** The best move, and in a two-move puzzle the same player's second move of the round. */
  best: ExplainedMove;
  then: Draft | null;
  /** What the best move is compared with: the answer when it was wrong, else the best other move. */
  other: ExplainedMove & { yours: boolean };
  /** Expected points the best move is worth more than the best other one (the deep search's). */
  gap: number;
  ratingBefore: number;
  ratingAfter: number;
  streak: number;
  bestStreak: number;
}

export interface ServedPuzzle {
  ref: PuzzleRef;
  day: string;
  puzzle: Puzzle;
  /** The position, the solver's seat to move. */
  state: GameState;
  player: number;
  themes: PuzzleTheme[];
  /** The puzzle's rating now (its difficulty as people found it). */
  rating: number;
  /** The step of a draft's answer to show (null once answered, or when the answer is a placement). */
  tap: TapStep | null;
  /** The gray wall's placement phase: the columns the pending tile may go to, one tap (null otherwise). */
  place: PlaceStep | null;
  /** The viewer's answer, once given. */
  result: PuzzleResult | null;
}

export interface PuzzleStats {
  rating: number;
  /** Fewer than this many answers: the rating is still provisional. */
  provisional: boolean;
  attempts: number;
  solved: number;
  streak: number;
  bestStreak: number;
}

export interface PuzzleShare {
  day: string;
  correct: boolean;
  streak: number;
  rating: number;
}

export interface PuzzleSettingsView {
  channelId: string | null;
  hour: number;
}

/** A post due: where, and the puzzle of that day. */
export interface PuzzlePost {
  channelId: string;
  served: ServedPuzzle;
}

const PROVISIONAL_ANSWERS = 10;

function withoutNames(record: Puzzle['record']): Puzzle['record'] {
  const { names: _names, ...kept } = record;
  return kept;
}

const asDraft = (player: number, move: PuzzleMove): Draft | null => {
  const action = puzzleMoveToAction(player, move);
  return action.type === 'draft' ? action : null;
};

export class Puzzles {
  constructor(
    private readonly store: PuzzleStore,
    private readonly pool: () => Promise<KeyedPuzzle[]> = shippedPool,
    private readonly now: () => Date = () => clockNow(),
  ) {}

  /** Today on the bot's clock (YYYY-MM-DD, UTC). */
  today(): string {
    return dayOf(this.now());
  }

  /** The server's puzzle of `day`, chosen now if nobody asked for it yet. */
  private async puzzleOf(guildId: string, day: string): Promise<AppResult<{ row: PuzzleRow }>> {
    const chosen = await this.store.dayOf(guildId, day);
    if (!chosen.ok) return fromStore(chosen);
    if (chosen.puzzle) return { ok: true, row: chosen.puzzle };
    const pool = await this.pool();
    // Twice: a choice made from keys read before another day's choice may meet it (CONFLICT).
    for (let attempt = 0; attempt < 2; attempt++) {
      const keys = await this.store.keysOf(guildId);
      if (!keys.ok) return fromStore(keys);
      const pick = chooseDaily(
        guildId,
        day,
        keys.own,
        pool.map((p) => p.key),
        new Set(keys.used),
      );
      if (!pick) return refuse('NO_PUZZLE', `no puzzle left for ${guildId}`);
      const shipped = pick.from === 'pool' ? pool.find((p) => p.key === pick.key)! : null;
      const made = await this.store.choose(
        guildId,
        day,
        shipped
          ? {
              key: shipped.key,
              guildId: null,
              gameId: null,
              puzzle: shipped.puzzle,
              ...newPuzzle(shipped.puzzle.difficulty),
            }
          : { key: pick.key },
      );
      if (made.ok) return { ok: true, row: made.puzzle };
      if (made.error !== 'CONFLICT') return fromStore(made);
    }
    return refuse('BUSY', `the puzzle of ${day} for ${guildId} could not be chosen`);
  }

  /** The stored puzzle, read and checked (a row that no longer reads is no puzzle to give). */
  private read(row: PuzzleRow): AppResult<{ puzzle: Puzzle; state: GameState }> {
    const parsed = parsePuzzle(row.puzzle);
    if (!parsed.ok || !servable(parsed.puzzle))
      return refuse('NO_PUZZLE', `puzzle ${row.id}: ${parsed.ok ? 'not served' : parsed.error}`);
    return { ok: true, puzzle: parsed.puzzle, state: puzzlePosition(parsed.puzzle) };
  }

  private async serve(
    row: PuzzleRow,
    day: string,
    userId: string,
    picked: TapPicked,
  ): Promise<AppResult<{ served: ServedPuzzle }>> {
    const read = this.read(row);
    if (!read.ok) return read;
    const [attempt, player] = await Promise.all([this.store.attempt(row.id, userId), this.store.player(userId)]);
    if (!attempt.ok) return fromStore(attempt);
    if (!player.ok) return fromStore(player);
    const result = attempt.attempt ? this.resultOf(read.puzzle, read.state, attempt.attempt, player.player) : null;
    const placing = read.state.phase === 'wall';
    const tap = result || placing ? null : tapStep(read.state, picked);
    // A placement is one tap: no picks lead to it.
    const place =
      result || !placing || picked.source !== undefined || picked.color !== undefined ? null : placeStepOf(read.state);
    if (!result && !tap && !place) return refuse('CHOICE_GONE', `no step for ${JSON.stringify(picked)}`);
    return {
      ok: true,
      served: {
        ref: { gameId: row.id, version: dayNumber(day) },
        day,
        puzzle: read.puzzle,
        state: read.state,
        player: read.puzzle.player,
        themes: read.puzzle.themes,
        rating: Math.round(row.rating),
        tap,
        place,
        result,
      },
    };
  }

  /** Today's puzzle of the server (null: direct messages share one) for `userId`, at the picks so far. */
  async todays(
    guildId: string | null,
    userId: string,
    picked: TapPicked = {},
  ): Promise<AppResult<{ served: ServedPuzzle }>> {
    const day = this.today();
    const chosen = await this.puzzleOf(guildId ?? DIRECT, day);
    if (!chosen.ok) return chosen;
    return this.serve(chosen.row, day, userId, picked);
  }

  /** The puzzle a button names, if it is still the server's puzzle of today (else PUZZLE_STALE). */
  private async current(ref: PuzzleRef, guildId: string | null): Promise<AppResult<{ row: PuzzleRow; day: string }>> {
    const day = this.today();
    if (ref.version !== dayNumber(day))
      return refuse('PUZZLE_STALE', `the button is of ${dayOfNumber(ref.version)}, today is ${day}`);
    const chosen = await this.store.dayOf(guildId ?? DIRECT, day);
    if (!chosen.ok) return fromStore(chosen);
    if (!chosen.puzzle || chosen.puzzle.id !== ref.gameId)
      return refuse('PUZZLE_STALE', `${ref.gameId} is not the puzzle of ${day} here`);
    return { ok: true, row: chosen.puzzle, day };
  }

  /** The puzzle of a button at the picks so far (a step of the answer). */
  async atStep(
    ref: PuzzleRef,
    guildId: string | null,
    userId: string,
    picked: TapPicked,
  ): Promise<AppResult<{ served: ServedPuzzle }>> {
    const found = await this.current(ref, guildId);
    if (!found.ok) return found;
    return this.serve(found.row, found.day, userId, picked);
  }

  /**
   * `userId` answers the puzzle with `move` (a draft or a placement): right or wrong, both
   * ratings moved, the streak; once per person per puzzle (PUZZLE_ANSWERED, nothing changed).
   */
  async answer(
    ref: PuzzleRef,
    guildId: string | null,
    userId: string,
    move: PuzzleAnswer,
  ): Promise<AppResult<{ served: ServedPuzzle; result: PuzzleResult }>> {
    const found = await this.current(ref, guildId);
    if (!found.ok) return found;
    const read = this.read(found.row);
    if (!read.ok) return read;
    const { puzzle, state } = read;
    const action: Action =
      'source' in move
        ? { type: 'draft', player: puzzle.player, ...move }
        : { type: 'place', player: puzzle.player, ...move };
    const legal = applyAction(state, action);
    if (!legal.ok) return refuse('ILLEGAL', legal.detail, null, { rule: legal.error });
    const answer: PuzzleMove = actionToPuzzleMove(action);
    const correct = answerMatches(puzzle, answer);
    const day = found.day;
    const saved = await this.store.answer(
      { puzzleId: found.row.id, userId, guildId: guildId ?? DIRECT, day },
      (player, row) => {
        const before = player ?? {
          ...NEW_PLAYER,
          attempts: 0,
          solved: 0,
          streak: 0,
          bestStreak: 0,
          lastDay: null,
          lastCorrect: false,
        };
        const streak = streakAfter(
          player
            ? {
                streak: player.streak,
                best: player.bestStreak,
                lastDay: player.lastDay,
                lastCorrect: player.lastCorrect,
              }
            : NO_STREAK,
          day,
          correct,
        );
        const rated = rateAnswer(before, row, correct);
        return {
          player: {
            ...rated.player,
            attempts: before.attempts + 1,
            solved: before.solved + (correct ? 1 : 0),
            streak: streak.streak,
            bestStreak: streak.best,
            lastDay: streak.lastDay,
            lastCorrect: streak.lastCorrect,
          },
          puzzle: { ...rated.puzzle, solvedDelta: correct ? 1 : 0 },
          attempt: {
            move: answer,
            correct,
            ratingBefore: before.rating,
            ratingAfter: rated.player.rating,
            streak: streak.streak,
          },
        };
      },
    );
    if (!saved.ok) return fromStore(saved);
    if (saved.already) return refuse('PUZZLE_ANSWERED', `${userId} answered ${found.row.id} before`);
    const result = this.resultOf(puzzle, state, saved.attempt, saved.player);
    const served: ServedPuzzle = {
      ref: { gameId: found.row.id, version: dayNumber(day) },
      day,
      puzzle,
      state,
      player: puzzle.player,
      themes: puzzle.themes,
      rating: Math.round(saved.puzzle.rating),
      tap: null,
      place: null,
      result,
    };
    return { ok: true, served, result };
  }

  private resultOf(
    puzzle: Puzzle,
    state: GameState,
    attempt: PuzzleAttemptRow,
    player: PuzzlePlayerRow | null,
  ): PuzzleResult {
    const explain = (move: PuzzleMove): ExplainedMove => {
      const action = puzzleMoveToAction(puzzle.player, move);
      return action.type === 'draft'
        ? { draft: action, facts: moveFacts(state, action) }
        : { place: action, facts: placeFacts(state, action) };
    };
    const answered = explain(attempt.move as PuzzleMove);
    const best = explain(puzzle.solution);
    const other = attempt.correct ? { ...explain(puzzle.second), yours: false } : { ...answered, yours: true };
    return {
      day: attempt.day,
      correct: attempt.correct,
      answer: answered,
      best,
      then: puzzle.then ? asDraft(puzzle.player, puzzle.then.move) : null,
      other,
      gap: puzzle.gap,
      ratingBefore: Math.round(attempt.ratingBefore),
      ratingAfter: Math.round(attempt.ratingAfter),
      streak: attempt.streak,
      bestStreak: Math.max(player?.bestStreak ?? 0, attempt.streak),
    };
  }

  /** A person's puzzle rating, answers and streak (as it stands today: a missed day broke it). */
  async stats(userId: string): Promise<AppResult<{ stats: PuzzleStats }>> {
    const found = await this.store.player(userId);
    if (!found.ok) return fromStore(found);
    const p = found.player;
    if (!p || p.rd === 0)
      return {
        ok: true,
        stats: { rating: NEW_PLAYER.rating, provisional: true, attempts: 0, solved: 0, streak: 0, bestStreak: 0 },
      };
    const streak = currentStreak(
      { streak: p.streak, best: p.bestStreak, lastDay: p.lastDay, lastCorrect: p.lastCorrect },
      this.today(),
    );
    return {
      ok: true,
      stats: {
        rating: Math.round(p.rating),
        provisional: p.attempts < PROVISIONAL_ANSWERS,
        attempts: p.attempts,
        solved: p.solved,
        streak,
        bestStreak: p.bestStreak,
      },
    };
  }

  /** The spoiler-free line of a person's answer to a puzzle (PUZZLE_NOT_ANSWERED before they answer). */
  async share(ref: PuzzleRef, userId: string): Promise<AppResult<{ share: PuzzleShare }>> {
    const found = await this.store.attempt(ref.gameId, userId);
    if (!found.ok) return fromStore(found);
    const a = found.attempt;
    if (!a) return refuse('PUZZLE_NOT_ANSWERED', `${userId} did not answer ${ref.gameId}`);
    return { ok: true, share: { day: a.day, correct: a.correct, streak: a.streak, rating: Math.round(a.ratingAfter) } };
  }

  async settings(guildId: string): Promise<AppResult<{ settings: PuzzleSettingsView }>> {
    const found = await this.store.settings(guildId);
    return found.ok ? { ok: true, settings: found.settings } : fromStore(found);
  }

  /**
   * Where (a channel; null: no post) and at what hour (UTC) the server's puzzle of the day is posted;
   * with a channel, the next post's job is written with the setting (`nextAt`: when, in real time).
   */
  async setSettings(
    guildId: string,
    patch: { channelId?: string | null; hour?: number },
  ): Promise<AppResult<{ settings: PuzzleSettingsView; nextAt: Date | null }>> {
    if (patch.hour !== undefined && !(Number.isInteger(patch.hour) && patch.hour >= 0 && patch.hour <= 23))
      return refuse('BAD_HOUR', `hour ${patch.hour}`);
    const was = await this.store.settings(guildId);
    if (!was.ok) return fromStore(was);
    const channelId = patch.channelId !== undefined ? patch.channelId : was.settings.channelId;
    const hour = patch.hour ?? was.settings.hour;
    let nextAt: Date | null = null;
    const jobs = [];
    if (channelId) {
      const now = this.now();
      const posted = await this.store.postOf(guildId, dayOf(now));
      if (!posted.ok) return fromStore(posted);
      nextAt = nextPostAt(now, hour, posted.claimed);
      jobs.push(puzzleJob('puzzle-post', { guildId, day: dayOf(nextAt) }, { runAt: realTimeOf(nextAt) }));
    }
    const set = await this.store.setSettings(guildId, patch, jobs);
    if (!set.ok) return fromStore(set);
    return { ok: true, settings: set.settings, nextAt: nextAt && realTimeOf(nextAt) };
  }

  /**
   * The `puzzle-post` job of `day`: the post to make now, or null (no channel any more, not due yet:
   * written again for its time, or posted by another job). Claiming it writes the next day's job.
   */
  async postDue(guildId: string, day: string, jobId: number): Promise<AppResult<{ post: PuzzlePost | null }>> {
    const set = await this.store.settings(guildId);
    if (!set.ok) return fromStore(set);
    const { channelId, hour } = set.settings;
    if (!channelId) return { ok: true, post: null };
    const now = this.now();
    const today = dayOf(now);
    // A job late by days (the bot was down) posts today's.
    const postDay = day < today ? today : day;
    const dueAt = new Date(Date.parse(`${postDay}T00:00:00Z`) + hour * 3_600_000);
    if (dueAt.getTime() - now.getTime() > 10 * 60_000) {
      // The hour moved later since it was written: again at the new time (whichever job posts first, posts).
      const again = await this.store.setSettings(guildId, {}, [
        puzzleJob('puzzle-post', { guildId, day: postDay }, { runAt: realTimeOf(dueAt) }),
      ]);
      return again.ok ? { ok: true, post: null } : fromStore(again);
    }
    const nextAt = new Date(Date.parse(`${postDay}T00:00:00Z`) + 86_400_000 + hour * 3_600_000);
    const claim = await this.store.claimPost(guildId, postDay, channelId, jobId, [
      puzzleJob('puzzle-post', { guildId, day: dayOf(nextAt) }, { runAt: realTimeOf(nextAt) }),
    ]);
    if (!claim.ok) return fromStore(claim);
    if (!claim.claimed || claim.posted) return { ok: true, post: null };
    const chosen = await this.puzzleOf(guildId, postDay);
    if (!chosen.ok) return chosen;
    const read = this.read(chosen.row);
    if (!read.ok) return read;
    return {
      ok: true,
      post: {
        channelId,
        served: {
          ref: { gameId: chosen.row.id, version: dayNumber(postDay) },
          day: postDay,
          puzzle: read.puzzle,
          state: read.state,
          player: read.puzzle.player,
          themes: read.puzzle.themes,
          rating: Math.round(chosen.row.rating),
          tap: null,
          place: null,
          result: null,
        },
      },
    };
  }

  /** Notes the day's post as made. */
  async posted(guildId: string, day: string, messageId: string): Promise<void> {
    await this.store.markPosted(guildId, day, messageId);
  }

  /** Stores a server's own puzzles (found in its reviewed games); answers how many were new. */
  async addOwn(guildId: string, gameId: string, puzzles: Puzzle[]): Promise<AppResult<{ added: number }>> {
    const rows = puzzles.filter(servable).map((puzzle) => ({
      key: puzzleKey('game', puzzle),
      guildId,
      gameId,
      // A puzzle names nobody: the players' names stay with their game (and go when a player is forgotten).
      puzzle: { ...puzzle, record: withoutNames(puzzle.record) },
      ...newPuzzle(puzzle.difficulty),
    }));
    const added = await this.store.add(rows);
    return added.ok ? { ok: true, added: added.added } : fromStore(added);
  }
}
