// Tournaments: the sign-up (join, leave, check in), the start, the rounds that run themselves, a
// player dropping out, the organizer cancelling, and the standings. A round is a set of ordinary
// games created with it, in one write; when a tournament game ends, its last write also writes a
// `tournament-advance` job, and that job, once every game of the round has ended, pairs the next
// round (src/tournaments, a pure function of what is stored) and opens its games in one write that
// holds only while the tournament is still at that round: a job run twice, or in two processes at
// once, pairs a round once. Who may organize: Manage Server, or the role the server named.
import { randomBytes, randomUUID } from 'node:crypto';
import { botName, makeActorId } from '../actor.ts';
import { newGame } from '../engine/index.ts';
import type { PlayerCount, Variant } from '../engine/types.ts';
import { DEFAULT_LOCALE, isLocale, wordsFor, type Locale } from '../i18n/index.ts';
import { scaled } from '../clock.ts';
import type { Game, GuildSettings, Store } from '../store/types.ts';
import type {
  EntrantRow,
  NewTournamentGame,
  RoundToOpen,
  TournamentRow,
  TournamentStore,
} from '../store/tournaments.ts';
import {
  SWISS_ROUNDS,
  gameSeed,
  isFormat,
  isTableSize,
  nextPairing,
  plannedRounds,
  setupProblem,
  type Pairing,
  type TournamentRecord,
} from '../tournaments/index.ts';
import { fromStore, refuse, type AppFail, type AppResult } from './errors.ts';
import { followUps } from './follow-up.ts';
import type { Endings } from './endings.ts';
import type { User } from './lobby.ts';
import { startOutcome } from './outcome.ts';
import type { GameReads } from './reads.ts';
import { AUTOPILOT_LEVEL, personToAct } from './seats.ts';
import { job } from './jobs.ts';
import { DEFAULT_TURN_TIME, isVariant, turnTimeByKey } from './table-rules.ts';
import { tournamentJob, type TournamentJob } from './tournament-jobs.ts';
import { tableCardModel, type TableCardModel } from './view-model/tournament.ts';
import { isOver, recordOf, setupOf, type TournamentView } from './tournament-record.ts';

export type { TournamentRow, EntrantRow } from '../store/tournaments.ts';
export type { TournamentView } from './tournament-record.ts';

/** Who asks, with what Discord lets them do in the server: the app decides whether they may organize. */
export interface Organizer extends User {
  /** Manage Server. */
  manageServer: boolean;
  /** Their roles in the server. */
  roles: readonly string[];
}

/** When a new tournament starts: when its organizer says, or after a delay (by key). */
export const STARTS = [
  { key: 'manual', ms: null },
  { key: 'min15', ms: 15 * 60_000 },
  { key: 'min30', ms: 30 * 60_000 },
  { key: 'hour1', ms: 60 * 60_000 },
  { key: 'hour2', ms: 2 * 60 * 60_000 },
  { key: 'day1', ms: 24 * 60 * 60_000 },
] as const;
export type StartKey = (typeof STARTS)[number]['key'];

export const TABLE_SIZES = [2, 3, 4] as const;
export const DEFAULT_TABLE_SIZE = 2;
export const DEFAULT_SWISS_ROUNDS = 3;
export const MAX_NAME = 80;
/** With a check-in and a set start, entrants who have not checked in are reminded this long before it. */
export const CHECK_IN_REMINDER_MS = 15 * 60_000;
/** Entrants a tournament takes at most (a round of 4-player tables: 16 games at once in a channel). */
export const MAX_ENTRANTS = 128;
/** The bots that fill seats play at this level (the autopilot's). */
export const FILL_LEVEL = AUTOPILOT_LEVEL;

export interface OpenTournament {
  guildId: string | null;
  channelId: string;
  organizer: Organizer;
  name: string;
  format?: string;
  tableSize?: number;
  /** Swiss: rounds to play (default 3). */
  rounds?: number;
  turnTime?: string;
  variant?: string;
  botsFill?: boolean;
  checkIn?: boolean;
  start?: string;
  language?: string;
  guildLocale?: string | null;
}

/** A tournament with its rounds and games: what the views and the standings read. */
export class Tournaments {
  constructor(
    private readonly store: Store,
    private readonly tournaments: TournamentStore,
    private readonly reads: GameReads,
    private readonly endings: Endings,
  ) {}

  // ------------------------------------------------------------------ who may organize

  private async settings(guildId: string): Promise<GuildSettings | null> {
    const found = await this.store.guildSettings(guildId);
    return found.ok ? found.settings : null;
  }

  /** Manage Server, or the server's tournament role; for an existing tournament, its organizer too. */
  private async mayOrganize(guildId: string, who: Organizer, t?: TournamentRow): Promise<boolean> {
    if (who.manageServer || (t && t.organizerId === who.id)) return true;
    const role = (await this.settings(guildId))?.tournamentRole;
    return !!role && who.roles.includes(role);
  }

  // ------------------------------------------------------------------ finding one

  /** The tournament of a channel, or of the game played in this thread: the open one, else the latest one. */
  async here(guildId: string | null, channelId: string): Promise<AppResult<{ tournament: TournamentRow }>> {
    if (!guildId) return refuse('TOURNAMENT_NO_SERVER', 'tournaments live in servers');
    const inThread = await this.store.findByThread(channelId);
    const viaGame = inThread.ok && inThread.game?.tournament ? inThread.game.tournament.id : null;
    if (viaGame) return this.get(viaGame);
    const open = await this.tournaments.openInChannel(channelId);
    if (!open.ok) return fromStore(open);
    const current = open.tournaments.at(-1);
    if (current) return { ok: true, tournament: current };
    const latest = await this.tournaments.latestInChannel(channelId);
    if (!latest.ok) return fromStore(latest);
    if (latest.tournament) return { ok: true, tournament: latest.tournament };
    return refuse('NO_TOURNAMENT', `no tournament in ${channelId}`);
  }

  async get(id: string): Promise<AppResult<{ tournament: TournamentRow }>> {
    const found = await this.tournaments.get(id);
    if (found.ok) return found;
    return found.error === 'NOT_FOUND' ? refuse('NO_TOURNAMENT', found.detail) : fromStore(found);
  }

  /** The tournament, its rounds as paired, its games and the record the pairing and standings read. */
  async view(id: string): Promise<AppResult<TournamentView>> {
    const found = await this.get(id);
    if (!found.ok) return found;
    const t = found.tournament;
    const [rounds, games] = await Promise.all([this.tournaments.rounds(id), this.tournaments.games(id)]);
    if (!rounds.ok) return fromStore(rounds);
    if (!games.ok) return fromStore(games);
    const paired = rounds.rounds.map((r) => ({
      round: r.round,
      pairing: r.pairing as Pairing,
      finished: r.finishedAt !== null,
    }));
    return { ok: true, tournament: t, rounds: paired, games: games.games, record: recordOf(t, paired, games.games) };
  }

  /** The card a tournament game's thread hangs from (null: not a tournament's game, or the tournament is gone). */
  async tableCard(game: Game): Promise<TableCardModel | null> {
    if (!game.tournament) return null;
    const found = await this.get(game.tournament.id);
    return found.ok ? tableCardModel(game, found.tournament) : null;
  }

  /**
   * A tournament game whose thread was deleted plays on in the tournament's channel, so its round is
   * never lost (any other game ends with its channel): its turn is shown again there. Answers with the
   * game as it now is.
   */
  async threadGone(game: Game): Promise<AppResult<{ game: Game }>> {
    if (!game.tournament || !game.threadId || game.status !== 'active') return { ok: true, game };
    const seat = game.state?.current ?? 0;
    // The turn message goes up again in the channel (a person to act; a bot's move needs none).
    const jobs = personToAct(game)
      ? [
          job('present', {
            version: game.version,
            moveCount: game.moveCount,
            outcome: { kind: 'seat', seat, change: 'back' },
          }),
        ]
      : [];
    const done = await this.tournaments.threadGone(game.id, game.threadId, jobs);
    if (!done.ok) return fromStore(done);
    return this.reads.get(game.id);
  }

  /** Discord said a thread was deleted: a tournament game played in it plays on in its channel. */
  async threadDeleted(threadId: string): Promise<AppResult<{ moved: boolean }>> {
    const found = await this.store.findByThread(threadId);
    if (!found.ok) return fromStore(found);
    const game = found.game;
    if (!game?.tournament || game.status !== 'active' || game.threadId !== threadId) return { ok: true, moved: false };
    const moved = await this.threadGone(game);
    return moved.ok ? { ok: true, moved: moved.game.threadId === null } : moved;
  }

  // ------------------------------------------------------------------ the sign-up

  async open(input: OpenTournament): Promise<AppResult<{ tournament: TournamentRow }>> {
    if (!input.guildId) return refuse('TOURNAMENT_NO_SERVER', 'tournaments live in servers');
    if (!(await this.mayOrganize(input.guildId, input.organizer)))
      return refuse('NOT_ORGANIZER', `${input.organizer.id} may not organize`);
    const name = input.name.replace(/\s+/g, ' ').trim();
    if (name.length === 0 || name.length > MAX_NAME) return refuse('BAD_TOURNAMENT_NAME', `name of ${name.length}`);
    const format = input.format ?? 'swiss';
    if (!isFormat(format)) return refuse('BAD_FORMAT', `format ${format}`);
    const tableSize = input.tableSize ?? DEFAULT_TABLE_SIZE;
    if (!isTableSize(tableSize)) return refuse('BAD_TABLE_SIZE', `table size ${tableSize}`);
    const rounds = format === 'swiss' ? (input.rounds ?? DEFAULT_SWISS_ROUNDS) : 0;
    if (format === 'swiss' && (!Number.isInteger(rounds) || rounds < SWISS_ROUNDS.min || rounds > SWISS_ROUNDS.max))
      return refuse('BAD_ROUNDS', `${rounds} rounds`);
    const variant = input.variant ?? 'standard';
    if (!isVariant(variant)) return refuse('BAD_VARIANT', `variant ${variant}`, null, { asked: String(variant) });
    const turnTime = turnTimeByKey(input.turnTime ?? DEFAULT_TURN_TIME);
    if (!turnTime) return refuse('BAD_TURN_TIME', `turn time ${input.turnTime}`);
    const start = STARTS.find((s) => s.key === (input.start ?? 'manual'));
    if (!start) return refuse('BAD_START', `start ${input.start}`);
    if (input.language !== undefined && !isLocale(input.language))
      return refuse('BAD_LANGUAGE', `language ${input.language}`, null, { asked: String(input.language) });
    const here = await this.tournaments.openInChannel(input.channelId);
    if (!here.ok) return fromStore(here);
    if (here.tournaments.length > 0) return refuse('TOURNAMENT_HERE', `channel ${input.channelId} has one open`);
    const locale: Locale =
      input.language !== undefined && isLocale(input.language)
        ? input.language
        : await this.reads.serverLocale(input.guildId, input.guildLocale);
    const id = randomUUID();
    const startsAt = start.ms === null ? null : new Date(Date.now() + scaled(start.ms));
    const created = await this.tournaments.create(
      {
        id,
        guildId: input.guildId,
        channelId: input.channelId,
        organizerId: input.organizer.id,
        name,
        format,
        tableSize,
        rounds,
        turnSeconds: turnTime.seconds,
        variant,
        botsFill: input.botsFill ?? false,
        checkIn: input.checkIn ?? false,
        startsAt,
        seed: randomBytes(8).toString('hex'),
        locale,
      },
      startsAt
        ? [
            tournamentJob('tournament-start', { tournamentId: id }, { runAt: startsAt }),
            // With a check-in, those who have not checked in are reminded a while before the start.
            ...(input.checkIn
              ? [
                  tournamentJob(
                    'tournament-post',
                    { tournamentId: id, round: 0, kind: 'check-in' },
                    { runAt: new Date(Math.max(Date.now(), startsAt.getTime() - scaled(CHECK_IN_REMINDER_MS))) },
                  ),
                ]
              : []),
          ]
        : [],
    );
    return created.ok ? created : fromStore(created);
  }

  /** Signs up (from the sign-up message's Join). With a check-in, an entrant also checks in before the start. */
  async join(id: string, user: User): Promise<AppResult<{ tournament: TournamentRow }>> {
    const found = await this.get(id);
    if (!found.ok) return found;
    if (found.tournament.status !== 'signup') return closed(found.tournament);
    if (found.tournament.entrants.length >= MAX_ENTRANTS) return refuse('TOURNAMENT_FULL', `${MAX_ENTRANTS} entrants`);
    const joined = await this.tournaments.join(id, { userId: user.id, displayName: user.name }, false);
    if (joined.ok) return joined;
    if (joined.error === 'ALREADY_SEATED') return refuse('ALREADY_ENTERED', joined.detail);
    if (joined.error === 'NOT_LOBBY') return closed(found.tournament);
    return fromStore(joined);
  }

  async leave(id: string, user: User): Promise<AppResult<{ tournament: TournamentRow }>> {
    const found = await this.get(id);
    if (!found.ok) return found;
    if (found.tournament.status !== 'signup') return closed(found.tournament);
    const left = await this.tournaments.leave(id, user.id);
    if (left.ok) return left;
    if (left.error === 'NOT_SEATED') return refuse('NOT_ENTERED', left.detail);
    if (left.error === 'NOT_LOBBY') return closed(found.tournament);
    return fromStore(left);
  }

  async checkIn(id: string, user: User): Promise<AppResult<{ tournament: TournamentRow }>> {
    const found = await this.get(id);
    if (!found.ok) return found;
    if (found.tournament.status !== 'signup') return closed(found.tournament);
    if (!found.tournament.checkIn) return refuse('NO_CHECK_IN', 'this tournament has no check-in');
    const checked = await this.tournaments.checkIn(id, user.id);
    if (checked.ok) return checked.changed ? checked : refuse('ALREADY_CHECKED_IN', `${user.id} checked in`);
    if (checked.error === 'NOT_SEATED') return refuse('NOT_ENTERED', checked.detail);
    if (checked.error === 'NOT_LOBBY') return closed(found.tournament);
    return fromStore(checked);
  }

  /** Remembers the ids of its messages by role (the sign-up). */
  async setMessages(id: string, patch: Record<string, string>): Promise<AppResult<{ tournament: TournamentRow }>> {
    const set = await this.tournaments.setMessages(id, patch);
    return set.ok ? set : fromStore(set);
  }

  // ------------------------------------------------------------------ the start

  /**
   * Sign-up -> running: the entrants (those who checked in, with a check-in) seeded by their rating in
   * the server, round 1 paired and its games opened. `by`: the organizer (checked), or the schedule.
   */
  async start(id: string, by: Organizer | 'schedule'): Promise<AppResult<{ tournament: TournamentRow }>> {
    // A sign-up that changes while the round is computed (someone joins) is read again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const found = await this.get(id);
      if (!found.ok) return found;
      const t = found.tournament;
      if (by !== 'schedule' && !(await this.mayOrganize(t.guildId, by, t)))
        return refuse('NOT_ORGANIZER', `${by.id} may not start it`);
      if (t.status !== 'signup') return closed(t);
      const playing = t.entrants.filter((e) => !t.checkIn || e.checkedIn);
      const rated = await this.tournaments.ratings(
        t.guildId,
        playing.map((e) => e.userId),
      );
      if (!rated.ok) return fromStore(rated);
      const ratings = Object.fromEntries(playing.map((e) => [e.userId, rated.ratings[e.userId] ?? 0]));
      const entrants = playing.map((e) => ({ ...e, rating: ratings[e.userId]! }));
      const started: TournamentRow = { ...t, status: 'running', entrants };
      const record: TournamentRecord = { setup: setupOf(started), rounds: [], withdrawn: [] };
      if (setupProblem(record.setup) === 'TOO_FEW_ENTRANTS')
        return refuse('TOO_FEW_ENTRANTS', `${entrants.length} entrants`, null, { seated: entrants.length });
      const pairing = nextPairing(record);
      if (!pairing) return refuse('TOO_FEW_ENTRANTS', 'no game to pair', null, { seated: entrants.length });
      const first = this.roundToOpen(started, pairing);
      const begun = await this.tournaments.begin(id, t.version, {
        ratings,
        leftOut: t.entrants.filter((e) => !playing.includes(e)).map((e) => e.userId),
        rounds: plannedRounds(record.setup),
        first,
        jobs: [tournamentJob('tournament-post', { tournamentId: id, round: 1, kind: 'started' })],
      });
      if (begun.ok) return begun;
      // Changed meanwhile: someone joined (read it again), or another start won (said on the next read).
      if (begun.error !== 'CONFLICT' && begun.error !== 'NOT_LOBBY') return fromStore(begun);
    }
    return refuse('BUSY', `tournament ${id} kept changing`);
  }

  /** The games of a round as they will be created: people in the pairing's seat order, then the bots. */
  private roundToOpen(t: TournamentRow, pairing: Pairing): RoundToOpen {
    const names = new Map(t.entrants.map((e) => [e.userId, e.displayName]));
    const games: NewTournamentGame[] = pairing.tables.map((table, i) => {
      const seats = [
        ...table.players.map((userId) => ({ userId, displayName: names.get(userId) ?? userId, botLevel: null })),
        ...Array.from({ length: table.bots }, (_, b) => ({
          userId: makeActorId({ kind: 'bot', level: FILL_LEVEL, nth: b + 1 }),
          // The English name, language-neutral as a lobby's bots' (a message names a bot from its id).
          displayName: botName(wordsFor(DEFAULT_LOCALE), FILL_LEVEL, b + 1),
          botLevel: FILL_LEVEL as string | null,
        })),
      ];
      const state = newGame({
        playerCount: seats.length as PlayerCount,
        variant: t.variant as Variant,
        seed: gameSeed(t.seed, pairing.round, i + 1),
      });
      const id = randomUUID();
      const now = new Date();
      const game: Game = {
        id,
        guildId: t.guildId,
        channelId: t.channelId,
        hostId: t.organizerId,
        status: 'active',
        variant: t.variant as Variant,
        playerCount: seats.length,
        turnSeconds: t.turnSeconds,
        threadId: null,
        threadRefusal: null,
        state,
        seed: state.seed,
        version: 1,
        moveCount: 0,
        seats: seats.map((s, seat) => ({ ...s, seat, joinedAt: now, control: 'player' as const, autoTurns: 0 })),
        messages: {},
        brokenReason: null,
        createdAt: now,
        updatedAt: now,
        startedAt: now,
        finishedAt: null,
        stallRound: null,
        endVotes: [],
        endedBy: null,
        clockEndsAt: null,
        locale: t.locale,
        invited: [],
        tournament: { id: t.id, round: pairing.round, table: i + 1 },
      };
      return { id, table: i + 1, seats, state, effects: followUps(game, 1, 0, startOutcome(state)) };
    });
    return { round: pairing.round, pairing, games };
  }

  // ------------------------------------------------------------------ rounds that run themselves

  /**
   * The job written with every tournament game's end: once every game of the current round has
   * ended, the next round is paired and opened (or the tournament closes with its final standings).
   * Harmless to run twice or in two processes: only the first write for the round holds.
   */
  async advance(id: string): Promise<AppResult<{ advanced: boolean; tournament: TournamentRow }>> {
    const seen = await this.view(id);
    if (!seen.ok) return seen;
    const t = seen.tournament;
    if (t.status !== 'running') return { ok: true, advanced: false, tournament: t };
    const current = seen.games.filter((g) => g.round === t.round);
    if (current.length === 0 || current.some((g) => !isOver(g.status)))
      return { ok: true, advanced: false, tournament: t };
    const next = nextPairing(seen.record);
    const advanced = await this.tournaments.advance(id, t.round, {
      next: next ? this.roundToOpen(t, next) : null,
      jobs: [
        tournamentJob('tournament-post', {
          tournamentId: id,
          round: next ? next.round : t.round,
          kind: next ? 'round' : 'final',
        }),
      ],
    });
    if (advanced.ok) return { ok: true, advanced: true, tournament: advanced.tournament };
    // Another process (or this job's earlier run) changed it first: the round is paired once.
    if (advanced.error === 'CONFLICT') return { ok: true, advanced: false, tournament: t };
    return fromStore(advanced);
  }

  // ------------------------------------------------------------------ dropping out, cancelling

  /**
   * `who` leaves the rest of the tournament (themselves, or the organizer drops `target`): not paired
   * from the next round on. A game they are playing goes on (`/azul leave` hands it to the autopilot).
   * Before the start, it is leaving the sign-up.
   */
  async drop(
    id: string,
    who: Organizer,
    target?: User,
  ): Promise<AppResult<{ tournament: TournamentRow; dropped: EntrantRow }>> {
    const found = await this.get(id);
    if (!found.ok) return found;
    const t = found.tournament;
    const whom = target ?? who;
    if (whom.id !== who.id && !(await this.mayOrganize(t.guildId, who, t)))
      return refuse('NOT_ORGANIZER', `${who.id} may not drop ${whom.id}`);
    const entrant = t.entrants.find((e) => e.userId === whom.id);
    if (!entrant) return refuse('NOT_ENTERED', `${whom.id} is not in it`);
    if (t.status === 'signup') {
      const left = await this.leave(id, whom);
      return left.ok ? { ok: true, tournament: left.tournament, dropped: entrant } : left;
    }
    if (t.status !== 'running') return closed(t);
    if (entrant.withdrawnFrom !== null) return refuse('ALREADY_DROPPED', `${whom.id} dropped already`);
    const done = await this.tournaments.withdraw(id, whom.id, t.round + 1);
    if (!done.ok) return done.error === 'NOT_ACTIVE' ? closed(t) : fromStore(done);
    if (!done.changed) return refuse('ALREADY_DROPPED', `${whom.id} dropped already`);
    return { ok: true, tournament: done.tournament, dropped: entrant };
  }

  /** The organizer ends it: no more rounds; its games still running are cancelled. */
  async cancel(id: string, who: Organizer): Promise<AppResult<{ tournament: TournamentRow }>> {
    const found = await this.get(id);
    if (!found.ok) return found;
    const t = found.tournament;
    if (!(await this.mayOrganize(t.guildId, who, t))) return refuse('NOT_ORGANIZER', `${who.id} may not cancel`);
    if (t.status !== 'signup' && t.status !== 'running') return closed(t);
    const cancelled = await this.tournaments.cancel(id, [
      tournamentJob('tournament-post', { tournamentId: id, round: t.round, kind: 'cancelled' }),
    ]);
    if (!cancelled.ok) return cancelled.error === 'NOT_ACTIVE' ? closed(t) : fromStore(cancelled);
    await this.cancelGames(id, who);
    return cancelled;
  }

  /** Its games still running, cancelled (each as its host would: their notices follow). */
  private async cancelGames(id: string, who: User): Promise<void> {
    const games = await this.tournaments.games(id);
    if (!games.ok) return;
    for (const g of games.games.filter((x) => !isOver(x.status)))
      await this.endings.cancel(g.gameId, who, true).catch(() => undefined);
  }

  /** The scheduled start's job: starts it, or, with too few entrants, cancels it (and says why). */
  async startOnSchedule(id: string): Promise<AppResult<{ tournament: TournamentRow; started: boolean }>> {
    const started = await this.start(id, 'schedule');
    if (started.ok) return { ok: true, tournament: started.tournament, started: true };
    if (started.error !== 'TOO_FEW_ENTRANTS') {
      // Started or cancelled by hand meanwhile: nothing to do.
      if (
        started.error === 'TOURNAMENT_STARTED' ||
        started.error === 'TOURNAMENT_OVER' ||
        started.error === 'NO_TOURNAMENT'
      ) {
        const found = await this.get(id);
        return found.ok ? { ok: true, tournament: found.tournament, started: false } : found;
      }
      return started;
    }
    const cancelled = await this.tournaments.cancel(id, [
      tournamentJob('tournament-post', { tournamentId: id, round: 0, kind: 'too-few' }),
    ]);
    if (cancelled.ok) return { ok: true, tournament: cancelled.tournament, started: false };
    const found = await this.get(id);
    return found.ok ? { ok: true, tournament: found.tournament, started: false } : found;
  }
}

/**
 * Why something cannot be done in the tournament's state: its sign-up is over (it runs), or it is over,
 * or it has not started.
 */
function closed(t: TournamentRow): AppFail {
  const error =
    t.status === 'running'
      ? 'TOURNAMENT_STARTED'
      : t.status === 'signup'
        ? 'TOURNAMENT_NOT_STARTED'
        : 'TOURNAMENT_OVER';
  return refuse(error, `tournament is ${t.status}`);
}

/** The jobs that run the app's use cases: a start at its set time, and the round change. */
export function tournamentJobHandlers(tournaments: Tournaments) {
  return {
    'tournament-start': async (job: TournamentJob<'tournament-start'>) => {
      const started = await tournaments.startOnSchedule(job.data.tournamentId);
      if (!started.ok && started.error !== 'NO_TOURNAMENT')
        throw new Error(`starting tournament ${job.data.tournamentId}: ${started.error} ${started.detail}`);
    },
    'tournament-advance': async (job: TournamentJob<'tournament-advance'>) => {
      const advanced = await tournaments.advance(job.data.tournamentId);
      if (!advanced.ok && advanced.error !== 'NO_TOURNAMENT')
        throw new Error(`advancing tournament ${job.data.tournamentId}: ${advanced.error} ${advanced.detail}`);
    },
  };
}
