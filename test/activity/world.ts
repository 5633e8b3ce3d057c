// A bot serving the Activity against the local Discord, for the Activity's tests: the local Discord
// (OAuth2, Activity instances, LAUNCH_ACTIVITY), a fresh database, the real bot in this process with
// ACTIVITY_PORT, and what a browser does without a browser: the code exchange over HTTP and the
// live channel over a WebSocket (the `ws` package), speaking the protocol as the client does.
import WebSocket from 'ws';
import { loadConfig } from '../../src/config.ts';
import { createLogger, startBot, type Bot } from '../../src/runtime/bot.ts';
import { deployCommands } from '../../src/runtime/deploy.ts';
import type { ServerMessage, TableView } from '../../src/activity/protocol.ts';
import { startFakeDiscord, type FakeDiscord, type FakeUser } from '../../src/local-discord/index.ts';
import { botEnv, createDatabase } from '../e2e/harness.ts';
import { createEmbeddedDatabase, createServerDatabase, type TestDatabase } from '../setup/databases.ts';
import type { DatabaseKind } from '../setup/stores.ts';
import { openStore } from '../../src/store/index.ts';
import { pgliteTemplate } from '../store/pglite-template.ts';

export interface ActivityWorld {
  fake: FakeDiscord;
  db: TestDatabase;
  bot: Bot;
  /** The Activity's server, e.g. http://127.0.0.1:40123. */
  url: string;
  close(): Promise<void>;
}

export function activityEnv(fake: FakeDiscord, db: TestDatabase): Record<string, string> {
  return { ...botEnv(fake, db), ACTIVITY_PORT: '0', DISCORD_CLIENT_SECRET: fake.activities.clientSecret };
}

/** `kind`: the database to run on (undefined: the test server if there is one, else embedded). */
export async function startActivityWorld(prefix: string, kind?: DatabaseKind): Promise<ActivityWorld> {
  const fake = await startFakeDiscord();
  let db: TestDatabase;
  if (kind === 'postgres') db = await createServerDatabase(prefix);
  else if (kind === 'embedded') {
    db = await createEmbeddedDatabase(prefix);
    await (await openStore({ dataDir: db.dataDir, embeddedTemplate: await pgliteTemplate() })).close();
  } else db = await createDatabase(prefix);
  const env = activityEnv(fake, db);
  await deployCommands(loadConfig(env, ['token', 'clientId']));
  const config = loadConfig(env, ['token']);
  const bot = await startBot(config, createLogger(config.logLevel));
  await fake.waitForBotReady();
  return {
    fake,
    db,
    bot,
    url: bot.activityUrl!,
    async close() {
      await bot.stop();
      await fake.close();
      await db.drop();
    },
  };
}

/** What the page does after the SDK's AUTHORIZE: `POST /api/token {code}`. */
export async function exchange(world: ActivityWorld, code: string): Promise<{ status: number; json: any }> {
  const res = await fetch(`${world.url}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  return { status: res.status, json: await res.json() };
}

/** An access token for `user`, as the page gets one: a code from the Discord client, exchanged by the server. */
export async function accessToken(world: ActivityWorld, user: FakeUser): Promise<string> {
  const code = world.fake.activities.authorize(user.id, world.fake.applicationId, ['identify']);
  const answer = await exchange(world, code);
  if (answer.status !== 200) throw new Error(`token exchange: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json.access_token as string;
}

/** One open table: the live channel as the client speaks it, every message kept. */
export class LiveSocket {
  readonly messages: ServerMessage[] = [];
  private n = 0;
  private waiters: Array<() => void> = [];
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as ServerMessage);
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  static async open(world: ActivityWorld): Promise<LiveSocket> {
    const ws = new WebSocket(`${world.url.replace(/^http/, 'ws')}/api/live`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new LiveSocket(ws);
  }

  /** Opens a table and says who it is. */
  static async hello(
    world: ActivityWorld,
    hello: { token: string; instance: string; channel: string; locale?: string },
  ): Promise<LiveSocket> {
    const socket = await LiveSocket.open(world);
    socket.sendRaw({ t: 'hello', ...hello });
    return socket;
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) w();
  }

  sendRaw(value: unknown): void {
    this.ws.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  /** Sends a numbered request; returns its number. */
  send(request: Record<string, unknown>): number {
    const n = ++this.n;
    this.sendRaw({ ...request, n });
    return n;
  }

  /** The first message from `from` on that satisfies `match` (waits for it). */
  async next<T extends ServerMessage>(match: (m: ServerMessage) => m is T, from = 0, timeoutMs = 10_000): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (this.closed)
        throw new Error(`socket closed (${this.closed.code} ${this.closed.reason}) before the message came`);
      if (Date.now() > until)
        throw new Error(`no such message in ${timeoutMs} ms; got ${JSON.stringify(this.messages.map((m) => m.t))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, until - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The latest table this socket was sent. */
  get view(): TableView | null {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i]!;
      if (m.t === 'view') return m.view;
    }
    return null;
  }

  /** Waits for a table that satisfies `match`. */
  async viewWhere(match: (v: TableView) => boolean, timeoutMs = 10_000): Promise<TableView> {
    const m = await this.next(
      (x): x is Extract<ServerMessage, { t: 'view' }> => x.t === 'view' && match(x.view),
      0,
      timeoutMs,
    );
    return m.view;
  }

  /** The answer to request `n`: done, refused, or a hint. */
  async answer(n: number, timeoutMs = 10_000): Promise<ServerMessage> {
    return this.next(
      (m): m is ServerMessage => (m.t === 'done' || m.t === 'refused' || m.t === 'hint') && m.n === n,
      0,
      timeoutMs,
    );
  }

  async bye(timeoutMs = 10_000): Promise<Extract<ServerMessage, { t: 'bye' }>> {
    return this.next((m): m is Extract<ServerMessage, { t: 'bye' }> => m.t === 'bye', 0, timeoutMs);
  }

  close(): void {
    this.ws.close();
  }
}

/** A legal draft for the seat to act in `view` (its first pick, that pick's first line). */
export function someDraft(view: TableView): { source: number; color: number; line: number } {
  if (view.controls?.kind !== 'draft') throw new Error(`no draft controls in view ${view.version}`);
  const pick = view.controls.picks[0]!;
  return { source: pick.source, color: pick.color, line: pick.lines[0]!.line };
}
