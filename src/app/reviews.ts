// The game review's use cases: a finished game's review computed once (in the AI's
// process, off the click path, move by move into the store so a restart resumes it), stored,
// shown (the `review-game` job posts it in the game's thread once; `/azul review` shows it
// privately, computing it if needed), and what the chat layer formats: the review's model with
// its images (the evaluation chart, a position for each costly move).
import { parseRecordItems, type GameRecord } from '../engine/index.ts';
import type { RenderedImage } from '../render/index.ts';
import { renderer } from './renderer.ts';
import { wordsFor, type Locale } from '../i18n/index.ts';
import { nameOf } from '../actor.ts';
import { imageWordsFor, type ImageWords } from './image-words.ts';
import {
  DEFAULT_BUDGET,
  REVIEW_FORMAT,
  budgetError,
  prepareReview,
  reviewMoveToAction,
  scaleBudget,
  type GameReview,
  type Judgement,
  type MoveReview,
  type ReviewBudget,
  type ReviewMove,
} from '../review/index.ts';
import type { ReviewStore, StoredReviewRow } from '../store/reviews.ts';
import { puzzleJob } from './puzzle-jobs.ts';
import type { Game, Store } from '../store/types.ts';
import { fromStore, refuse, type AppResult } from './errors.ts';
import { playersOf, type PlayerRef } from './view-model/players.ts';

export type { ReviewMove, Judgement };

/** The per-move budget: the review's default times `scale` (AZUL_REVIEW_SCALE; tests make it tiny). */
export function reviewBudget(scale = 1): ReviewBudget {
  const scaled = scaleBudget(DEFAULT_BUDGET, scale);
  return { search: Math.max(1, scaled.search), value: Math.max(1, scaled.value) };
}

/** Runs the analysis (src/review/queue.ts over the AI's process): one game at a time, resumable. */
export interface ReviewRunner {
  review(
    record: GameRecord,
    job: { done?: readonly MoveReview[]; budget?: ReviewBudget; onMove?: (move: MoveReview, of: number) => void },
  ): Promise<GameReview>;
  /** Stops every review queued or running (the process is stopping). */
  cancelAll(): void;
}

export interface ReviewLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** A costly move as shown: what was played, the better move, the points given away, and its picture. */
export interface ReviewedMove {
  index: number;
  round: number;
  played: ReviewMove;
  better: ReviewMove;
  loss: number;
  judgement: Judgement;
  /** The file name of its position image among the model's images; null when it has none (Discord's 10 files). */
  image: string | null;
}

export interface ReviewedPlayer {
  player: PlayerRef;
  score: number;
  /** Percent of judged moves within 1 expected point of the best. */
  accuracy: number;
  meanLoss: number;
  /** Judged moves (forced ones left out). */
  moves: number;
  inaccuracies: number;
  mistakes: number;
  blunders: number;
  costliest: ReviewedMove[];
}

/** What a review message shows. */
export interface ReviewModel {
  gameId: string;
  variant: Game['variant'];
  /** Moves analysed. */
  moves: number;
  /** Ended by the rules (false: by agreement). */
  finished: boolean;
  players: ReviewedPlayer[];
  thresholds: GameReview['thresholds'];
  /** The evaluation chart's file name among `images` (null when drawing failed). */
  chart: string | null;
  /** Every picture the message attaches: the chart first, then the positions. */
  images: RenderedImage[];
}

/** A stored review in short, for a table that shows it beside the final results. */
export interface ReviewSummary {
  players: {
    seat: number;
    accuracy: number;
    moves: number;
    inaccuracies: number;
    mistakes: number;
    blunders: number;
  }[];
}

/** Discord attaches at most 10 files: the chart and 9 positions. */
export const MAX_POSITION_IMAGES = 9;

/**
 * One page of a review as a reader goes through it on a phone (each a screen or two; the whole
 * review in one message was seven screens, twelve pictures).
 */
export type ReviewPage =
  /**
   * The first: the reader's accuracy, their costliest move with its picture, the chart, the others'
   * lines; a reader who did not play: every player's line and the chart.
   */
  | { kind: 'lead'; seat: number | null }
  /** One costly move of a player (`rank` 0: their costliest) with its picture. */
  | { kind: 'move'; seat: number; rank: number };

/**
 * The pages of a review for the reader in `readerSeat` (null: not a player), in order: the lead,
 * the reader's other costly moves, then each other player's in seat order.
 */
export function reviewPages(
  players: readonly { seat: number; costliest: readonly unknown[] }[],
  readerSeat: number | null,
): ReviewPage[] {
  const pages: ReviewPage[] = [{ kind: 'lead', seat: readerSeat }];
  const mine = players.filter((p) => p.seat === readerSeat);
  for (const p of [...mine, ...players.filter((q) => q.seat !== readerSeat)])
    p.costliest.forEach((_, rank) => {
      if (p.seat !== readerSeat || rank > 0) pages.push({ kind: 'move', seat: p.seat, rank });
    });
  return pages;
}

/** A page of a review for one reader: its model (with the pictures it shows), which page, and how many. */
export interface ReviewPageModel {
  model: ReviewModel;
  page: ReviewPage;
  /** 0-based. */
  index: number;
  count: number;
}

/** What a review's model draws: the chart, and the positions of these moves (by move index). */
export interface ReviewPictures {
  chart?: boolean;
  /** Default: each player's costliest first, then each one's second..., up to MAX_POSITION_IMAGES. */
  positions?: readonly number[];
}

type Ready = AppResult<{ game: Game; review: GameReview; stored: StoredReviewRow }>;

export class Reviews {
  /** Reviews this process is computing, by game: a second ask waits for the same one. */
  private readonly computing = new Map<string, Promise<Ready>>();

  constructor(
    private readonly games: Store,
    private readonly store: ReviewStore,
    private readonly runner: ReviewRunner,
    private readonly log: ReviewLog,
    /** The review's budget times this (the configuration's AZUL_REVIEW_SCALE; default 1). */
    private readonly budgetScale = 1,
  ) {}

  /**
   * A finished game's review, as stored or computed now (and
   * stored): refused for a game not finished, cancelled or unknown.
   */
  ensure(gameId: string): Promise<Ready> {
    const running = this.computing.get(gameId);
    if (running) return running;
    const work = this.compute(gameId).finally(() => this.computing.delete(gameId));
    this.computing.set(gameId, work);
    return work;
  }

  /** Stops the reviews in progress (the process stops; what was analysed is stored, and resumed later). */
  cancelAll(): void {
    this.runner.cancelAll();
  }

  /**
   * The game `/azul review` means when typed in `channelId`: the game of this thread (a finished one), else why not.
   */
  async gameOfChannel(channelId: string): Promise<AppResult<{ gameId: string }>> {
    const inThread = await this.games.findByThread(channelId);
    if (!inThread.ok) return fromStore(inThread);
    if (inThread.game) return { ok: true, gameId: inThread.game.id };
    const here = await this.games.findByChannel(channelId);
    if (!here.ok) return fromStore(here);
    if (here.game) return refuse('REVIEW_NOT_FINISHED', `game ${here.game.id} is ${here.game.status}`, here.game);
    return refuse('NO_GAME_TO_REVIEW', `no game in channel ${channelId}`);
  }

  /**
   * The review of a game for someone in `guildId` (a game of
   * another server is not shown: a button's id could be forged).
   */
  async forViewer(gameId: string, guildId: string | null): Promise<Ready> {
    const found = await this.games.get(gameId);
    if (!found.ok) return fromStore(found);
    if (found.game.guildId !== guildId) return refuse('OTHER_SERVER', `game of server ${found.game.guildId}`);
    return this.ensure(gameId);
  }

  /**
   * A finished game's review if it is stored whole (nothing computed, nothing drawn): each player's
   * accuracy and misjudged moves; null while it is not ready (or cannot be read).
   */
  async ready(gameId: string): Promise<ReviewSummary | null> {
    const read = await this.store.get(gameId);
    if (!read.ok || !read.review || read.review.review === null) return null;
    const review = read.review.review as GameReview;
    return {
      players: review.players.map((p) => ({
        seat: p.seat,
        accuracy: p.accuracy,
        moves: p.moves,
        inaccuracies: p.inaccuracies,
        mistakes: p.mistakes,
        blunders: p.blunders,
      })),
    };
  }

  /** Notes that the review was posted, once: false when it already was. */
  async markPosted(gameId: string, messageId: string): Promise<boolean> {
    const marked = await this.store.markPosted(gameId, messageId);
    if (!marked.ok) throw new Error(`noting the posted review of ${gameId}: ${marked.detail}`);
    return marked.marked;
  }

  /** Whether the game's final results are still to be posted (the review comes after them). */
  async resultsPending(gameId: string): Promise<boolean> {
    const pending = await this.games.jobs.pending(gameId);
    return pending.ok && pending.jobs.some((j) => j.kind === 'present');
  }

  /**
   * Page `index` of the review for `readerId` (their own part first: src/app/reviews.ts
   * reviewPages), with only the pictures it shows; null for a page there is not.
   */
  async page(
    game: Game,
    review: GameReview,
    locale: Locale,
    readerId: string,
    index: number,
  ): Promise<ReviewPageModel | null> {
    const seat = game.seats.find((s) => s.userId === readerId && s.botLevel === null)?.seat ?? null;
    const pages = reviewPages(review.players, seat);
    const page = pages[index];
    if (!page) return null;
    const costly = (at: number, rank: number) => review.players.find((p) => p.seat === at)?.costliest[rank]?.index;
    const shown =
      page.kind === 'lead' ? (page.seat === null ? undefined : costly(page.seat, 0)) : costly(page.seat, page.rank);
    const model = await this.model(game, review, locale, {
      chart: page.kind === 'lead',
      positions: shown === undefined ? [] : [shown],
    });
    return { model, page, index, count: pages.length };
  }

  /**
   * The review as a message shows it, with its pictures (`pictures`: which; default the chart and up
   * to 9 positions).
   */
  async model(game: Game, review: GameReview, locale: Locale, pictures: ReviewPictures = {}): Promise<ReviewModel> {
    const players = playersOf(game);
    const said = wordsFor(locale);
    const names = players.map((p) => nameOf(said, p.named));
    const images: RenderedImage[] = [];
    const words = imageWordsFor(locale).review;
    const { renderReviewChart } = await renderer();
    const drawChart = pictures.chart ?? true;
    const chart = !drawChart
      ? null
      : await renderReviewChart({
          words,
          names,
          margins: review.series.margin,
          rounds: [review.moves[0]?.round ?? 0, ...review.moves.map((m) => m.round)],
          marks: review.moves.flatMap((m) =>
            m.judgement === 'mistake' || m.judgement === 'blunder'
              ? [{ point: m.index + 1, seat: m.player, severity: m.judgement }]
              : [],
          ),
        }).catch((error: unknown) => {
          this.log.error({ err: error, gameId: game.id }, 'review: drawing the chart failed');
          return null;
        });
    if (chart) images.push(chart);
    // Each player's costliest move first, then each one's second...: every player gets pictures.
    const pictured = new Set<number>(pictures.positions ?? []);
    const ranks = pictures.positions ? 0 : Math.max(0, ...review.players.map((p) => p.costliest.length));
    for (let rank = 0; rank < ranks && pictured.size < MAX_POSITION_IMAGES; rank++) {
      for (const p of review.players) {
        const c = p.costliest[rank];
        if (c && pictured.size < MAX_POSITION_IMAGES) pictured.add(c.index);
      }
    }
    const positions = await this.positionImages(game, review, [...pictured], names, words);
    images.push(...positions.values());
    return {
      gameId: game.id,
      variant: game.variant,
      moves: review.moves.length,
      finished: review.finished,
      thresholds: review.thresholds,
      chart: chart?.fileName ?? null,
      images,
      players: review.players.map((p) => ({
        player: players[p.seat]!,
        score: review.scores[p.seat] ?? 0,
        accuracy: p.accuracy,
        meanLoss: p.meanLoss,
        moves: p.moves,
        inaccuracies: p.inaccuracies,
        mistakes: p.mistakes,
        blunders: p.blunders,
        costliest: p.costliest.map((c) => ({ ...c, image: positions.get(c.index)?.fileName ?? null })),
      })),
    };
  }

  /** The positions of the costly moves `indexes`, played and better move marked, by move index. */
  private async positionImages(
    game: Game,
    review: GameReview,
    indexes: number[],
    names: string[],
    words: ImageWords['review'],
  ): Promise<Map<number, RenderedImage>> {
    const { renderReviewPosition } = await renderer();
    const out = new Map<number, RenderedImage>();
    if (indexes.length === 0) return out;
    const record = await this.record(game.id);
    const prepared = record ? prepareReview(record) : null;
    if (!prepared?.ok) return out;
    for (const index of indexes.sort((a, b) => a - b)) {
      const decision = prepared.game.decisions[index];
      const move = review.moves[index];
      if (!decision || !move) continue;
      try {
        const image = await renderReviewPosition({
          words,
          state: decision.state,
          name: names[move.player] ?? '',
          names,
          played: decision.played,
          better: reviewMoveToAction(move.player, move.best),
          loss: move.loss,
        });
        // One file name per move (two costly moves of one round would share the renderer's).
        out.set(index, { ...image, fileName: image.fileName.replace(/^[^.]*/, `azul-review-move-${index + 1}`) });
      } catch (error) {
        this.log.error({ err: error, gameId: game.id, index }, 'review: drawing a position failed');
      }
    }
    return out;
  }

  private async record(gameId: string): Promise<GameRecord | null> {
    const exported = await this.games.exportRecord(gameId);
    if (!exported.ok) return null;
    const [item] = parseRecordItems(exported.line);
    return item?.ok ? item.record : null;
  }

  private async compute(gameId: string): Promise<Ready> {
    const found = await this.games.get(gameId);
    if (!found.ok) return fromStore(found);
    const game = found.game;
    if (game.status === 'lobby' || game.status === 'active')
      return refuse('REVIEW_NOT_FINISHED', `game ${gameId} is ${game.status}`, game);
    if (game.status !== 'finished') return refuse('NOT_REVIEWABLE', `game ${gameId} is ${game.status}`, game);
    const stored = await this.store.get(gameId);
    if (!stored.ok) return fromStore(stored);
    const done = stored.review && asReview(stored.review.review);
    if (stored.review && done) return { ok: true, game, review: done, stored: stored.review };
    const record = await this.record(gameId);
    const prepared = record ? prepareReview(record) : null;
    if (!record || !prepared?.ok)
      return refuse(
        'NOT_REVIEWABLE',
        `the record of ${gameId} cannot be reviewed${prepared && !prepared.ok ? `: ${prepared.error}` : ''}`,
        game,
      );
    const started = await this.store.start(gameId, reviewBudget(this.budgetScale));
    if (!started.ok) return fromStore(started);
    const budget = asBudget(started.review.budget) ?? reviewBudget(this.budgetScale);
    // Moves stored by an earlier run (a restart): the analysis goes on after them.
    const resumed = resumable(
      started.review.moves,
      prepared.game.decisions.map((d) => d.played.player),
    );
    if (resumed.length)
      this.log.info({ gameId, resumed: resumed.length, of: prepared.game.moveCount }, 'review: resuming');
    let writes: Promise<unknown> = Promise.resolve();
    let review: GameReview;
    try {
      review = await this.runner.review(record, {
        done: resumed,
        budget,
        onMove: (move) => {
          writes = writes
            .then(() => this.store.addMove(gameId, move.index, move))
            .then(
              (r) =>
                r.ok ||
                this.log.warn(
                  { gameId, index: move.index, error: r.error },
                  'review: a move could not be stored (it is analysed again after a restart)',
                ),
            );
        },
      });
    } finally {
      // A stopped analysis keeps what it found: its moves are stored before the stop is reported.
      await writes;
    }
    // Names are the seats' (shown from the game): a forgotten player's name is not kept here.
    const { names: _names, ...kept } = review;
    // Its server's puzzles are searched for in it next (a worker's job, written with the review).
    const completed = await this.store.complete(
      gameId,
      kept,
      game.guildId ? [puzzleJob('puzzle-find', { gameId })] : [],
    );
    if (!completed.ok) return fromStore(completed);
    const now = await this.store.get(gameId);
    if (!now.ok || !now.review) return now.ok ? refuse('NOT_FOUND', `the review of ${gameId} is gone`) : fromStore(now);
    this.log.info({ gameId, moves: review.moves.length, budget }, 'review: complete');
    return { ok: true, game, review: asReview(now.review.review) ?? kept, stored: now.review };
  }
}

function asReview(value: unknown): GameReview | null {
  const r = value as Partial<GameReview> | null;
  return r && r.format === REVIEW_FORMAT && Array.isArray(r.players) && Array.isArray(r.moves)
    ? (r as GameReview)
    : null;
}

function asBudget(value: unknown): ReviewBudget | null {
  const b = value as Partial<ReviewBudget> | null;
  if (!b || typeof b.search !== 'number' || typeof b.value !== 'number') return null;
  return budgetError(b as ReviewBudget) ? null : { search: b.search, value: b.value };
}

/** The stored moves that belong to this game, in order (who moved must match): the run to resume from. */
function resumable(moves: unknown[], players: number[]): MoveReview[] {
  const out: MoveReview[] = [];
  for (const m of moves as Partial<MoveReview>[]) {
    if (!m || m.index !== out.length || m.player !== players[out.length]) break;
    out.push(m as MoveReview);
  }
  return out;
}
