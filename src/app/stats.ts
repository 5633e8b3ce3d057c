// The use cases of ratings, statistics and history: rate a game when it finishes, and gather what
// /azul leaderboard, stats and history show. Values only; the Discord layer words them.
import { namedActor, type Named } from '../actor.ts';
import { GLOBAL_SCOPE, isProvisional, type Scope } from '../stats/index.ts';
import type {
  HistoryGame,
  Opponent,
  PlayerStats,
  RateOutcome,
  RatingRow,
  Standing,
  StatsStore,
  TrendPoint,
} from '../store/stats.ts';
import type { Store } from '../store/types.ts';
import { namesOf } from './view-model/players.ts';
import type { Locale } from '../i18n/index.ts';
import { renderGameImage, type RenderedImage } from './images.ts';
import { refuse, type AppResult } from './errors.ts';
import type { JobHandlers } from './jobs.ts';

export interface StatsLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Which leaderboard: the server the command was used in, or every server. */
export type ScopeChoice = 'server' | 'global';

export interface LeaderboardEntry extends RatingRow {
  rank: number;
  provisional: boolean;
  /** Whom to name: a person by the name they last played under, a bot by its level (`nameOf`). */
  named: Named;
}

export interface Leaderboard {
  scope: ScopeChoice;
  top: LeaderboardEntry[];
  players: number;
  /** The asking user's place, or null when unrated in this scope. */
  mine: (Standing & { provisional: boolean }) | null;
}

export interface PlayerReport {
  userId: string;
  stats: PlayerStats;
  server: (Standing & { provisional: boolean }) | null;
  global: Standing & { provisional: boolean };
  /** The shown rating after each of the last 20 rated games (this server's, else global). */
  trend: TrendPoint[];
  /** The shown rating before the first of those games. */
  trendStart: number | null;
  trendScope: ScopeChoice;
  /** Whom each is (a bot by its level). */
  opponents: (Opponent & { named: Named })[];
}

/** Games a rating stays provisional for (marked on the leaderboard). */
export { PROVISIONAL_GAMES, sparkline } from '../stats/index.ts';

export interface ResultFiles {
  image: RenderedImage;
  /** The azul-record/1 line of the game. */
  record: string;
  game: { id: string; finishedAt: Date | null; names: Named[] };
}

const TOP = 10;
const TREND = 20;
const RIVALS = 3;
const HISTORY = 10;

const fail = (error: 'DB_UNAVAILABLE' | 'NOT_FOUND' | 'OTHER_SERVER' | 'NOT_FINISHED' | 'NO_SERVER', detail: string) =>
  refuse(error, detail);
const UNAVAILABLE = 'the statistics store is unreachable';

export class Stats {
  constructor(
    private readonly stats: StatsStore,
    private readonly games: Store,
    private readonly log: StatsLog,
  ) {}

  /**
   * Call after a game finished: rates it once (a second call, from any process, changes nothing).
   * Never throws: a failure is logged and the game is rated by the next catchUp().
   */
  async gameFinished(gameId: string): Promise<RateOutcome | null> {
    try {
      const rated = await this.stats.rateGame(gameId);
      if (rated.ok) return rated.outcome;
      this.log.error({ gameId, error: rated.error, detail: rated.detail }, 'stats: rating a finished game failed');
    } catch (error) {
      this.log.error({ err: error, gameId }, 'stats: rating a finished game failed');
    }
    return null;
  }

  /** The outbox handler of `rate-game`: written with the change that finished the game. */
  readonly rateJob: JobHandlers['rate-game'] = async (job) => {
    const rated = await this.stats.rateGame(job.gameId);
    // An unreachable database is retried; anything else the start-up catch-up takes care of.
    if (!rated.ok && rated.error === 'DB_UNAVAILABLE') throw new Error(`rating game ${job.gameId}: ${rated.detail}`);
    if (!rated.ok)
      this.log.error(
        { gameId: job.gameId, error: rated.error, detail: rated.detail },
        'stats: rating a finished game failed',
      );
  };

  /** Rates finished games left unrated (a crash between finishing and rating); at start-up. */
  async catchUp(): Promise<number> {
    try {
      const out = await this.stats.rateUnrated();
      if (out.ok) {
        if (out.rated) this.log.info({ rated: out.rated }, 'stats: rated finished games left unrated');
        return out.rated;
      }
      this.log.error({ error: out.error, detail: out.detail }, 'stats: catching up ratings failed');
    } catch (error) {
      this.log.error({ err: error }, 'stats: catching up ratings failed');
    }
    return 0;
  }

  private scopeOf(choice: ScopeChoice, guildId: string | null): Scope | null {
    if (choice === 'global') return GLOBAL_SCOPE;
    return guildId;
  }

  async leaderboard(
    choice: ScopeChoice,
    guildId: string | null,
    userId: string,
  ): Promise<AppResult<{ board: Leaderboard }>> {
    const scope = this.scopeOf(choice, guildId);
    if (!scope) return fail('NO_SERVER', 'a server leaderboard asked outside a server');
    const [board, mine] = await Promise.all([this.stats.leaderboard(scope, TOP), this.stats.standing(scope, userId)]);
    if (!board.ok || !mine.ok) return fail('DB_UNAVAILABLE', UNAVAILABLE);
    // Places as standing() counts them: equal ratings share a place.
    const top = board.rows.map((row) => ({
      ...row,
      rank: 1 + board.rows.filter((o) => o.conservative > row.conservative).length,
      provisional: isProvisional(row.games),
      named: namedActor(row.userId, row.displayName),
    }));
    const standing = mine.standing.rating
      ? { ...mine.standing, provisional: isProvisional(mine.standing.rating.games) }
      : null;
    return { ok: true, board: { scope: choice, top, players: board.players, mine: standing } };
  }

  async player(userId: string, guildId: string | null): Promise<AppResult<{ report: PlayerReport }>> {
    const trendScope: ScopeChoice = guildId ? 'server' : 'global';
    const [stats, server, global, trend, opponents] = await Promise.all([
      this.stats.playerStats(userId, guildId),
      guildId ? this.stats.standing(guildId, userId) : Promise.resolve(null),
      this.stats.standing(GLOBAL_SCOPE, userId),
      this.stats.ratingTrend(guildId ?? GLOBAL_SCOPE, userId, TREND),
      this.stats.headToHead(userId, guildId, RIVALS),
    ]);
    if (!stats.ok || (server && !server.ok) || !global.ok || !trend.ok || !opponents.ok)
      return fail('DB_UNAVAILABLE', UNAVAILABLE);
    const withFlag = (s: Standing) => ({ ...s, provisional: isProvisional(s.rating?.games ?? 0) });
    return {
      ok: true,
      report: {
        userId,
        stats: stats.stats,
        server: server?.ok ? withFlag(server.standing) : null,
        global: withFlag(global.standing),
        trend: trend.points,
        trendStart: trend.start,
        trendScope,
        opponents: opponents.opponents.map((o) => ({ ...o, named: namedActor(o.userId, o.displayName) })),
      },
    };
  }

  async history(userId: string, guildId: string | null): Promise<AppResult<{ games: HistoryGame[] }>> {
    const found = await this.stats.history(userId, guildId, HISTORY);
    return found.ok ? found : fail('DB_UNAVAILABLE', UNAVAILABLE);
  }

  /**
   * The final results image and the record of a finished game, for someone in `guildId` (a
   * game of another server is not shown: a button's id could be forged).
   */
  async resultFiles(
    gameId: string,
    guildId: string | null,
    locale: Locale,
  ): Promise<AppResult<{ files: ResultFiles }>> {
    const found = await this.games.get(gameId);
    if (!found.ok)
      return found.error === 'DB_UNAVAILABLE'
        ? fail('DB_UNAVAILABLE', UNAVAILABLE)
        : fail('NOT_FOUND', `no game ${gameId}`);
    const game = found.game;
    if (game.guildId !== guildId) return fail('OTHER_SERVER', `game of server ${game.guildId}`);
    if (game.status !== 'finished' || !game.state) return fail('NOT_FINISHED', `game is ${game.status}`);
    const exported = await this.games.exportRecord(gameId);
    if (!exported.ok) return fail('NOT_FOUND', `the record of ${gameId} cannot be rebuilt`);
    const image = await renderGameImage(game, 'final', locale);
    return {
      ok: true,
      files: {
        image,
        record: exported.line,
        game: { id: game.id, finishedAt: game.finishedAt, names: namesOf(game) },
      },
    };
  }
}
