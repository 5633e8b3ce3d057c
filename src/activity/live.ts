// The live channel: one WebSocket per open table. A connection says who it is once (hello), the
// server decides (identity.ts) and finds the game of the channel the Activity runs in; from then on
// it sends that viewer the table each time it changes, and carries out their taps through the very
// use cases a click goes through (same checks, same version, same write, same jobs: the chat's turn
// message follows a tap as it follows a click).
//
// Nothing about a game is kept here: a change is heard of (game-changes.ts), the game read again,
// and each viewer's table built from it. What a connection keeps is about the connection: who it is,
// its language, the last request number (a replay changes nothing) and the last table it was sent.
// A person's seat is held by one window at a time, across processes (the activity_sessions table).
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import {
  draftAction,
  liveTableModel,
  pickLocale,
  placeAction,
  type App,
  type AppFail,
  type Game,
  type GameEventRow,
  type Hints,
  type Logger,
  type MoveOutcome,
  type Reviews,
  type ReviewSummary,
} from '../app/index.ts';
import type { ActivityStore } from '../store/activity.ts';
import type { Color, Source, Target } from '../engine/types.ts';
import { scaled } from '../clock.ts';
import type { DiscordApi } from './discord-api.ts';
import type { GameChanges } from './game-changes.ts';
import { identify, type Identity } from './identity.ts';
import {
  parseClientMessage,
  type ClientMessage,
  type Request,
  type ServerMessage,
  type TableView,
} from './protocol.ts';
import { appRefusalText, byeText, channelRefusalText, type ByeCode, type ChannelRefusal } from './refusal.ts';
import { draftFacts, labelsOf, noGameView, tableView, viewWords, type ViewWords } from './table-view.ts';

export interface LiveDeps {
  app: App;
  hints: Hints;
  reviews?: Reviews;
  api: DiscordApi;
  holds: ActivityStore;
  changes: GameChanges;
  log: Logger;
}

/** A connection must say who it is within this. */
const HELLO_WITHIN_MS = 10_000;
/** A window not renewed for this long is gone (its process stopped); renewed three times as often. */
const HOLD_STALE_MS = Math.max(3_000, scaled(30_000));
/**
 * Channels without a game (a lobby may open) and finished games waiting for their review are looked at again
 * this often.
 */
const LOOK_AGAIN_MS = Math.max(500, scaled(3_000));
/** At most this many requests a second from one window (a burst of double taps is fine). */
const REQUESTS_PER_SECOND = 12;
/** Browsers that stopped answering pings are let go. */
const PING_MS = 20_000;

/** A game's change as every viewer's table is built from it: the game, its log, its review. */
interface GameRead {
  game: Game;
  events: readonly GameEventRow[];
  review: ReviewSummary | null;
}

type Phase = 'hello' | 'identifying' | 'open' | 'closed';

class Connection {
  /** Its hold on a seat (activity_sessions): the frame it runs in, then its own id. */
  sessionId = `-|${randomUUID()}`;
  phase: Phase = 'hello';
  identity: Identity | null = null;
  words: ViewWords = viewWords('en');
  gameId: string | null = null;
  /** This connection holds its person's seat (the activity_sessions row). */
  holding: string | null = null;
  lastRequest = 0;
  lastSent = '';
  /** Its table shows a finished game whose review is not ready yet (looked at again now and then). */
  awaitingReview = false;
  /** Its table shows a game that is over (finished, cancelled): a new one in the channel (a rematch) replaces it. */
  over = false;
  alive = true;
  private budget = REQUESTS_PER_SECOND;
  private budgetAt = Date.now();

  constructor(readonly socket: WebSocket) {}

  get userId(): string {
    return this.identity!.user.id;
  }

  send(message: ServerMessage): void {
    if (this.phase === 'closed' || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(JSON.stringify(message));
  }

  /** A table is sent only when it differs from the last one this viewer got. */
  show(view: TableView): boolean {
    const text = JSON.stringify(view);
    if (text === this.lastSent) return false;
    this.lastSent = text;
    this.awaitingReview = view.final !== null && !view.final.review.ready;
    this.over = view.status === 'finished' || view.status === 'cancelled';
    this.send({ t: 'view', view, now: Date.now() });
    return true;
  }

  /** One request's share of the window's budget; false past it. */
  spend(): boolean {
    const now = Date.now();
    this.budget = Math.min(REQUESTS_PER_SECOND, this.budget + ((now - this.budgetAt) / 1000) * REQUESTS_PER_SECOND);
    this.budgetAt = now;
    if (this.budget < 1) return false;
    this.budget -= 1;
    return true;
  }
}

export class LiveTables {
  private readonly connections = new Set<Connection>();
  private readonly byGame = new Map<string, Set<Connection>>();
  /** A refresh under way per game, and whether another must follow it (a change heard meanwhile). */
  private readonly refreshing = new Map<string, { again: boolean; known: Game | null }>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly unlisten: () => void;

  constructor(private readonly deps: LiveDeps) {
    this.unlisten = deps.changes.on((gameId) => {
      if (gameId === null) for (const id of this.byGame.keys()) void this.refresh(id);
      else if (this.byGame.has(gameId)) void this.refresh(gameId);
    });
    const renew = setInterval(() => void this.renewHolds(), HOLD_STALE_MS / 3);
    const again = setInterval(() => void this.lookAgain(), LOOK_AGAIN_MS);
    const ping = setInterval(() => this.ping(), PING_MS);
    for (const t of [renew, again, ping]) {
      t.unref();
      this.timers.push(t);
    }
  }

  /** How many windows are open (for logs and tests). */
  get size(): number {
    return this.connections.size;
  }

  attach(socket: WebSocket): void {
    const c = new Connection(socket);
    this.connections.add(c);
    const hello = setTimeout(() => {
      if (c.phase === 'hello') this.bye(c, 'NO_HELLO');
    }, HELLO_WITHIN_MS);
    hello.unref();
    socket.on('pong', () => (c.alive = true));
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString();
      void this.onMessage(c, text).catch((error: unknown) => {
        this.deps.log.error({ err: error, user: c.identity?.user.id, gameId: c.gameId }, 'activity: a request failed');
      });
    });
    socket.on('close', () => {
      clearTimeout(hello);
      void this.detach(c);
    });
    socket.on('error', () => undefined);
  }

  async close(): Promise<void> {
    this.unlisten();
    for (const t of this.timers) clearInterval(t);
    await Promise.all([...this.connections].map((c) => this.detach(c)));
    for (const c of this.connections) c.socket.terminate();
  }

  private async onMessage(c: Connection, text: string): Promise<void> {
    if (c.phase === 'closed') return;
    const parsed = parseClientMessage(text);
    if (c.phase === 'hello') {
      if (!parsed.ok || parsed.message.t !== 'hello') {
        this.deps.log.info({ detail: parsed.ok ? parsed.message.t : parsed.detail }, 'activity: no hello first');
        return this.bye(c, 'NO_HELLO');
      }
      c.phase = 'identifying';
      return this.hello(c, parsed.message);
    }
    if (c.phase !== 'open') return;
    if (!parsed.ok || parsed.message.t === 'hello') {
      this.deps.log.info(
        { user: c.userId, detail: parsed.ok ? 'a second hello' : parsed.detail },
        'activity: forged message',
      );
      return this.refuse(c, null, 'FORGED');
    }
    const request = parsed.message;
    // Numbered requests: one already seen (or older) is a replay and changes nothing.
    if (request.n <= c.lastRequest) return this.refuse(c, request.n, 'REPLAYED');
    c.lastRequest = request.n;
    if (!c.spend()) return this.refuse(c, request.n, 'TOO_FAST');
    await this.carryOut(c, request);
  }

  private async hello(c: Connection, hello: Extract<ClientMessage, { t: 'hello' }>): Promise<void> {
    const who = await identify(this.deps.api, {
      accessToken: hello.token,
      instanceId: hello.instance,
      channelId: hello.channel,
    });
    if (c.phase === 'closed') return;
    if (!who.ok) {
      this.deps.log.info({ error: who.error, detail: who.detail }, 'activity: connection refused');
      return this.bye(c, who.error);
    }
    c.identity = who.identity;
    c.words = viewWords(pickLocale(hello.locale));
    if (hello.frame) c.sessionId = `${hello.frame}|${randomUUID()}`;
    c.phase = 'open';
    c.send({
      t: 'welcome',
      user: { id: who.identity.user.id, name: who.identity.user.name },
      locale: c.words.locale,
      labels: labelsOf(c.words),
      now: Date.now(),
    });
    this.deps.log.info(
      { user: who.identity.user.id, channel: who.identity.channelId, instance: who.identity.instanceId },
      'activity: table opened',
    );
    await this.findGame(c);
  }

  /** The game of the channel the Activity runs in (its lobby, its game, a finished game's thread), or none yet. */
  private async findGame(c: Connection): Promise<void> {
    const found = await this.deps.app.reads.inChannel(c.identity!.channelId, c.userId, { finished: true });
    if (c.phase === 'closed') return;
    if (!found.ok) {
      if (found.error === 'DB_UNAVAILABLE') return this.bye(c, 'UNAVAILABLE');
      c.show(noGameView(c.words));
      return;
    }
    this.join(c, found.game.id);
    await this.refresh(found.game.id, found.game);
  }

  /** A game over, and a new lobby or game in the channel (a rematch): the table shows that one now. */
  private async nextGame(c: Connection): Promise<void> {
    const found = await this.deps.app.reads.inChannel(c.identity!.channelId, c.userId);
    if (!found.ok || found.game.id === c.gameId || c.phase !== 'open') return;
    this.leaveGame(c);
    c.over = false;
    this.join(c, found.game.id);
    await this.refresh(found.game.id, found.game);
  }

  /** The connection stops following its game (and lets go of its seat there). */
  private leaveGame(c: Connection): void {
    if (!c.gameId) return;
    const set = this.byGame.get(c.gameId);
    set?.delete(c);
    if (set?.size === 0) this.byGame.delete(c.gameId);
    if (c.holding) {
      void this.deps.holds.release(c.holding, c.userId, c.sessionId).catch(() => undefined);
      c.holding = null;
    }
    c.gameId = null;
  }

  private join(c: Connection, gameId: string): void {
    c.gameId = gameId;
    let set = this.byGame.get(gameId);
    if (!set) this.byGame.set(gameId, (set = new Set()));
    set.add(c);
  }

  private async detach(c: Connection): Promise<void> {
    if (c.phase === 'closed' && !this.connections.has(c)) return;
    c.phase = 'closed';
    this.connections.delete(c);
    if (c.gameId) {
      const set = this.byGame.get(c.gameId);
      set?.delete(c);
      if (set?.size === 0) this.byGame.delete(c.gameId);
    }
    if (c.holding) {
      const gameId = c.holding;
      c.holding = null;
      await this.deps.holds.release(gameId, c.userId, c.sessionId).catch(() => undefined);
    }
  }

  private bye(c: Connection, code: ByeCode): void {
    c.send({ t: 'bye', code, text: byeText(c.words.w, code) });
    void this.detach(c);
    c.socket.close(4000, code);
  }

  private refuse(c: Connection, n: number | null, code: ChannelRefusal): void {
    c.send({ t: 'refused', n, code, text: channelRefusalText(c.words.w, code) });
  }

  private refuseApp(c: Connection, n: number, fail: AppFail): void {
    c.send({ t: 'refused', n, code: fail.error, text: appRefusalText(c.words.w, fail) });
  }

  /**
   * A person's seat in `game` is held by this window, or another live window of theirs holds it
   * (false: this one is let go). A watcher holds nothing.
   */
  private async holdSeat(c: Connection, game: Game): Promise<boolean> {
    if (c.holding === game.id) return true;
    const seated = game.seats.some((s) => s.userId === c.userId && s.botLevel === null);
    if (!seated) return true;
    const held = await this.deps.holds.hold(game.id, c.userId, c.sessionId, HOLD_STALE_MS);
    if (!held.ok) {
      this.bye(c, 'UNAVAILABLE');
      return false;
    }
    if (held.held) {
      this.bye(c, 'SECOND_WINDOW');
      return false;
    }
    c.holding = game.id;
    return true;
  }

  /** Every viewer of `gameId` gets the table as it is now (`known`: the game as a write just returned it). */
  private async refresh(gameId: string, known?: Game): Promise<void> {
    const running = this.refreshing.get(gameId);
    if (running) {
      running.again = true;
      if (known && (!running.known || known.version >= running.known.version)) running.known = known;
      return;
    }
    const entry = { again: false, known: known ?? null };
    this.refreshing.set(gameId, entry);
    try {
      do {
        entry.again = false;
        const given = entry.known;
        entry.known = null;
        const read = await this.read(gameId, given);
        if (!read) continue;
        for (const c of [...(this.byGame.get(gameId) ?? [])]) {
          if (c.phase !== 'open') continue;
          if (!(await this.holdSeat(c, read.game))) continue;
          c.show(tableView(liveTableModel(read.game, c.userId, read.events), c.words, read.review));
        }
      } while (entry.again);
    } finally {
      this.refreshing.delete(gameId);
    }
  }

  private async read(gameId: string, given: Game | null): Promise<GameRead | null> {
    const { app, reviews, log } = this.deps;
    let game = given;
    if (!game) {
      const found = await app.reads.find(gameId);
      if (!found.ok) {
        log.warn({ gameId, error: found.error }, 'activity: reading a game failed');
        return null;
      }
      game = found.game;
    }
    const events = await app.reads.events(gameId);
    if (!events.ok) {
      log.warn({ gameId, error: events.error }, 'activity: reading a game log failed');
      return null;
    }
    const review = game.status === 'finished' && reviews ? await reviews.ready(gameId) : null;
    return { game, events: events.events, review };
  }

  private async carryOut(c: Connection, request: Request): Promise<void> {
    const { app, hints } = this.deps;
    const gameId = c.gameId;
    if (!gameId) return this.refuseApp(c, request.n, { ok: false, error: 'NO_GAME', detail: 'no game in the channel' });
    const channelId = c.identity!.channelId;
    const user = { id: c.userId, name: c.identity!.user.name };
    const started = performance.now();
    let changed: Game | null = null;
    switch (request.t) {
      case 'draft':
      case 'place': {
        const build =
          request.t === 'draft'
            ? draftAction(request.source as Source, request.color as Color, request.line as Target)
            : placeAction(request.line, request.column);
        const played = await app.play.play(gameId, request.v, user.id, build, channelId);
        if (!played.ok) return this.refuseApp(c, request.n, played);
        changed = played.after;
        break;
      }
      case 'undo': {
        const undone = await app.play.undo(gameId, request.move, user.id, channelId);
        if (!undone.ok) return this.refuseApp(c, request.n, undone);
        changed = undone.after;
        break;
      }
      case 'vote': {
        const voted = await app.vote.vote(gameId, request.round, user, request.agree, channelId);
        if (!voted.ok) return this.refuseApp(c, request.n, voted);
        changed = voted.game;
        break;
      }
      case 'takeBack': {
        const back = await app.seats.takeBack(gameId, user);
        if (!back.ok) return this.refuseApp(c, request.n, back);
        changed = back.game;
        break;
      }
      case 'hint': {
        const hinted = await hints.hint(gameId, request.v, user.id, channelId);
        if (!hinted.ok) return this.refuseApp(c, request.n, hinted);
        const m = hinted.move;
        const w = c.words.w;
        const points = hinted.expectedPoints;
        c.send({
          t: 'hint',
          n: request.n,
          version: hinted.game.version,
          move:
            m.type === 'drafted'
              ? { kind: 'draft', source: m.source, color: m.color, line: m.target }
              : { kind: 'place', line: m.line, column: m.column },
          text:
            m.type === 'drafted'
              ? w.t('activity-hint-draft', {
                  move: this.hintMove(c, m),
                  points: w.signed(Math.round(points * 10) / 10),
                })
              : w.t('activity-hint-place', { column: m.column + 1, points: w.signed(Math.round(points * 10) / 10) }),
        });
        return;
      }
    }
    c.send({ t: 'done', n: request.n });
    const saved = performance.now();
    // What follows a change (the next turn message, bots, clocks) comes from the outbox, woken by the
    // database at the write's commit, as after a click; the tables are sent from the game the write returned.
    await this.refresh(gameId, changed ?? undefined);
    this.deps.log.debug(
      { user: user.id, gameId, request: request.t, savedMs: saved - started, tablesMs: performance.now() - saved },
      'activity: request',
    );
  }

  /** "2 yellow · Display 1 → line 2 + 1 floor", in the pictures' words. */
  private hintMove(c: Connection, m: Extract<MoveOutcome, { type: 'drafted' }>): string {
    const table = c.words.image.table;
    const where = table.moveWhere(draftFacts(m));
    return `${c.words.w.number(m.count)} ${table.colors[m.color]} · ${where}`;
  }

  private async renewHolds(): Promise<void> {
    const held = [...this.connections].filter((c) => c.holding).map((c) => c.sessionId);
    if (held.length > 0) await this.deps.holds.renew(held).catch(() => undefined);
  }

  /** Channels without a game yet, and finished games still waiting for their review. */
  private async lookAgain(): Promise<void> {
    for (const c of this.connections)
      if (c.phase === 'open' && !c.gameId) await this.findGame(c).catch(() => undefined);
      else if (c.phase === 'open' && c.over) await this.nextGame(c).catch(() => undefined);
    for (const [gameId, set] of this.byGame)
      if ([...set].some((c) => c.awaitingReview)) await this.refresh(gameId).catch(() => undefined);
  }

  private ping(): void {
    for (const c of this.connections) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
  }
}
