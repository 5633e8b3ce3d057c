// The fake Discord: guild state, REST routes, interactions. The gateway lives in gateway.ts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { foreignRequest } from './browser-guard.ts';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { FakeGateway } from './gateway.ts';
import { BodyError, parseBody, readRawBody } from './http-body.ts';
import { LIMITS } from './limits.ts';
import {
  EVERYONE_PERMISSIONS,
  MessageFlag,
  Permission,
  findComponent,
  guildSnowflake,
  memberJson,
  snowflake,
  userJson,
  type FakeGuild,
  type FakeMessage,
  type FakeUser,
  type MemberRecord,
} from './model.ts';
import { ApiError, Errors, Router, type RouteContext, type RouteResult } from './rest-router.ts';
import { CommandRegistry } from './commands.ts';
import { LocalEvents, type LocalWarning } from './events.ts';
import { PeopleApi } from './people-api.ts';
import { MessageStore } from './messages.ts';
import { DISCORD_LOCALE_KEYS } from './command-rules.ts';
import { ApiViews, BASE_LOCALE, ChannelType, isThread, type ChannelRecord } from './views.ts';

export interface FakeDiscordOptions {
  /** How long the bot has to acknowledge an interaction (Discord: 3000 ms). */
  callbackDeadlineMs?: number;
  /** How long an interaction token stays usable for follow-ups and @original edits (Discord: 15 min). */
  tokenLifetimeMs?: number;
  /** The bot user's name (default "Azul Test Bot"). */
  botName?: string;
  /** How many guilds the bot is in from the start (default 1); more with createGuild(). */
  guilds?: number;
  /** GET /gateway/bot recommends one shard per this many guilds (default 2; Discord: about 1,000). */
  guildsPerShard?: number;
  /** session_start_limit.max_concurrency: how many shards may IDENTIFY at once (default 1, as for most bots). */
  maxConcurrency?: number;
  /**
   * Whether the application may use the privileged Server Members intent (the Developer Portal's
   * switch; default true). When false, an IDENTIFY asking for GUILD_MEMBERS is closed with 4014.
   */
  membersIntent?: boolean;
  /** The first guild's name (default "Fake Azul Guild"); the playground calls it "Local playground". */
  guildName?: string;
}

export interface InteractionOutcome {
  interactionId: string;
  token: string;
  /** Milliseconds from sending the interaction to the bot's callback. */
  ackMs: number;
  /** Callback type: 4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 autocomplete, 9 modal. */
  type: number;
  ephemeral: boolean;
  /** The message the callback created (4, 5) or updated (7). Live object: later edits show. */
  response?: FakeMessage;
  /** The modal the bot opened (callback type 9). */
  modal?: any;
  /** Follow-up messages sent with the interaction token (live objects, deleted ones included). */
  followups(): FakeMessage[];
  /** The @original message: the response (4, 5) or the clicked message (6, 7). */
  original(): FakeMessage | undefined;
}

export interface FakeError {
  route: string;
  status: number;
  code: number;
  body: unknown;
}

/** A component interaction no real Discord client could send: delivered anyway (forgery tests), and recorded. */
export interface UnmatchedClick {
  interactionId: string;
  messageId: string;
  customId: string;
  userId: string;
  reason: 'no such component' | 'component disabled' | 'value not offered';
  values?: string[];
}

interface InteractionRecord {
  id: string;
  token: string;
  /** Interaction type: 2 application command, 3 message component, 5 modal submit. */
  kind: 2 | 3 | 5;
  userId: string;
  channelId: string;
  /** For component interactions: the message the component is on. */
  messageId?: string;
  /** For commands: the name as typed, e.g. "azul new" (messages show "used /azul new"). */
  commandName?: string;
  createdAt: number;
  ackType?: number;
  ephemeral: boolean;
  originalId?: string;
  followupIds: string[];
  settle?: (outcome: InteractionOutcome | Error) => void;
}

const ROUTE_PREFIX = '/api/v10';
/** Bots only receive MESSAGE_* events with this gateway intent. */
const GUILD_MESSAGES_INTENT = 1 << 9;

export class FakeDiscordServer {
  readonly token = `fake.${randomBytes(12).toString('hex')}`;
  readonly applicationId = snowflake();
  readonly botUserId = this.applicationId;
  /** The first guild (single-guild callers use it). */
  readonly guildId: string;
  private readonly guilds = new Map<string, FakeGuild>();
  readonly errors: FakeError[] = [];
  readonly unmatchedClicks: UnmatchedClick[] = [];
  /** Discord-rule violations by the bot, as the people side (the playground) shows them. */
  readonly warnings: LocalWarning[] = [];
  /** Live changes for the people side: messages (ephemeral ones too), warnings, failed interactions, bot status. */
  readonly events = new LocalEvents();
  apiUrl = '';
  baseUrl = '';
  /** The port it listens on (set by listen()). */
  private port = 0;

  private readonly callbackDeadlineMs: number;
  private readonly guildsPerShard: number;
  private readonly maxConcurrency: number;
  private readonly tokenLifetimeMs: number;
  private readonly server: Server;
  private readonly gateway: FakeGateway;
  private readonly router = new Router();
  private readonly channels = new Map<string, ChannelRecord>();
  private readonly members = new Map<string, MemberRecord>();
  /** "guildId:userId" of people who left a guild (everyone else is a member of every guild). */
  private readonly departed = new Set<string>();
  private readonly store: MessageStore;
  private readonly interactions = new Map<string, InteractionRecord>();
  private readonly commands: CommandRegistry;
  /** The role of members added with `manageMessages` (the moderators). */
  readonly moderatorRoleId = snowflake();
  private readonly botRoleId = snowflake();
  private readonly ownerId = snowflake();
  private readyWaiters: Array<() => void> = [];
  private readonly sentNonces = new Map<string, { messageId: string; at: number }>();
  private readonly faults: { method: string; path: RegExp; count: number; status: number; retryAfterMs: number }[] = [];
  /** Direct-message channels the bot opened, by user id; users whose DMs are closed to the bot. */
  private readonly dmChannels = new Map<string, ChannelRecord>();
  private readonly closedDms = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly modalsShown: Array<{ userId: string; modal: any }> = [];
  private readonly views: ApiViews;
  private readonly people: PeopleApi;
  private botWasOnline = false;

  constructor(opts: FakeDiscordOptions = {}) {
    this.callbackDeadlineMs = opts.callbackDeadlineMs ?? 3000;
    this.tokenLifetimeMs = opts.tokenLifetimeMs ?? 15 * 60 * 1000;
    this.guildsPerShard = opts.guildsPerShard ?? 2;
    this.maxConcurrency = opts.maxConcurrency ?? 1;
    const guildCount = opts.guilds ?? 1;
    if (!Number.isInteger(guildCount) || guildCount < 1)
      throw new Error(`fake Discord: guilds must be a whole number >= 1 (got ${guildCount})`);
    for (let i = 0; i < guildCount; i++) this.addGuildRecord(i === 0 ? opts.guildName : undefined);
    this.guildId = this.guilds.keys().next().value!;
    const bot: FakeUser = { id: this.botUserId, username: opts.botName ?? 'Azul Test Bot' };
    this.members.set(bot.id, {
      user: bot,
      bot: true,
      roles: [this.botRoleId],
      permissions: EVERYONE_PERMISSIONS | Permission.ManageMessages,
      joinedAt: Date.now(),
    });
    this.members.set(this.ownerId, {
      user: { id: this.ownerId, username: 'guild-owner' },
      bot: false,
      roles: [],
      permissions: EVERYONE_PERMISSIONS | Permission.Administrator,
      joinedAt: Date.now(),
    });
    const server = this;
    this.store = new MessageStore((id) => this.members.has(id), {
      updated: (m) =>
        this.gateway.dispatch(
          'MESSAGE_UPDATE',
          this.views.messageJson(m),
          GUILD_MESSAGES_INTENT,
          this.views.guildOfChannel(m.channelId),
        ),
      deleted: (m) => {
        const guildId = this.views.guildOfChannel(m.channelId);
        this.gateway.dispatch(
          'MESSAGE_DELETE',
          { id: m.id, channel_id: m.channelId, guild_id: guildId },
          GUILD_MESSAGES_INTENT,
          guildId,
        );
      },
      changed: (m) => this.events.emit({ type: 'message', message: m }),
      warning: (text, where) => this.warn(text, where),
    });
    this.commands = new CommandRegistry(this.applicationId, (id) => this.guilds.has(id));
    this.views = new ApiViews({
      applicationId: this.applicationId,
      botUserId: this.botUserId,
      guildId: this.guildId,
      guilds: this.guilds,
      ownerId: this.ownerId,
      moderatorRoleId: this.moderatorRoleId,
      botRoleId: this.botRoleId,
      get baseUrl() {
        return server.baseUrl;
      },
      channels: this.channels,
      members: this.members,
      interactions: this.interactions,
    });
    this.server = createServer((req, res) => void this.handleHttp(req, res));
    this.gateway = new FakeGateway(this.server, {
      token: this.token,
      guildIds: () => [...this.guilds.keys()],
      readyPayload: (guildIds) => this.views.readyPayload(guildIds),
      guildCreatePayload: (guildId) => this.views.guildJson(true, guildId),
      membersChunk: (request) => this.membersChunk(request),
      onReadyChange: () => this.checkReadyWaiters(),
      membersIntentAllowed: opts.membersIntent ?? true,
      accepts: (req) => foreignRequest(req, this.port, []) === null,
    });
    this.registerRoutes();
    this.people = new PeopleApi(this);
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.port = port;
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.apiUrl = `${this.baseUrl}/api`;
    this.gateway.url = `ws://127.0.0.1:${port}/gateway`;
  }

  async close(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // ---------------------------------------------------------------- test-facing state API

  /** Every guild's id, in creation order (the first is `guildId`). */
  guildName(guildId: string): string {
    const guild = this.guilds.get(guildId);
    if (!guild) throw new Error(`fake Discord: no guild ${guildId}`);
    return guild.name;
  }

  get guildIds(): string[] {
    return [...this.guilds.keys()];
  }

  /** The bot joins a new guild: GUILD_CREATE reaches the session of its shard. Returns its id. */
  createGuild(name?: string): string {
    const guild = this.addGuildRecord(name);
    this.gateway.dispatch('GUILD_CREATE', this.views.guildJson(true, guild.id), 0, guild.id);
    return guild.id;
  }

  /** The shard count GET /gateway/bot recommends: one per `guildsPerShard` guilds. */
  get recommendedShards(): number {
    return Math.max(1, Math.ceil(this.guilds.size / this.guildsPerShard));
  }

  /** Each live gateway session: its [shard, count], whether its client is connected, the guilds it holds. */
  shardSessions(): Array<{ shard: [number, number]; connected: boolean; guildIds: string[] }> {
    return this.gateway.shardSessions();
  }

  /** Whether a connected bot session receives this guild's events. */
  guildOnline(guildId: string): boolean {
    return this.gateway.readyFor(guildId);
  }

  /**
   * `botCanSend: false` denies the bot Send Messages there (channel.send then gets 403 code 50013);
   * `botCanCreateThreads: false` denies it Create Public Threads (starting a thread gets 50013);
   * `type: 'voice'` makes it a voice channel's text chat, where threads cannot exist (50024);
   * `guildId` picks the guild (default the first).
   */
  createChannel(
    name = `channel-${this.channels.size + 1}`,
    opts: { botCanSend?: boolean; botCanCreateThreads?: boolean; type?: 'text' | 'voice'; guildId?: string } = {},
  ): string {
    const guildId = opts.guildId ?? this.guildId;
    if (!this.guilds.has(guildId)) throw new Error(`fake Discord: no guild ${guildId} (use createGuild)`);
    const channel: ChannelRecord = {
      id: snowflake(),
      name,
      guildId,
      position: [...this.channels.values()].filter((c) => c.guildId === guildId && !isThread(c)).length,
      lastMessageId: null,
      type: opts.type === 'voice' ? ChannelType.Voice : ChannelType.Text,
      botDenied:
        (opts.botCanSend === false ? Permission.SendMessages | Permission.SendMessagesInThreads : 0n) |
        (opts.botCanCreateThreads === false ? Permission.CreatePublicThreads : 0n),
    };
    this.channels.set(channel.id, channel);
    this.gateway.dispatch('CHANNEL_CREATE', this.views.channelJson(channel), 0, guildId);
    return channel.id;
  }

  /** Tests: a moderator changes what the bot may do in a channel (a permission overwrite for its role). */
  setChannelPermissions(channelId: string, allow: { createThreads?: boolean; send?: boolean }): void {
    const channel = this.requireChannelForTest(channelId);
    const flip = (bit: bigint, allowed: boolean | undefined) => {
      if (allowed === true) channel.botDenied &= ~bit;
      if (allowed === false) channel.botDenied |= bit;
    };
    flip(Permission.CreatePublicThreads, allow.createThreads);
    flip(Permission.SendMessages | Permission.SendMessagesInThreads, allow.send);
    this.gateway.dispatch('CHANNEL_UPDATE', this.views.channelJson(channel), 0, channel.guildId);
  }

  /** Tests: a moderator archives and locks a thread: the bot's posts there get 50083 (Thread is archived). */
  lockThread(threadId: string): void {
    const thread = this.requireChannelForTest(threadId);
    if (!isThread(thread)) throw new Error(`fake Discord: ${threadId} is not a thread`);
    thread.locked = true;
    this.gateway.dispatch('THREAD_UPDATE', this.views.threadJson(thread), 0, thread.guildId);
  }

  /** Tests: the threads started in a channel, oldest first. */
  threads(channelId: string): Array<{ id: string; name: string; parentId: string }> {
    return [...this.channels.values()]
      .filter((c) => isThread(c) && c.parentId === channelId)
      .map((c) => ({ id: c.id, name: c.name, parentId: c.parentId! }));
  }

  /** Tests: the thread started from this message, if any (its id is the message's). */
  thread(messageId: string): { id: string; name: string; parentId: string } | undefined {
    const channel = this.channels.get(messageId);
    return channel && isThread(channel)
      ? { id: channel.id, name: channel.name, parentId: channel.parentId! }
      : undefined;
  }

  /** `manageServer`: the Manage Server permission; `roles`: role ids the member holds besides (no permission of their own). */
  addUser(
    name: string,
    opts: { manageMessages?: boolean; manageServer?: boolean; roles?: string[]; locale?: string } = {},
  ): FakeUser {
    const user: FakeUser = { id: snowflake(), username: name };
    const member: MemberRecord = {
      user,
      bot: false,
      roles: [...(opts.manageMessages ? [this.moderatorRoleId] : []), ...(opts.roles ?? [])],
      permissions:
        EVERYONE_PERMISSIONS |
        (opts.manageMessages ? Permission.ManageMessages : 0n) |
        (opts.manageServer ? Permission.ManageGuild : 0n),
      joinedAt: Date.now(),
    };
    this.members.set(user.id, member);
    if (opts.locale !== undefined) this.setUserLocale(user.id, opts.locale);
    // People are members of every guild of the fake.
    for (const guildId of this.guilds.keys()) {
      this.gateway.dispatch(
        'GUILD_MEMBER_ADD',
        { ...memberJson(member), guild_id: guildId },
        FakeGateway.GUILD_MEMBERS_INTENT,
        guildId,
      );
    }
    return user;
  }

  /** The language a person's Discord client is set to: every interaction of theirs carries it (`locale`). */
  setUserLocale(userId: string, locale: string): void {
    const member = this.members.get(userId);
    if (!member || member.bot) throw new Error(`fake Discord: no user ${userId}`);
    if (!(DISCORD_LOCALE_KEYS as readonly string[]).includes(locale))
      throw new Error(`fake Discord: ${locale} is not a Discord locale (${DISCORD_LOCALE_KEYS.join(', ')})`);
    member.locale = locale;
  }

  userLocale(userId: string): string {
    return this.members.get(userId)?.locale ?? BASE_LOCALE;
  }

  /** A person deletes a message: their own, or anyone's with Manage Messages (a moderator). */
  deleteMessageAs(user: FakeUser, messageId: string): void {
    const message = this.store.get(messageId);
    if (!message || message.deleted) throw new Error(`fake Discord: no message ${messageId}`);
    const member = this.members.get(user.id);
    if (message.authorId !== user.id && !(member && member.permissions & Permission.ManageMessages)) {
      throw new Error(`fake Discord: ${user.username} may not delete others' messages (Manage Messages)`);
    }
    this.store.delete(message);
  }

  /** The person leaves (or is kicked from) one guild: GUILD_MEMBER_REMOVE, and they can no longer act there. */
  removeMember(userId: string, guildId = this.guildId): void {
    const member = this.members.get(userId);
    if (!member) throw new Error(`fake Discord: no user ${userId}`);
    this.requireGuild(guildId);
    this.departed.add(`${guildId}:${userId}`);
    this.gateway.dispatch(
      'GUILD_MEMBER_REMOVE',
      { guild_id: guildId, user: userJson(member.user, member.bot) },
      FakeGateway.GUILD_MEMBERS_INTENT,
      guildId,
    );
  }

  isMemberOf(userId: string, guildId = this.guildId): boolean {
    return this.members.has(userId) && !this.departed.has(`${guildId}:${userId}`);
  }

  registeredCommands(guildId?: string): unknown[] {
    return this.commands.list(guildId);
  }

  waitForBotReady(timeoutMs = 10_000): Promise<void> {
    if (this.gateway.hasReadySession()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.readyWaiters = this.readyWaiters.filter((w) => w !== done);
        reject(new Error(`fake Discord: no bot identified within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.readyWaiters.push(done);
    });
  }

  get identifyCount(): number {
    return this.gateway.identifyCount;
  }

  get resumeCount(): number {
    return this.gateway.resumeCount;
  }

  messages(channelId: string, opts: { viewer?: FakeUser } = {}): FakeMessage[] {
    return this.store.inChannel(channelId, opts.viewer);
  }

  /** Tests: every message ever posted in the channel, deleted ones included, oldest first. */
  history(channelId: string): FakeMessage[] {
    return [...this.store.all()].filter((m) => m.channelId === channelId);
  }

  message(messageId: string): FakeMessage | undefined {
    return this.store.get(messageId);
  }

  /** A user posts a plain message (MESSAGE_CREATE reaches bots with the GuildMessages intent). */
  postAsUser(user: FakeUser, channelId: string, content: string): FakeMessage {
    const channel = this.requireChannelForTest(channelId);
    const message = this.store.create(channel, user.id, { content });
    this.gateway.dispatch('MESSAGE_CREATE', this.views.messageJson(message), GUILD_MESSAGES_INTENT, channel.guildId);
    return message;
  }

  async waitFor<T>(fn: () => T | undefined | false | null, timeoutMs = 5000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = fn();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`fake Discord: waitFor condition not met within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** Edits the bot made to messages older than an hour (Discord rate-limits those hard: re-post instead). */
  get oldMessageEdits(): ReadonlyArray<{ messageId: string; ageMs: number }> {
    return this.store.oldMessageEdits;
  }

  /** Backdates a message (its timestamp; the snowflake id keeps its real time) to test old-message handling. */
  /**
   * Tests: the next `count` requests of `method` on a path matching `path` (as after /api/v10,
   * e.g. /^\/channels\/\d+\/messages$/) fail with `status` (default 500), as Discord does in an outage.
   * As Discord answers them: 413 with code 40005 (an upload too large), 429 as a per-route rate limit
   * with `retryAfterMs` to wait (default 1 s) in its headers and body.
   */
  failNext(method: string, path: RegExp, count: number, status = 500, opts: { retryAfterMs?: number } = {}): void {
    this.faults.push({ method, path, count, status, retryAfterMs: opts.retryAfterMs ?? 1000 });
  }

  /** Tests: a moderator deletes a channel, its threads with it (the bot then gets 10003 Unknown Channel for them). */
  deleteChannel(channelId: string): void {
    const channel = this.requireChannelForTest(channelId);
    for (const thread of this.threads(channelId)) this.deleteChannel(thread.id);
    this.channels.delete(channelId);
    if (isThread(channel)) {
      this.gateway.dispatch(
        'THREAD_DELETE',
        { id: channel.id, guild_id: channel.guildId, parent_id: channel.parentId, type: ChannelType.PublicThread },
        0,
        channel.guildId,
      );
      return;
    }
    this.gateway.dispatch('CHANNEL_DELETE', this.views.channelJson(channel));
  }

  /** Tests: the direct messages the bot sent `user`. */
  directMessages(user: FakeUser): FakeMessage[] {
    const channel = this.dmChannels.get(user.id);
    return channel ? [...this.store.all()].filter((m) => m.channelId === channel.id && !m.deleted) : [];
  }

  /** Tests: `user` does not accept DMs from the bot (sending gets 403, code 50007). */
  closeDirectMessages(user: FakeUser): void {
    this.closedDms.add(user.id);
  }

  ageMessage(messageId: string, ms: number): void {
    const message = this.store.get(messageId);
    if (!message) throw new Error(`fake Discord: no message ${messageId}`);
    message.createdAt -= ms;
  }

  disconnectAll(): void {
    this.gateway.disconnectAll();
  }

  // ---------------------------------------------------------------- the people side (playground)

  /** Channels in order, each followed by its threads (`parentId` set), oldest first. */
  channelList(): Array<{ id: string; name: string; parentId?: string }> {
    const all = [...this.channels.values()];
    return all
      .filter((c) => !isThread(c))
      .sort((a, b) => a.position - b.position)
      .flatMap((c) => [
        { id: c.id, name: c.name },
        ...all
          .filter((t) => isThread(t) && t.parentId === c.id)
          .map((t) => ({ id: t.id, name: t.name, parentId: c.id })),
      ]);
  }

  /** Members who are people (not the bot, not the absent guild owner), in the order they joined. */
  users(): FakeUser[] {
    return [...this.members.values()].filter((m) => !m.bot && m.user.id !== this.ownerId).map((m) => m.user);
  }

  user(id: string): FakeUser | undefined {
    const member = this.members.get(id);
    return member && !member.bot ? member.user : undefined;
  }

  get botUser(): FakeUser {
    return this.members.get(this.botUserId)!.user;
  }

  get botOnline(): boolean {
    return this.gateway.hasReadySession();
  }

  /** The commands a member of the guild can use: the guild's own, then global ones of other names. */
  availableCommands(): any[] {
    const guild = this.commands.list(this.guildId);
    const names = new Set(guild.map((c: any) => c.name));
    return [...guild, ...this.commands.list().filter((c: any) => !names.has(c.name))];
  }

  /** A message as Discord's API shows it, with attachment URLs relative to this server. */
  messageJsonForPeople(message: FakeMessage): any {
    const json = this.views.messageJson(message);
    for (const a of json.attachments) a.url = a.proxy_url = a.url.slice(this.baseUrl.length);
    return json;
  }

  private warn(text: string, where: string, code?: number): void {
    const warning: LocalWarning = { id: this.warnings.length + 1, at: Date.now(), text, where, code };
    this.warnings.push(warning);
    if (this.warnings.length > 500) this.warnings.shift();
    this.events.emit({ type: 'warning', warning });
  }

  private interactionFailed(record: InteractionRecord, lateText: string | undefined): void {
    // What the user's Discord client says: slash commands "did not respond", components "failed".
    const text = record.kind === 2 ? 'The application did not respond' : 'This interaction failed';
    if (lateText)
      this.warn(
        `${lateText}: Discord drops it (its late answer gets 10062 Unknown interaction)`,
        `interaction ${record.id}`,
        10062,
      );
    this.events.emit({
      type: 'interaction-failed',
      userId: record.userId,
      channelId: record.channelId,
      messageId: record.messageId,
      text,
    });
  }

  // ---------------------------------------------------------------- interactions sent by test users

  slash(
    user: FakeUser,
    channelId: string,
    commandName: string,
    /** `subcommand`: "new", or a group's "tournament new". */
    opts: { subcommand?: string; options?: Record<string, string | number | boolean> } = {},
  ): Promise<InteractionOutcome> {
    const channel = this.requireChannelForTest(channelId);
    const command = this.commands.find(commandName, channel.guildId ?? this.guildId);
    let declared: any[] = command?.options ?? [];
    const options = (entries: Record<string, string | number | boolean>) =>
      Object.entries(entries).map(([name, value]) => ({
        name,
        value,
        type: declared.find((o) => o.name === name)?.type ?? guessOptionType(value),
      }));
    let dataOptions: any[];
    const [groupName, subName] = (opts.subcommand ?? '').split(' ');
    if (opts.subcommand && subName) {
      // A subcommand of a group ("tournament new"): the group, holding the subcommand, holding its options.
      const group = declared.find((o) => o.name === groupName);
      const sub = (group?.options ?? []).find((o: any) => o.name === subName);
      declared = sub?.options ?? [];
      dataOptions = [
        { type: 2, name: groupName, options: [{ type: 1, name: subName, options: options(opts.options ?? {}) }] },
      ];
    } else if (opts.subcommand) {
      const sub = declared.find((o) => o.name === opts.subcommand);
      declared = sub?.options ?? [];
      dataOptions = [{ type: sub?.type ?? 1, name: opts.subcommand, options: options(opts.options ?? {}) }];
    } else {
      dataOptions = options(opts.options ?? {});
    }
    const resolved = this.resolvedUsers(dataOptions);
    const data: any = {
      id: command?.id ?? snowflake(),
      name: commandName,
      type: 1,
      options: dataOptions,
      guild_id: command?.guild_id,
      resolved,
    };
    return this.sendInteraction(
      user,
      channel,
      2,
      data,
      undefined,
      `/${commandName}`,
      snowflake(),
      [commandName, opts.subcommand].filter(Boolean).join(' '),
    );
  }

  /** `user` types a slash command in their direct messages with the bot (global commands only; no guild, no member). */
  slashInDm(
    user: FakeUser,
    commandName: string,
    opts: { subcommand?: string; options?: Record<string, string | number | boolean> } = {},
  ): Promise<InteractionOutcome> {
    const channel = this.dmChannelOf(user.id);
    const command = this.commands.find(commandName, ''); // no guild: global commands only
    if (!command || command.guild_id)
      throw new Error(`fake Discord: /${commandName} is not registered globally, so it does not exist in DMs`);
    if (Array.isArray(command.contexts) && !command.contexts.includes(2) && !command.contexts.includes(1)) {
      throw new Error(
        `fake Discord: /${commandName} is not available in DMs (contexts ${JSON.stringify(command.contexts)})`,
      );
    }
    const sub = opts.subcommand ? (command.options ?? []).find((o: any) => o.name === opts.subcommand) : undefined;
    const values = (entries: Record<string, string | number | boolean>, declared: any[]) =>
      Object.entries(entries).map(([name, value]) => ({
        name,
        value,
        type: declared.find((o) => o.name === name)?.type ?? guessOptionType(value),
      }));
    const dataOptions = opts.subcommand
      ? [{ type: sub?.type ?? 1, name: opts.subcommand, options: values(opts.options ?? {}, sub?.options ?? []) }]
      : values(opts.options ?? {}, command.options ?? []);
    const data = { id: command.id, name: commandName, type: 1, options: dataOptions };
    return this.sendInteraction(
      user,
      channel,
      2,
      data,
      undefined,
      `/${commandName} (DM)`,
      snowflake(),
      [commandName, opts.subcommand].filter(Boolean).join(' '),
    );
  }

  /** An interaction from a DM with the bot: a `user` instead of a `member`, no guild, context 1 (BotDM). */
  private dmInteractionPayload(
    record: InteractionRecord,
    kind: number,
    data: any,
    channel: ChannelRecord,
    member: MemberRecord,
    message: FakeMessage | undefined,
  ): any {
    return {
      id: record.id,
      application_id: this.applicationId,
      type: kind,
      data,
      channel: {
        id: channel.id,
        type: 1,
        last_message_id: channel.lastMessageId,
        recipients: [userJson(member.user, member.bot)],
      },
      channel_id: channel.id,
      user: userJson(member.user, member.bot),
      token: record.token,
      version: 1,
      message: message ? this.views.messageJson(message) : undefined,
      app_permissions: EVERYONE_PERMISSIONS.toString(),
      locale: member.locale ?? BASE_LOCALE,
      entitlements: [],
      authorizing_integration_owners: { '0': this.guildId },
      context: 1,
      attachment_size_limit: LIMITS.fileBytes,
    };
  }

  private dmChannelOf(userId: string): ChannelRecord {
    const member = this.members.get(userId);
    if (!member) throw new Error(`fake Discord: no user ${userId}`);
    let channel = this.dmChannels.get(userId);
    if (!channel) {
      channel = {
        id: snowflake(),
        name: `dm-${member.user.username}`,
        position: 0,
        lastMessageId: null,
        botDenied: 0n,
      };
      this.dmChannels.set(userId, channel);
    }
    return channel;
  }

  click(user: FakeUser, messageId: string, customId: string): Promise<InteractionOutcome> {
    return this.componentInteraction(user, messageId, customId, 2, undefined);
  }

  select(user: FakeUser, messageId: string, customId: string, values: string[]): Promise<InteractionOutcome> {
    return this.componentInteraction(user, messageId, customId, 3, values);
  }

  /**
   * Submits a modal the bot showed this user (matched by custom_id; its layout is mirrored, classic action rows
   * or label components). `messageId` is the message whose component opened the modal, if it was one.
   */
  submitModal(
    user: FakeUser,
    channelId: string,
    customId: string,
    fields: Record<string, string | string[]>,
    opts: { messageId?: string } = {},
  ): Promise<InteractionOutcome> {
    const channel = this.requireChannelForTest(channelId);
    const shown = [...this.modalsShown].reverse().find((m) => m.userId === user.id && m.modal.custom_id === customId);
    const field = (c: any) => {
      const value = fields[c.custom_id];
      return Array.isArray(value)
        ? { type: c.type, id: c.id, custom_id: c.custom_id, values: value }
        : { type: c.type, id: c.id, custom_id: c.custom_id, value: value ?? '' };
    };
    const components = shown
      ? shown.modal.components.map((c: any) =>
          c.type === 1
            ? { type: 1, id: c.id, components: c.components.map(field) }
            : c.type === 18
              ? { type: 18, id: c.id, component: field(c.component) }
              : { type: c.type, id: c.id },
        )
      : Object.keys(fields).map((key) => ({ type: 1, components: [field({ type: 4, custom_id: key })] }));
    const message = opts.messageId ? this.store.get(opts.messageId) : undefined;
    if (opts.messageId && !message) throw new Error(`fake Discord: no message ${opts.messageId}`);
    return this.sendInteraction(user, channel, 5, { custom_id: customId, components }, message, `modal ${customId}`);
  }

  private componentInteraction(
    user: FakeUser,
    messageId: string,
    customId: string,
    defaultType: number,
    values: string[] | undefined,
  ): Promise<InteractionOutcome> {
    const message = this.store.get(messageId);
    if (!message || message.deleted) throw new Error(`fake Discord: no message ${messageId} to interact with`);
    if (message.ephemeralTo !== undefined && message.ephemeralTo !== user.id) {
      throw new Error(`fake Discord: ${user.username} cannot see ephemeral message ${messageId}`);
    }
    const channel = this.requireChannelForTest(message.channelId);
    const component = findComponent(message.components, customId);
    const data: any = { custom_id: customId, component_type: component?.type ?? defaultType };
    if (values) data.values = values;
    const interactionId = snowflake();
    const offered = Array.isArray(component?.options) ? component.options.map((o: any) => o.value) : undefined;
    const reason: UnmatchedClick['reason'] | undefined = !component
      ? 'no such component'
      : component.disabled
        ? 'component disabled'
        : values && offered && values.some((v) => !offered.includes(v))
          ? 'value not offered'
          : undefined;
    if (reason) {
      this.unmatchedClicks.push({ interactionId, messageId, customId, userId: user.id, reason, values });
      this.warn(`A click no Discord client could send (${reason}) was delivered to the bot`, `component ${customId}`);
    }
    return this.sendInteraction(user, channel, 3, data, message, `component ${customId}`, interactionId);
  }

  private sendInteraction(
    user: FakeUser,
    channel: ChannelRecord,
    kind: 2 | 3 | 5,
    data: any,
    message: FakeMessage | undefined,
    label: string,
    id = snowflake(),
    commandName?: string,
  ): Promise<InteractionOutcome> {
    const member = this.members.get(user.id);
    if (!member) throw new Error(`fake Discord: ${user.username} is not a member (use addUser)`);
    if (channel.guildId && this.departed.has(`${channel.guildId}:${user.id}`)) {
      throw new Error(`fake Discord: ${user.username} left that server and cannot act in it`);
    }
    const record: InteractionRecord = {
      id,
      token: `aW50ZXJhY3Rpb24.${randomBytes(24).toString('base64url')}`,
      kind,
      userId: user.id,
      channelId: channel.id,
      messageId: message?.id,
      commandName,
      createdAt: Date.now(),
      ephemeral: false,
      followupIds: [],
    };
    this.interactions.set(record.id, record);
    const inDm = [...this.dmChannels.values()].includes(channel);
    const guildId = channel.guildId ?? this.guildId;
    const payload = inDm
      ? this.dmInteractionPayload(record, kind, data, channel, member, message)
      : {
          id: record.id,
          application_id: this.applicationId,
          type: kind,
          data,
          guild_id: guildId,
          guild: { id: guildId, locale: BASE_LOCALE, features: [] },
          channel: this.views.channelJson(channel),
          channel_id: channel.id,
          member: { ...memberJson(member), permissions: this.memberPermissions(member, channel).toString() },
          token: record.token,
          version: 1,
          message: message ? this.views.messageJson(message) : undefined,
          app_permissions: this.memberPermissions(this.members.get(this.botUserId)!, channel).toString(),
          locale: member.locale ?? BASE_LOCALE,
          guild_locale: BASE_LOCALE,
          entitlements: [],
          authorizing_integration_owners: { '0': guildId },
          context: 0,
          attachment_size_limit: LIMITS.fileBytes,
        };
    return new Promise<InteractionOutcome>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (record.ackType === undefined) {
          record.settle = undefined;
          const refused = this.errors.filter((e) => e.route.includes(`/interactions/${record.id}/`));
          const why = refused.map((e) => ` (callback refused: ${e.status} ${JSON.stringify(e.body)})`).join('');
          this.interactionFailed(record, `The bot did not acknowledge ${label} within ${this.callbackDeadlineMs} ms`);
          reject(
            new Error(
              `fake Discord: interaction ${label} was not acknowledged within ${this.callbackDeadlineMs} ms${why}`,
            ),
          );
        }
      }, this.callbackDeadlineMs);
      this.timers.add(timer);
      record.settle = (result) => {
        clearTimeout(timer);
        this.timers.delete(timer);
        record.settle = undefined;
        if (result instanceof Error) reject(result);
        else resolve(result);
      };
      if (!this.gateway.dispatch('INTERACTION_CREATE', payload, 0, guildId)) {
        this.interactionFailed(record, undefined);
        record.settle(new Error('fake Discord: no bot session connected to receive the interaction'));
      }
    });
  }

  // ---------------------------------------------------------------- HTTP plumbing

  private async handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    let routeLabel = `${method} ${url.pathname}`;
    // Programs only (the bot, tests, the playground's server): no web page the user has open, no rebound name.
    const refused = foreignRequest(req, this.port, []);
    if (refused) {
      req.resume();
      res
        .writeHead(403, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: `Refused: ${refused}.`, code: 0 }));
      return;
    }
    try {
      if (method === 'GET' && url.pathname.startsWith('/attachments/')) return this.serveAttachment(url.pathname, res);
      if (url.pathname.startsWith(PeopleApi.PREFIX)) return await this.people.handle(req, res, url);
      if (!url.pathname.startsWith(ROUTE_PREFIX + '/')) throw Errors.notFound();
      const path = url.pathname.slice(ROUTE_PREFIX.length);
      routeLabel = `${method} ${path}`;
      const match = this.router.match(method, path);
      if (!match) {
        await readRawBody(req);
        throw Errors.notFound();
      }
      if (match.route.auth && req.headers.authorization !== `Bot ${this.token}`) throw Errors.unauthorized();
      const fault = this.faults.find((f) => f.count > 0 && f.method === method && f.path.test(path));
      if (fault) {
        fault.count--;
        await readRawBody(req);
        if (fault.status === 429) {
          const seconds = fault.retryAfterMs / 1000;
          this.errors.push({ route: routeLabel, status: 429, code: 0, body: { retry_after: seconds } });
          res
            .writeHead(429, {
              'content-type': 'application/json',
              'retry-after': String(Math.ceil(seconds)),
              'x-ratelimit-scope': 'user',
              'x-ratelimit-bucket': bucketOf(method, match.route.pattern),
              'x-ratelimit-remaining': '0',
              'x-ratelimit-reset-after': seconds.toFixed(3),
            })
            .end(JSON.stringify({ message: 'You are being rate limited.', retry_after: seconds, global: false }));
          return;
        }
        throw new ApiError(
          fault.status,
          fault.status === 413 ? 40005 : 0,
          fault.status === 413 ? 'Request entity too large' : `${fault.status}: injected failure`,
        );
      }
      const raw = await readRawBody(req);
      const { json, files } = await parseBody(req, raw);
      const result = await match.route.handler({
        req,
        params: match.params,
        query: url.searchParams,
        body: json,
        files,
      });
      this.send(res, result.status, result.json, bucketOf(method, match.route.pattern));
    } catch (err) {
      const apiError =
        err instanceof ApiError
          ? err
          : err instanceof BodyError
            ? new ApiError(err.status, err.code, err.message)
            : new ApiError(500, 0, `fake Discord internal error: ${(err as Error)?.stack ?? String(err)}`);
      this.errors.push({ route: routeLabel, status: apiError.status, code: apiError.code, body: apiError.body });
      this.warn(
        `Discord would answer ${apiError.status} ${apiError.message}${apiError.code ? ` (code ${apiError.code})` : ''}${formErrors(apiError)}`,
        routeLabel,
        apiError.code,
      );
      this.send(res, apiError.status, apiError.body);
    }
  }

  private send(res: ServerResponse, status: number, json: unknown, bucket = 'fake-bucket'): void {
    const headers: Record<string, string> = {
      'x-ratelimit-limit': '50',
      'x-ratelimit-remaining': '49',
      'x-ratelimit-reset': ((Date.now() + 1000) / 1000).toFixed(3),
      'x-ratelimit-reset-after': '1.000',
      'x-ratelimit-bucket': bucket,
    };
    if (status === 204 || json === undefined) {
      res.writeHead(status === 200 ? 204 : status, headers).end();
      return;
    }
    res.writeHead(status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(json));
  }

  private serveAttachment(pathname: string, res: ServerResponse): void {
    const [, , channelId, attachmentId] = pathname.split('/');
    for (const m of this.store.all()) {
      if (m.channelId !== channelId) continue;
      const a = m.attachments.find((x) => x.id === attachmentId);
      if (a) {
        res.writeHead(200, { 'content-type': a.contentType ?? 'application/octet-stream' }).end(a.data);
        return;
      }
    }
    res.writeHead(404).end();
  }

  // ---------------------------------------------------------------- routes

  private registerRoutes(): void {
    const r = this.router;
    r.add('GET', '/gateway', () => ({ status: 200, json: { url: this.gateway.url } }), false);
    r.add('GET', '/gateway/bot', () => ({
      status: 200,
      json: {
        url: this.gateway.url,
        shards: this.recommendedShards,
        session_start_limit: {
          total: 1000,
          remaining: 999,
          reset_after: 86_400_000,
          max_concurrency: this.maxConcurrency,
        },
      },
    }));
    r.add('GET', '/users/@me', () => ({ status: 200, json: this.views.botUserJson() }));
    r.add('GET', '/users/:u', ({ params }) => {
      const member = this.members.get(params[0]);
      if (!member) throw Errors.unknownUser();
      return { status: 200, json: userJson(member.user, member.bot) };
    });
    r.add('POST', '/users/@me/channels', ({ body }) => {
      const userId = String(body?.recipient_id ?? '');
      const member = this.members.get(userId);
      if (!member) throw Errors.notFound();
      const channel = this.dmChannelOf(userId);
      return {
        status: 200,
        json: {
          id: channel.id,
          type: 1,
          last_message_id: channel.lastMessageId,
          recipients: [userJson(member.user, member.bot)],
        },
      };
    });
    r.add('GET', '/applications/@me', () => ({ status: 200, json: this.views.applicationJson() }));
    r.add('GET', '/oauth2/applications/@me', () => ({ status: 200, json: this.views.applicationJson() }));

    this.commands.registerRoutes(r);

    // guild
    r.add('GET', '/guilds/:g', ({ params }) => ({ status: 200, json: this.views.guildJson(false, params[0]) }));
    r.add('GET', '/guilds/:g/channels', ({ params }) => {
      this.requireGuild(params[0]);
      return {
        status: 200,
        json: [...this.channels.values()].filter((c) => c.guildId === params[0]).map((c) => this.views.channelJson(c)),
      };
    });
    r.add('GET', '/guilds/:g/roles', ({ params }) => {
      this.requireGuild(params[0]);
      return { status: 200, json: this.views.rolesJson(params[0]) };
    });
    r.add('GET', '/guilds/:g/members', ({ params, query }) => {
      this.requireGuild(params[0]);
      const limit = Number(query.get('limit') ?? 1);
      return { status: 200, json: [...this.members.values()].slice(0, limit).map((m) => memberJson(m)) };
    });
    r.add('GET', '/guilds/:g/members/:u', ({ params }) => {
      this.requireGuild(params[0]);
      const member = this.members.get(params[1]);
      if (!member || this.departed.has(`${params[0]}:${params[1]}`)) throw Errors.unknownMember();
      return { status: 200, json: memberJson(member) };
    });

    // channels and messages
    r.add('GET', '/channels/:c', ({ params }) => ({
      status: 200,
      json: this.views.channelJson(this.requireChannel(params[0])),
    }));
    r.add('POST', '/channels/:c/typing', ({ params }) => {
      this.requireChannel(params[0]);
      return { status: 204 };
    });
    r.add('GET', '/channels/:c/messages', (ctx) => this.listMessages(ctx));
    r.add('POST', '/channels/:c/messages', (ctx) => this.createChannelMessage(ctx));
    r.add('GET', '/channels/:c/messages/:m', ({ params }) => {
      const message = this.requireChannelMessage(params[0], params[1]);
      return { status: 200, json: this.views.messageJson(message) };
    });
    r.add('PATCH', '/channels/:c/messages/:m', (ctx) => {
      const message = this.requireChannelMessage(ctx.params[0], ctx.params[1]);
      if (message.authorId !== this.botUserId) throw Errors.notAuthor();
      this.store.edit(message, ctx.body ?? {}, ctx.files);
      return { status: 200, json: this.views.messageJson(message) };
    });
    r.add('POST', '/channels/:c/messages/:m/threads', (ctx) => this.startThread(ctx));
    r.add('DELETE', '/channels/:c/messages/:m', ({ params }) => {
      const message = this.requireChannelMessage(params[0], params[1]);
      this.store.delete(message);
      return { status: 204 };
    });

    // interactions: callback and webhook (no bot token: the interaction token authorizes)
    r.add('POST', '/interactions/:id/:token/callback', (ctx) => this.interactionCallback(ctx), false);
    r.add('POST', '/webhooks/:a/:token', (ctx) => this.followup(ctx), false);
    r.add(
      'GET',
      '/webhooks/:a/:token/messages/:m',
      (ctx) => {
        const message = this.webhookMessage(ctx);
        return { status: 200, json: this.views.messageJson(message) };
      },
      false,
    );
    r.add(
      'PATCH',
      '/webhooks/:a/:token/messages/:m',
      (ctx) => {
        const message = this.webhookMessage(ctx);
        this.store.edit(message, ctx.body ?? {}, ctx.files);
        return { status: 200, json: this.views.messageJson(message) };
      },
      false,
    );
    r.add(
      'DELETE',
      '/webhooks/:a/:token/messages/:m',
      (ctx) => {
        this.store.delete(this.webhookMessage(ctx));
        return { status: 204 };
      },
      false,
    );
  }

  // ---------------------------------------------------------------- messages

  private listMessages({ params, query }: RouteContext): RouteResult {
    const channel = this.requireChannel(params[0]);
    const limit = Math.min(Math.max(Number(query.get('limit') ?? 50), 1), 100);
    if (!Number.isFinite(limit)) {
      throw Errors.invalidFormBody({
        limit: { _errors: [{ code: 'NUMBER_TYPE_COERCE', message: 'Value is not int.' }] },
      });
    }
    // Newest first, as Discord lists them; ephemeral messages are never listed.
    let list = this.messages(channel.id)
      .filter((m) => m.ephemeralTo === undefined)
      .reverse();
    const [before, after, around] = ['before', 'after', 'around'].map((key) => {
      const value = query.get(key);
      if (value !== null && !/^\d{1,20}$/.test(value)) {
        throw Errors.invalidFormBody({
          [key]: { _errors: [{ code: 'NUMBER_TYPE_COERCE', message: `Value "${value}" is not snowflake.` }] },
        });
      }
      return value;
    });
    if (before) list = list.filter((m) => BigInt(m.id) < BigInt(before));
    if (after) list = list.filter((m) => BigInt(m.id) > BigInt(after)).slice(-limit);
    if (around) {
      const i = list.findIndex((m) => m.id === around);
      if (i >= 0) list = list.slice(Math.max(0, i - Math.floor(limit / 2)));
    }
    return { status: 200, json: list.slice(0, limit).map((m) => this.views.messageJson(m)) };
  }

  private createChannelMessage({ params, body, files }: RouteContext): RouteResult {
    const dm = [...this.dmChannels.entries()].find(([, c]) => c.id === params[0]);
    if (dm) {
      if (this.closedDms.has(dm[0])) throw new ApiError(403, 50007, 'Cannot send messages to this user');
      this.store.check(body ?? {}, files, true);
      const message = this.store.create(
        dm[1],
        this.botUserId,
        body ?? {},
        files,
        (body?.flags ?? 0) & (4 | MessageFlag.SuppressNotifications | MessageFlag.IsComponentsV2),
      );
      return { status: 200, json: { ...this.views.messageJson(message), guild_id: undefined } };
    }
    const channel = this.requireChannel(params[0]);
    if (channel.botDenied & (isThread(channel) ? Permission.SendMessagesInThreads : Permission.SendMessages))
      throw Errors.missingPermissions();
    if (channel.locked) throw Errors.threadArchived();
    const json = body ?? {};
    this.store.check(json, files, true);
    // enforce_nonce: a message the same author sent with this nonce a few minutes ago is
    // returned as is instead of being created twice (how a retried send stays single).
    const nonceKey = json.enforce_nonce && json.nonce !== undefined ? `${channel.id}:${String(json.nonce)}` : null;
    const earlier = nonceKey ? this.sentNonces.get(nonceKey) : undefined;
    if (earlier && Date.now() - earlier.at < NONCE_WINDOW_MS) {
      const existing = this.store.get(earlier.messageId);
      if (existing) return { status: 200, json: this.views.messageJson(existing) };
    }
    const flags = (json.flags ?? 0) & (4 | MessageFlag.SuppressNotifications | MessageFlag.IsComponentsV2);
    const message = this.store.create(channel, this.botUserId, json, files, flags);
    if (nonceKey) this.sentNonces.set(nonceKey, { messageId: message.id, at: Date.now() });
    if (json.message_reference?.message_id) message.replyTo = String(json.message_reference.message_id);
    this.gateway.dispatch('MESSAGE_CREATE', this.views.messageJson(message), GUILD_MESSAGES_INTENT, channel.guildId);
    return { status: 200, json: this.views.messageJson(message) };
  }

  /**
   * POST /channels/:c/messages/:m/threads: a public thread from a message, as Discord does it: the thread's id is
   * the message's, one thread per message (160004), none in a thread or a channel type without threads (50024),
   * Create Public Threads needed (50013). THREAD_CREATE reaches the guild's shard.
   */
  private startThread({ params, body }: RouteContext): RouteResult {
    const parent = this.requireChannel(params[0]);
    if (isThread(parent) || parent.type === ChannelType.Voice) throw Errors.wrongChannelType();
    if (parent.botDenied & (Permission.CreatePublicThreads | Permission.ViewChannel)) throw Errors.missingPermissions();
    const starter = this.requireChannelMessage(parent.id, params[1]);
    if (this.channels.has(starter.id)) throw Errors.threadExists();
    const name = typeof body?.name === 'string' ? body.name : '';
    if (name.length < 1 || name.length > 100) {
      throw Errors.invalidFormBody({
        name: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' }] },
      });
    }
    const archive = body?.auto_archive_duration ?? 1440;
    if (![60, 1440, 4320, 10080].includes(archive)) {
      throw Errors.invalidFormBody({
        auto_archive_duration: {
          _errors: [{ code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {60, 1440, 4320, 10080}.' }],
        },
      });
    }
    const thread: ChannelRecord = {
      id: starter.id,
      name,
      guildId: parent.guildId,
      position: 0,
      lastMessageId: null,
      botDenied: parent.botDenied & ~Permission.CreatePublicThreads,
      type: ChannelType.PublicThread,
      parentId: parent.id,
      autoArchiveMinutes: archive,
      createdAt: Date.now(),
    };
    this.channels.set(thread.id, thread);
    this.gateway.dispatch(
      'THREAD_CREATE',
      { ...this.views.threadJson(thread), newly_created: true },
      0,
      thread.guildId,
    );
    this.events.emit({ type: 'channel', channel: { id: thread.id, name: thread.name, parentId: parent.id } });
    // The starter message now shows its thread.
    this.gateway.dispatch('MESSAGE_UPDATE', this.views.messageJson(starter), GUILD_MESSAGES_INTENT, parent.guildId);
    this.events.emit({ type: 'message', message: starter });
    return { status: 201, json: this.views.threadJson(thread) };
  }

  // ---------------------------------------------------------------- interaction callback + webhooks

  private interactionCallback(ctx: RouteContext): RouteResult {
    try {
      return this.acknowledge(ctx);
    } catch (err) {
      // The callback's message sits under `data`, so Discord reports its form errors there.
      const errors =
        err instanceof ApiError && err.code === 50035 ? (err.errors as Record<string, unknown>) : undefined;
      if (errors && !('type' in errors)) {
        throw Errors.invalidFormBody({ data: errors });
      }
      throw err;
    }
  }

  private acknowledge({ params, body, files, query }: RouteContext): RouteResult {
    const record = this.interactions.get(params[0]);
    if (!record || record.token !== params[1]) throw Errors.unknownInteraction();
    if (Date.now() - record.createdAt > this.callbackDeadlineMs) throw Errors.unknownInteraction();
    if (record.ackType !== undefined) throw Errors.alreadyAcknowledged();
    const type = body?.type;
    const data = body?.data ?? {};
    const allowed =
      record.kind === 2 ? [4, 5, 9] : record.kind === 3 ? [4, 5, 6, 7, 9] : record.messageId ? [4, 5, 6, 7] : [4, 5];
    if (!allowed.includes(type)) {
      throw Errors.invalidFormBody({
        type: {
          _errors: [
            {
              code: 'INTERACTION_RESPONSE_TYPE_INVALID',
              message: 'Interaction response type is not valid for this interaction',
            },
          ],
        },
      });
    }
    const channel = this.interactionChannel(record.channelId);
    const ephemeral = ((data.flags ?? 0) & MessageFlag.Ephemeral) !== 0;
    let response: FakeMessage | undefined;
    let modal: any;
    if (type === 4 || type === 5) {
      if (type === 4) this.store.check(data, files, true);
      const asked = data.flags ?? 0;
      // A deferred reply keeps only EPHEMERAL: Discord drops IS_COMPONENTS_V2 there (the edit of the original
      // response sets it), so a bot that counts on it finds out here rather than on Discord.
      if (type === 5 && asked & MessageFlag.IsComponentsV2) {
        this.warn(
          'IS_COMPONENTS_V2 on a deferred reply is ignored by Discord: set the flag when editing the original response',
          `interaction ${record.id}`,
        );
      }
      const flags =
        type === 5
          ? asked & MessageFlag.Ephemeral
          : asked & (MessageFlag.Ephemeral | MessageFlag.SuppressNotifications | MessageFlag.IsComponentsV2 | 4);
      response = this.store.create(
        channel,
        this.botUserId,
        type === 4 ? data : {},
        type === 4 ? files : [],
        flags | (type === 5 ? MessageFlag.Loading : 0),
        {
          interactionId: record.id,
          ephemeralTo: ephemeral ? record.userId : undefined,
        },
      );
      record.originalId = response.id;
      record.ephemeral = ephemeral;
      if (!ephemeral)
        this.gateway.dispatch(
          'MESSAGE_CREATE',
          this.views.messageJson(response),
          GUILD_MESSAGES_INTENT,
          channel.guildId,
        );
    } else if (type === 6 || type === 7) {
      const target = this.store.get(record.messageId!);
      if (!target || target.deleted) throw Errors.unknownMessage();
      if (type === 7) {
        this.store.edit(target, data, files);
        response = target;
      }
      record.originalId = target.id;
      record.ephemeral = target.ephemeralTo !== undefined;
    } else if (type === 9) {
      const e = modalErrors(data);
      if (e) throw Errors.invalidFormBody(e);
      modal = data;
      this.modalsShown.push({ userId: record.userId, modal: data });
    }
    record.ackType = type;
    this.events.emit({
      type: 'interaction-acknowledged',
      userId: record.userId,
      channelId: record.channelId,
      messageId: record.messageId,
      callbackType: type,
    });
    const outcome = this.outcome(record, response, modal);
    record.settle?.(outcome);
    if (query.get('with_response') !== 'true') return { status: 204 };
    return {
      status: 200,
      json: {
        interaction: {
          id: record.id,
          type: record.kind,
          response_message_id: response?.id,
          response_message_loading: type === 5,
          response_message_ephemeral: ephemeral,
        },
        resource: response ? { type, message: this.views.messageJson(response) } : { type },
      },
    };
  }

  private outcome(record: InteractionRecord, response: FakeMessage | undefined, modal: any): InteractionOutcome {
    return {
      interactionId: record.id,
      token: record.token,
      ackMs: Date.now() - record.createdAt,
      type: record.ackType!,
      ephemeral: record.ephemeral,
      response,
      modal,
      followups: () => record.followupIds.map((id) => this.store.get(id)!),
      original: () => (record.originalId ? this.store.get(record.originalId) : undefined),
    };
  }

  private interactionForToken(appId: string, token: string): InteractionRecord {
    if (appId !== this.applicationId) throw Errors.unknownWebhook();
    const record = [...this.interactions.values()].find((i) => i.token === token);
    if (!record || Date.now() - record.createdAt > this.tokenLifetimeMs) throw Errors.invalidWebhookToken();
    if (record.ackType === undefined) throw Errors.unknownWebhook();
    return record;
  }

  private followup({ params, body, files, query }: RouteContext): RouteResult {
    // Without ?wait=true Discord answers 204 and no message body.
    const answer = (message: FakeMessage): RouteResult =>
      query.get('wait') === 'true' ? { status: 200, json: this.views.messageJson(message) } : { status: 204 };
    const record = this.interactionForToken(params[0], params[1]);
    const json = body ?? {};
    this.store.check(json, files, true);
    const original = record.originalId ? this.store.get(record.originalId) : undefined;
    // After a deferred reply, Discord turns the first follow-up into the deferred message itself.
    if (original && original.flags & MessageFlag.Loading && !original.deleted) {
      this.store.edit(original, json, files);
      return answer(original);
    }
    const channel = this.interactionChannel(record.channelId);
    const ephemeral = ((json.flags ?? 0) & MessageFlag.Ephemeral) !== 0;
    const flags =
      (json.flags ?? 0) & (MessageFlag.Ephemeral | MessageFlag.SuppressNotifications | MessageFlag.IsComponentsV2 | 4);
    const message = this.store.create(channel, this.botUserId, json, files, flags, {
      interactionId: record.id,
      ephemeralTo: ephemeral ? record.userId : undefined,
    });
    record.followupIds.push(message.id);
    if (!ephemeral)
      this.gateway.dispatch('MESSAGE_CREATE', this.views.messageJson(message), GUILD_MESSAGES_INTENT, channel.guildId);
    return answer(message);
  }

  private webhookMessage({ params }: RouteContext): FakeMessage {
    const record = this.interactionForToken(params[0], params[1]);
    const id = params[2] === '@original' ? record.originalId : params[2];
    const mine = id === record.originalId || record.followupIds.includes(id ?? '');
    const message = id && mine ? this.store.get(id) : undefined;
    if (!message || message.deleted) throw Errors.unknownMessage();
    return message;
  }

  // ---------------------------------------------------------------- lookups

  private requireGuild(id: string): void {
    if (!this.guilds.has(id)) throw Errors.unknownGuild();
  }

  private addGuildRecord(name?: string): FakeGuild {
    const index = this.guilds.size;
    const guild: FakeGuild = {
      id: guildSnowflake(index),
      name: name ?? (index === 0 ? 'Fake Azul Guild' : `Fake Azul Guild ${index + 1}`),
    };
    this.guilds.set(guild.id, guild);
    return guild;
  }

  private requireChannel(id: string): ChannelRecord {
    const channel = this.channels.get(id);
    if (!channel) throw Errors.unknownChannel();
    return channel;
  }

  /** Where an interaction happened: a server channel or a DM with the bot. */
  private interactionChannel(id: string): ChannelRecord {
    return this.channels.get(id) ?? [...this.dmChannels.values()].find((c) => c.id === id) ?? this.requireChannel(id);
  }

  private requireChannelForTest(id: string): ChannelRecord {
    const channel = this.channels.get(id);
    if (!channel) throw new Error(`fake Discord: no channel ${id} (use createChannel)`);
    return channel;
  }

  private requireChannelMessage(channelId: string, messageId: string): FakeMessage {
    this.requireChannel(channelId);
    const message = this.store.get(messageId);
    if (!message || message.deleted || message.channelId !== channelId || message.ephemeralTo !== undefined) {
      throw Errors.unknownMessage();
    }
    return message;
  }

  private memberPermissions(member: MemberRecord, channel?: ChannelRecord): bigint {
    if (member.permissions & Permission.Administrator) return member.permissions;
    return member.user.id === this.botUserId && channel ? member.permissions & ~channel.botDenied : member.permissions;
  }

  private resolvedUsers(options: any[]): any {
    const users: Record<string, any> = {};
    const members: Record<string, any> = {};
    const visit = (list: any[]) => {
      for (const o of list) {
        if (Array.isArray(o.options)) visit(o.options);
        if (o.type === 6 && this.members.has(String(o.value))) {
          const m = this.members.get(String(o.value))!;
          users[m.user.id] = userJson(m.user, m.bot);
          members[m.user.id] = { ...memberJson(m, false), permissions: m.permissions.toString() };
        }
      }
    };
    visit(options);
    return Object.keys(users).length > 0 ? { users, members } : undefined;
  }

  private membersChunk(request: any): any {
    const ids: string[] | undefined =
      request.user_ids === undefined ? undefined : [request.user_ids].flat().map(String);
    const query = typeof request.query === 'string' ? request.query.toLowerCase() : '';
    let found = [...this.members.values()].filter((m) =>
      ids ? ids.includes(m.user.id) : m.user.username.toLowerCase().startsWith(query),
    );
    if (typeof request.limit === 'number' && request.limit > 0) found = found.slice(0, request.limit);
    return {
      guild_id: this.guilds.has(String(request.guild_id)) ? String(request.guild_id) : this.guildId,
      members: found.map((m) => memberJson(m)),
      chunk_index: 0,
      chunk_count: 1,
      not_found: ids ? ids.filter((id) => !this.members.has(id)) : undefined,
      nonce: request.nonce,
    };
  }

  private checkReadyWaiters(): void {
    const online = this.gateway.hasReadySession();
    if (online !== this.botWasOnline) {
      this.botWasOnline = online;
      this.events.emit({ type: 'bot', online });
    }
    if (!online) return;
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const w of waiters) w();
  }
}

/** How long Discord remembers an enforced nonce ("a few minutes"). */
const NONCE_WINDOW_MS = 5 * 60_000;
/** The field errors of a 50035 answer, shortened: "content: Must be 2000 or fewer in length." */
function formErrors(error: ApiError): string {
  if (error.code !== 50035 || !error.errors) return '';
  const found: string[] = [];
  const visit = (node: any, path: string[]) => {
    if (!node || typeof node !== 'object' || found.length >= 3) return;
    if (Array.isArray(node._errors))
      for (const e of node._errors) found.push(`${path.join('.') || 'body'}: ${e.message}`);
    for (const [key, value] of Object.entries(node)) if (key !== '_errors') visit(value, [...path, key]);
  };
  visit(error.errors, []);
  return found.length > 0 ? ` — ${found.join('; ')}` : '';
}

function guessOptionType(value: string | number | boolean): number {
  if (typeof value === 'boolean') return 5;
  if (typeof value === 'number') return Number.isInteger(value) ? 4 : 10;
  return 3;
}

function modalErrors(data: any): Record<string, any> | undefined {
  const errors: Record<string, any> = {};
  if (typeof data?.custom_id !== 'string' || data.custom_id.length < 1 || data.custom_id.length > 100) {
    errors.custom_id = { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' }] };
  }
  if (typeof data?.title !== 'string' || data.title.length < 1 || data.title.length > 45) {
    errors.title = { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 45 in length.' }] };
  }
  if (!Array.isArray(data?.components) || data.components.length < 1 || data.components.length > 5) {
    errors.components = { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 5 in length.' }] };
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** A route's rate-limit bucket, as Discord gives one per route (posting and deleting messages do not share one). */
function bucketOf(method: string, pattern: RegExp): string {
  return createHash('sha1').update(`${method} ${pattern.source}`).digest('hex').slice(0, 16);
}
