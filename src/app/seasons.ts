// A server's leaderboard in seasons (`/azul settings seasons`): monthly or quarterly (by the calendar,
// UTC), or started and ended by hand. Ratings carry on from season to season (the all-time leaderboard
// is never reset); a season's table counts the games rated in it alone, everyone starting afresh, so
// newcomers can top it. A season's end is a job written when it opens: it closes the season, opens the
// next and has its final table posted once, whichever process runs it and however often.
import { conservative, isProvisional, RatingLedger } from '../stats/index.ts';
import type { SeasonRow, SeasonStore } from '../store/seasons.ts';
import type { Store } from '../store/types.ts';
import { fromStore, refuse, type AppResult } from './errors.ts';
import { tournamentJob } from './tournament-jobs.ts';

export const SEASON_MODES = ['off', 'monthly', 'quarterly', 'manual'] as const;
export type SeasonMode = (typeof SEASON_MODES)[number];
export type SeasonChoice = 'current' | 'previous';

export type { SeasonRow };

export function isSeasonMode(value: unknown): value is SeasonMode {
  return (SEASON_MODES as readonly unknown[]).includes(value);
}

/**
 * When a season of `mode` that starts at `at` ends: the first instant of the next month or quarter (UTC);
 * null by hand.
 */
export function seasonEnd(mode: SeasonMode, at: Date): Date | null {
  if (mode !== 'monthly' && mode !== 'quarterly') return null;
  const months = mode === 'monthly' ? 1 : 3;
  const month = at.getUTCMonth();
  const first = mode === 'monthly' ? month : month - (month % 3);
  return new Date(Date.UTC(at.getUTCFullYear(), first + months, 1));
}

export interface SeasonTableRow {
  rank: number;
  userId: string;
  name: string;
  /** The shown rating (mu - 3 sigma) from the season's games alone. */
  conservative: number;
  games: number;
  wins: number;
  provisional: boolean;
}

export interface SeasonTable {
  season: SeasonRow;
  /** The season is over (its table is final). */
  over: boolean;
  top: SeasonTableRow[];
  players: number;
  /** The asking user's row, or null when they played no rated game in it. */
  mine: SeasonTableRow | null;
}

const TOP = 10;

/** The season's ratings replayed from its games alone (a server scope: everyone starts afresh), best first. */
export function seasonRows(
  guildId: string,
  games: Parameters<RatingLedger['apply']>[0][],
  names: ReadonlyMap<string, string>,
): SeasonTableRow[] {
  const ledger = new RatingLedger();
  for (const game of games) ledger.apply(game);
  return [...ledger.players(guildId)]
    .map(([userId, r]) => ({
      userId,
      name: names.get(userId) ?? userId,
      conservative: conservative(r.skill),
      games: r.games,
      wins: r.wins,
      provisional: isProvisional(r.games),
    }))
    .sort((a, b) => b.conservative - a.conservative || b.games - a.games || (a.userId < b.userId ? -1 : 1))
    .map((r, i) => ({ rank: i + 1, ...r }));
}

export class Seasons {
  constructor(
    private readonly store: Store,
    private readonly seasons: SeasonStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async list(guildId: string): Promise<AppResult<{ seasons: SeasonRow[] }>> {
    const found = await this.seasons.list(guildId);
    return found.ok ? found : fromStore(found);
  }

  /** Its end job, when it has an end. */
  private endJobs(guildId: string, number: number, endsAt: Date | null) {
    return endsAt ? [tournamentJob('season-end', { guildId, number }, { runAt: endsAt })] : [];
  }

  /**
   * Sets how the server's seasons run, posted in `channelId`. A season under way ends now (its final
   * table is posted) and, unless seasons are turned off, the next begins under the new rule.
   */
  async setMode(
    guildId: string,
    channelId: string,
    mode: SeasonMode,
  ): Promise<AppResult<{ mode: SeasonMode; opened: SeasonRow | null; closed: SeasonRow | null }>> {
    const set = await this.store.setGuildSettings(guildId, {
      seasonMode: mode === 'off' ? null : mode,
      seasonChannelId: channelId,
    });
    if (!set.ok) return fromStore(set);
    const now = this.now();
    const listed = await this.list(guildId);
    if (!listed.ok) return listed;
    const last = listed.seasons.at(-1);
    const next = mode === 'off' ? null : { startsAt: now, endsAt: seasonEnd(mode, now) };
    if (last && (last.endsAt === null || last.endsAt > now)) {
      const closed = await this.seasons.close(guildId, last.number, now, next, [
        tournamentJob('season-end', { guildId, number: last.number }),
        ...(next ? this.endJobs(guildId, last.number + 1, next.endsAt) : []),
      ]);
      if (!closed.ok) return fromStore(closed);
      return { ok: true, mode, opened: closed.next, closed: closed.closed };
    }
    if (!next) return { ok: true, mode, opened: null, closed: null };
    const number = (last?.number ?? 0) + 1;
    const opened = await this.seasons.open(guildId, next, this.endJobs(guildId, number, next.endsAt));
    if (!opened.ok) return fromStore(opened);
    return { ok: true, mode, opened: opened.season, closed: null };
  }

  /** A season run by hand ends now (its final table posted) and the next begins. */
  async endByHand(guildId: string): Promise<AppResult<{ closed: SeasonRow; opened: SeasonRow }>> {
    const settings = await this.store.guildSettings(guildId);
    if (!settings.ok) return fromStore(settings);
    if (settings.settings.seasonMode !== 'manual') return refuse('SEASONS_NOT_MANUAL', 'seasons are not manual');
    const listed = await this.list(guildId);
    if (!listed.ok) return listed;
    const now = this.now();
    const last = listed.seasons.at(-1);
    if (!last || (last.endsAt !== null && last.endsAt <= now)) return refuse('NO_SEASONS', 'no season under way');
    const closed = await this.seasons.close(guildId, last.number, now, { startsAt: now, endsAt: null }, [
      tournamentJob('season-end', { guildId, number: last.number }),
    ]);
    if (!closed.ok) return fromStore(closed);
    return { ok: true, closed: closed.closed, opened: closed.next! };
  }

  /**
   * The job at a season's end: closes it and opens the next (by the server's rule as it is now), once;
   * answers with the season whose final table is still to be posted, or null.
   */
  async endDue(guildId: string, number: number): Promise<AppResult<{ post: SeasonRow | null }>> {
    const listed = await this.list(guildId);
    if (!listed.ok) return listed;
    const season = listed.seasons.find((s) => s.number === number);
    if (!season) return { ok: true, post: null };
    const now = this.now();
    const last = listed.seasons.at(-1)!;
    if (last.number === number) {
      // Not due yet (a season ended by hand sooner has no later job): nothing to do now.
      if (!season.endsAt || season.endsAt > now) return { ok: true, post: null };
      const settings = await this.store.guildSettings(guildId);
      if (!settings.ok) return fromStore(settings);
      const mode = settings.settings.seasonMode;
      const next =
        isSeasonMode(mode) && mode !== 'off'
          ? { startsAt: season.endsAt, endsAt: seasonEnd(mode, season.endsAt) }
          : null;
      const closed = await this.seasons.close(
        guildId,
        number,
        season.endsAt,
        next,
        next ? this.endJobs(guildId, number + 1, next.endsAt) : [],
      );
      if (!closed.ok && closed.error !== 'CONFLICT') return fromStore(closed);
    }
    return { ok: true, post: season.postedAt ? null : season };
  }

  async markPosted(guildId: string, number: number): Promise<AppResult<{ marked: boolean }>> {
    const marked = await this.seasons.markPosted(guildId, number);
    return marked.ok ? marked : fromStore(marked);
  }

  /** Where the server's season tables are posted. */
  async channelOf(guildId: string): Promise<string | null> {
    const settings = await this.store.guildSettings(guildId);
    return settings.ok ? settings.settings.seasonChannelId : null;
  }

  /** The table of the season under way, or of the one before it, with `userId`'s own place. */
  async table(guildId: string | null, which: SeasonChoice, userId: string): Promise<AppResult<{ table: SeasonTable }>> {
    if (!guildId) return refuse('NO_SERVER', 'seasons belong to a server');
    const listed = await this.list(guildId);
    if (!listed.ok) return listed;
    const now = this.now();
    const seasons = listed.seasons;
    const last = seasons.at(-1);
    const open = last && (last.endsAt === null || last.endsAt > now) ? last : null;
    if (which === 'current' && !open) return refuse('NO_SEASONS', `no season under way in ${guildId}`);
    const season = which === 'current' ? open! : open ? seasons.at(-2) : last;
    if (!season) return refuse(seasons.length ? 'NO_PREVIOUS_SEASON' : 'NO_SEASONS', `no such season in ${guildId}`);
    return this.tableOf(season, userId);
  }

  /** A season's table (final once it is over). */
  async tableOf(season: SeasonRow, userId: string | null): Promise<AppResult<{ table: SeasonTable }>> {
    const now = this.now();
    const over = season.endsAt !== null && season.endsAt <= now;
    // An ended season: the games rated before its end; the one under way: those rated until now.
    const until = over ? season.endsAt! : new Date(now.getTime() + 1);
    const found = await this.seasons.gamesRatedBetween(season.guildId, season.startsAt, until);
    if (!found.ok) return fromStore(found);
    const rows = seasonRows(season.guildId, found.games, found.names);
    return {
      ok: true,
      table: {
        season,
        over,
        top: rows.slice(0, TOP),
        players: rows.length,
        mine: rows.find((r) => r.userId === userId) ?? null,
      },
    };
  }
}
