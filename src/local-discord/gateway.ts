// The gateway half of the fake: a `ws` server speaking Discord gateway v10 with encoding=json and
// no transport compression (discord.js only asks for zlib-stream when the optional zlib-sync is installed;
// a client that asks anyway is closed with 4000 so the problem is loud, not silent).
import type { IncomingMessage, Server } from 'node:http';
import {
  GatewayCloseCodes,
  GatewayDispatchEvents,
  GatewayIntentBits,
  GatewayOpcodes as Op,
  type GatewayDispatchPayload,
  type GatewayGuildCreateDispatchData,
  type GatewayGuildMembersChunkDispatchData,
} from 'discord-api-types/v10';
import { WebSocketServer, type WebSocket } from 'ws';
import { jsonObject, type JsonObject } from './json.ts';
import { shardOf, snowflake } from './model.ts';
import type { ReadyPayload } from './views.ts';

export const HEARTBEAT_INTERVAL_MS = 41_250;

/** Each event the fake sends, with the data Discord's API types give it. */
export type DispatchData = { [P in GatewayDispatchPayload as P['t']]: P['d'] };
export type DispatchEvent = keyof DispatchData;

interface Session {
  id: string;
  socket?: WebSocket;
  seq: number;
  /** Every dispatch sent, so a RESUME can replay what was missed. */
  sent: Array<{ s: number; payload: string }>;
  intents: number;
  /** [shard_id, num_shards] from IDENTIFY ([0, 1] when not sharded). */
  shard: [number, number];
  ready: boolean;
  dead: boolean;
}

export interface GatewayHooks {
  token: string;
  /** Every guild's id, in creation order. */
  guildIds(): string[];
  /** READY's d payload (without session fields) for a session holding these guilds. */
  readyPayload(guildIds: string[]): ReadyPayload;
  /** The full GUILD_CREATE payload of a guild, as the client receives it after READY. */
  guildCreatePayload(guildId: string): GatewayGuildCreateDispatchData;
  /** The GUILD_MEMBERS_CHUNK answering an op 8 request (its d payload, as the client sent it). */
  membersChunk(request: JsonObject): GatewayGuildMembersChunkDispatchData;
  onReadyChange(): void;
  /** False: the application may not use privileged intents (Server Members), as when the portal switch is off. */
  membersIntentAllowed?: boolean;
  /** Whether a connection may open (programs only: not a web page, see browser-guard.ts); default all. */
  accepts?(req: IncomingMessage): boolean;
}

export class FakeGateway {
  private readonly wss: WebSocketServer;
  private readonly sessions: Session[] = [];
  private readonly sockets = new Set<WebSocket>();
  /** Set once the HTTP server listens: base for the READY resume_gateway_url. */
  url = '';
  identifyCount = 0;
  resumeCount = 0;

  constructor(
    server: Server,
    private readonly hooks: GatewayHooks,
  ) {
    this.wss = new WebSocketServer({
      server,
      path: '/gateway',
      verifyClient: ({ req }: { req: IncomingMessage }) => hooks.accepts?.(req) ?? true,
    });
    this.wss.on('connection', (socket, req) => this.onConnection(socket, req));
  }

  /** Every guild has a session of its shard whose client is connected and has been sent READY + GUILD_CREATE. */
  hasReadySession(): boolean {
    const ids = this.hooks.guildIds();
    return this.sessions.some((s) => this.isConnected(s)) && ids.every((id) => this.readyFor(id));
  }

  /** A connected, ready session of the guild's shard exists. */
  readyFor(guildId: string): boolean {
    return this.sessions.some((s) => this.isConnected(s) && this.holds(s, guildId));
  }

  /** Each live session's shard, whether its client is connected, and its guilds (tests, health checks). */
  shardSessions(): Array<{ shard: [number, number]; connected: boolean; guildIds: string[] }> {
    return this.sessions
      .filter((s) => !s.dead)
      .map((s) => ({
        shard: s.shard,
        connected: this.isConnected(s),
        guildIds: this.hooks.guildIds().filter((id) => this.holds(s, id)),
      }));
  }

  /**
   * Sends an event to the connected ready sessions of the guild's shard (shard 0 for events of no guild);
   * when none is connected, buffers it into the newest live session of that shard so a resuming client
   * still receives it (as Discord replays missed events on RESUME). Returns false when no session could
   * ever receive it.
   */
  dispatch<E extends DispatchEvent>(event: E, data: DispatchData[E], requiredIntent = 0, guildId?: string): boolean {
    const live = this.sessions.filter(
      (s) =>
        !s.dead &&
        (requiredIntent === 0 || (s.intents & requiredIntent) !== 0) &&
        (guildId === undefined ? s.shard[0] === 0 : this.holds(s, guildId)),
    );
    const connected = live.filter((s) => s.ready && s.socket?.readyState === 1);
    const targets = connected.length > 0 ? connected : live.slice(-1);
    for (const session of targets) this.sendDispatch(session, event, data);
    return targets.length > 0;
  }

  private isConnected(s: Session): boolean {
    return s.ready && !s.dead && s.socket?.readyState === 1;
  }

  /** Discord's rule: a guild's events go to shard (guild_id >> 22) % num_shards. */
  private holds(s: Session, guildId: string): boolean {
    return shardOf(guildId, s.shard[1]) === s.shard[0];
  }

  /** Drops every socket abruptly (code 1006 on the client side); sessions stay resumable. */
  disconnectAll(): void {
    for (const socket of this.sockets) socket.terminate();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private onConnection(socket: WebSocket, req: IncomingMessage): void {
    this.sockets.add(socket);
    let session: Session | undefined;
    socket.on('close', (code) => {
      this.sockets.delete(socket);
      if (session && session.socket === socket) {
        session.socket = undefined;
        // A client closing with 1000/1001 ends its session, as on Discord; other codes leave it resumable.
        if (code === 1000 || code === 1001) session.dead = true;
      }
      this.hooks.onReadyChange();
    });
    socket.on('error', () => undefined);
    const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
    if (params.get('v') !== '10') return socket.close(GatewayCloseCodes.InvalidAPIVersion, 'Invalid API version');
    if ((params.get('encoding') ?? 'json') !== 'json')
      return socket.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
    if (params.has('compress'))
      return socket.close(GatewayCloseCodes.UnknownError, 'Fake Discord does not support transport compression');

    socket.send(JSON.stringify({ op: Op.Hello, d: { heartbeat_interval: HEARTBEAT_INTERVAL_MS }, s: null, t: null }));
    socket.on('message', (raw, isBinary) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(isBinary ? Buffer.from(raw as Buffer).toString('utf8') : raw.toString());
      } catch {
        return socket.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
      }
      const msg = jsonObject(parsed);
      switch (msg.op) {
        case Op.Heartbeat:
          socket.send(JSON.stringify({ op: Op.HeartbeatAck, d: null, s: null, t: null }));
          return;
        case Op.Identify:
          if (session) return socket.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
          session = this.identify(socket, jsonObject(msg.d));
          return;
        case Op.Resume:
          if (session) return socket.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
          session = this.resume(socket, jsonObject(msg.d));
          return;
        case Op.PresenceUpdate:
        case Op.VoiceStateUpdate:
          return;
        case Op.RequestGuildMembers:
          if (session)
            this.sendDispatch(
              session,
              GatewayDispatchEvents.GuildMembersChunk,
              this.hooks.membersChunk(jsonObject(msg.d)),
            );
          return;
        default:
          return socket.close(GatewayCloseCodes.UnknownOpcode, 'Unknown opcode.');
      }
    });
  }

  /** IDENTIFY (op 2), its `d` as the client sent it. */
  private identify(socket: WebSocket, d: JsonObject): Session | undefined {
    if (d.token !== this.hooks.token && d.token !== `Bot ${this.hooks.token}`) {
      socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return undefined;
    }
    if (typeof d.intents !== 'number') {
      socket.close(GatewayCloseCodes.InvalidIntents, 'Invalid intent(s).');
      return undefined;
    }
    if ((d.intents & GatewayIntentBits.GuildMembers) !== 0 && this.hooks.membersIntentAllowed === false) {
      socket.close(GatewayCloseCodes.DisallowedIntents, 'Disallowed intent(s).');
      return undefined;
    }
    if (d.compress === true) {
      socket.close(GatewayCloseCodes.UnknownError, 'Fake Discord does not support payload compression');
      return undefined;
    }
    const [shardId, shardCount] = Array.isArray(d.shard) ? d.shard : [0, 1];
    if (
      typeof shardId !== 'number' ||
      typeof shardCount !== 'number' ||
      !Number.isInteger(shardId) ||
      !Number.isInteger(shardCount) ||
      shardCount < 1 ||
      shardId < 0 ||
      shardId >= shardCount
    ) {
      socket.close(GatewayCloseCodes.InvalidShard, 'Invalid shard.');
      return undefined;
    }
    this.identifyCount++;
    // A fresh IDENTIFY of a shard means its earlier disconnected sessions belong to a process that is gone.
    for (const old of this.sessions)
      if (!old.socket && old.shard[0] === shardId && old.shard[1] === shardCount) old.dead = true;
    const session: Session = {
      id: snowflake(),
      socket,
      seq: 0,
      sent: [],
      intents: d.intents,
      shard: [shardId, shardCount],
      ready: false,
      dead: false,
    };
    this.sessions.push(session);
    const guildIds = this.hooks.guildIds().filter((id) => this.holds(session, id));
    const ready = {
      ...this.hooks.readyPayload(guildIds),
      v: 10,
      session_id: session.id,
      session_type: 'normal',
      resume_gateway_url: this.url,
      shard: [shardId, shardCount],
    };
    this.sendDispatch(session, GatewayDispatchEvents.Ready, ready);
    for (const id of guildIds)
      this.sendDispatch(session, GatewayDispatchEvents.GuildCreate, this.hooks.guildCreatePayload(id));
    session.ready = true;
    this.hooks.onReadyChange();
    return session;
  }

  /** RESUME (op 6), its `d` as the client sent it. */
  private resume(socket: WebSocket, d: JsonObject): Session | undefined {
    const session = this.sessions.find((s) => s.id === d.session_id && !s.dead);
    if (!session || d.token !== this.hooks.token) {
      socket.send(JSON.stringify({ op: Op.InvalidSession, d: false, s: null, t: null }));
      return undefined;
    }
    this.resumeCount++;
    session.socket?.terminate();
    session.socket = socket;
    const seq = typeof d.seq === 'number' ? d.seq : 0;
    for (const entry of session.sent) if (entry.s > seq) socket.send(entry.payload);
    this.sendDispatch(session, GatewayDispatchEvents.Resumed, null);
    this.hooks.onReadyChange();
    return session;
  }

  /** `data` is written as JSON: the typed dispatch() above, or the session's own READY and RESUMED. */
  private sendDispatch(session: Session, event: string, data: unknown): void {
    session.seq++;
    const payload = JSON.stringify({ op: Op.Dispatch, t: event, s: session.seq, d: data });
    session.sent.push({ s: session.seq, payload });
    if (session.sent.length > 1000) session.sent.shift();
    if (session.socket?.readyState === 1) session.socket.send(payload);
  }
}
