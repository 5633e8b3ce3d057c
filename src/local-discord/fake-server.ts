// The fake Discord as tests, benchmarks and the playground hold it: the options, the HTTP server
// and gateway it listens with, the parts it is made of wired together, and what a test may do or
// look at (guilds, channels, people, messages, interactions, injected failures). The parts: world.ts
// (the guild world), messages.ts (stored messages), the routes (guild-routes.ts, commands.ts,
// message-routes.ts, interaction-routes.ts), interaction-send.ts (what people's clients send),
// http-server.ts (the HTTP front), gateway.ts, activities.ts (OAuth2 and the Activity's instances),
// and people-api.ts (the people side, through PeopleSide).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import {
  ChannelType,
  GatewayDispatchEvents,
  GatewayIntentBits,
  PermissionFlagsBits,
  type APIApplicationCommand,
  type GatewayChannelModifyDispatchData,
} from 'discord-api-types/v10';
import { LocalActivities } from './activities.ts';
import { foreignRequest } from './browser-guard.ts';
import { DISCORD_LOCALE_KEYS, isDiscordLocale } from './command-rules.ts';
import { CommandRegistry } from './commands.ts';
import { LocalEvents, Warnings, type LocalWarning } from './events.ts';
import { FakeGateway } from './gateway.ts';
import { registerGuildRoutes } from './guild-routes.ts';
import { HttpFront, type FakeError } from './http-server.ts';
import { InteractionRoutes } from './interaction-routes.ts';
import { InteractionSender, type TypedCommand, type UnmatchedClick } from './interaction-send.ts';
import { Interactions, type InteractionOutcome } from './interactions.ts';
import { MessageDispatch } from './message-dispatch.ts';
import { MessageRoutes } from './message-routes.ts';
import { MessageStore } from './messages.ts';
import {
  EVERYONE_PERMISSIONS,
  isThread,
  memberJson,
  snowflake,
  userJson,
  type ChannelRecord,
  type FakeMessage,
  type FakeUser,
  type MemberRecord,
} from './model.ts';
import { PeopleApi, type PeopleSide } from './people-api.ts';
import { Router } from './rest-router.ts';
import { ApiViews, BASE_LOCALE, type MessageJson } from './views.ts';
import { FakeWorld } from './world.ts';

export type { FakeError } from './http-server.ts';
export type { InteractionOutcome } from './interactions.ts';
export type { UnmatchedClick } from './interaction-send.ts';

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

export class FakeDiscordServer implements PeopleSide {
  readonly token = `fake.${randomBytes(12).toString('hex')}`;
  readonly applicationId: string;
  readonly botUserId: string;
  /** The first guild (single-guild callers use it). */
  readonly guildId: string;
  /** Live changes for the people side: messages (ephemeral ones too), warnings, failed interactions, bot status. */
  readonly events = new LocalEvents();
  apiUrl = '';
  baseUrl = '';
  /** The port it listens on (set by listen()). */
  private port = 0;

  private readonly guildsPerShard: number;
  private readonly world: FakeWorld;
  private readonly server: Server;
  private readonly gateway: FakeGateway;
  private readonly store: MessageStore;
  private readonly commands: CommandRegistry;
  private readonly views: ApiViews;
  private readonly interactions: Interactions;
  /** What bots hear of messages (MESSAGE_* events). */
  private readonly dispatch: MessageDispatch;
  private readonly sender: InteractionSender;
  private readonly http: HttpFront;
  private readonly log = new Warnings(this.events);
  /** OAuth2 for the Activity, its instances, its launches (activities.ts). */
  readonly activities: LocalActivities;
  private readyWaiters: Array<() => void> = [];
  private botWasOnline = false;

  constructor(opts: FakeDiscordOptions = {}) {
    const callbackDeadlineMs = opts.callbackDeadlineMs ?? 3000;
    this.guildsPerShard = opts.guildsPerShard ?? 2;
    const world = new FakeWorld({
      guilds: opts.guilds ?? 1,
      guildName: opts.guildName,
      botName: opts.botName ?? 'Azul Test Bot',
    });
    this.world = world;
    this.applicationId = world.applicationId;
    this.botUserId = world.botUserId;
    this.guildId = world.guildId;
    this.store = new MessageStore((id) => world.members.has(id), {
      updated: (m) => dispatch.updated(m),
      deleted: (m) => dispatch.deleted(m),
      changed: (m) => this.events.emit({ type: 'message', message: m }),
      warning: (text, where) => this.log.warn(text, where),
    });
    this.interactions = new Interactions(world.applicationId, opts.tokenLifetimeMs ?? 15 * 60 * 1000, (id) =>
      this.store.get(id),
    );
    this.views = new ApiViews(world, this.interactions.all);
    this.commands = new CommandRegistry(world.applicationId, (id) => world.guilds.has(id));
    const router = new Router();
    const people = new PeopleApi(this);
    this.http = new HttpFront({
      router,
      token: this.token,
      port: () => this.port,
      attachment: (channelId, attachmentId) => this.attachment(channelId, attachmentId),
      people,
      warn: (text, where, code) => this.log.warn(text, where, code),
    });
    this.server = createServer((req, res) => void this.http.handle(req, res));
    this.gateway = new FakeGateway(this.server, {
      token: this.token,
      guildIds: () => [...world.guilds.keys()],
      readyPayload: (guildIds) => this.views.readyPayload(guildIds),
      guildCreatePayload: (guildId) => this.views.guildCreateJson(guildId),
      membersChunk: (request) => world.membersChunk(request),
      onReadyChange: () => this.checkReadyWaiters(),
      membersIntentAllowed: opts.membersIntent ?? true,
      accepts: (req) => foreignRequest(req, this.port, []) === null,
    });
    const dispatch = new MessageDispatch(this.gateway, this.views);
    this.dispatch = dispatch;
    this.sender = new InteractionSender({
      world,
      store: this.store,
      views: this.views,
      gateway: this.gateway,
      commands: this.commands,
      interactions: this.interactions,
      warnings: this.log,
      events: this.events,
      errors: this.http.errors,
      callbackDeadlineMs,
    });
    this.activities = new LocalActivities({
      applicationId: world.applicationId,
      botToken: this.token,
      person: (id) => world.person(id),
      botUserJson: () => this.views.botUserJson(),
      guildOfChannel: (id) => world.channels.get(id)?.guildId ?? null,
      emit: (event) => this.events.emit({ type: 'activity', event }),
    });
    // Before the guild's routes: GET /users/@me answers the bot and, with a bearer token, a person.
    this.activities.registerRoutes(router);
    registerGuildRoutes(router, {
      world,
      views: this.views,
      gatewayUrl: () => this.gateway.url,
      recommendedShards: () => this.recommendedShards,
      maxConcurrency: opts.maxConcurrency ?? 1,
    });
    this.commands.registerRoutes(router);
    new MessageRoutes({
      world,
      store: this.store,
      views: this.views,
      gateway: this.gateway,
      dispatch,
      events: this.events,
    }).register(router);
    new InteractionRoutes({
      world,
      store: this.store,
      views: this.views,
      interactions: this.interactions,
      dispatch,
      warnings: this.log,
      events: this.events,
      callbackDeadlineMs,
      launchActivity: (userId, channelId) => this.activities.launch(userId, channelId),
    }).register(router);
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.port = port;
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.world.baseUrl = this.baseUrl;
    this.apiUrl = `${this.baseUrl}/api`;
    this.gateway.url = `ws://127.0.0.1:${port}/gateway`;
  }

  async close(): Promise<void> {
    this.sender.close();
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Every error answer the fake sent, with Discord's codes. */
  get errors(): FakeError[] {
    return this.http.errors;
  }

  /** Clicks no Discord client could send (unknown custom_id, disabled, a value not offered), delivered anyway. */
  get unmatchedClicks(): UnmatchedClick[] {
    return this.sender.unmatchedClicks;
  }

  /** Discord-rule violations by the bot, as the people side (the playground) shows them. */
  get warnings(): LocalWarning[] {
    return this.log.list;
  }

  // ---------------------------------------------------------------- guilds and the gateway

  guildName(guildId: string): string {
    const guild = this.world.guilds.get(guildId);
    if (!guild) throw new Error(`fake Discord: no guild ${guildId}`);
    return guild.name;
  }

  /** Every guild's id, in creation order (the first is `guildId`). */
  get guildIds(): string[] {
    return [...this.world.guilds.keys()];
  }

  /** The bot joins a new guild: GUILD_CREATE reaches the session of its shard. Returns its id. */
  createGuild(name?: string): string {
    const guild = this.world.addGuild(name);
    this.gateway.dispatch(GatewayDispatchEvents.GuildCreate, this.views.guildCreateJson(guild.id), 0, guild.id);
    return guild.id;
  }

  /** The shard count GET /gateway/bot recommends: one per `guildsPerShard` guilds. */
  get recommendedShards(): number {
    return Math.max(1, Math.ceil(this.world.guilds.size / this.guildsPerShard));
  }

  /** Each live gateway session: its [shard, count], whether its client is connected, the guilds it holds. */
  shardSessions(): Array<{ shard: [number, number]; connected: boolean; guildIds: string[] }> {
    return this.gateway.shardSessions();
  }

  /** Whether a connected bot session receives this guild's events. */
  guildOnline(guildId: string): boolean {
    return this.gateway.readyFor(guildId);
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

  get botOnline(): boolean {
    return this.gateway.hasReadySession();
  }

  disconnectAll(): void {
    this.gateway.disconnectAll();
  }

  // ---------------------------------------------------------------- channels and threads

  /**
   * `botCanSend: false` denies the bot Send Messages there (channel.send then gets 403 code 50013);
   * `botCanCreateThreads: false` denies it Create Public Threads (starting a thread gets 50013);
   * `type: 'voice'` makes it a voice channel's text chat, where threads cannot exist (50024);
   * `guildId` picks the guild (default the first).
   */
  createChannel(
    name = `channel-${this.world.channels.size + 1}`,
    opts: { botCanSend?: boolean; botCanCreateThreads?: boolean; type?: 'text' | 'voice'; guildId?: string } = {},
  ): string {
    const guildId = opts.guildId ?? this.guildId;
    if (!this.world.guilds.has(guildId)) throw new Error(`fake Discord: no guild ${guildId} (use createGuild)`);
    const channel: ChannelRecord = {
      id: snowflake(),
      name,
      guildId,
      position: [...this.world.channels.values()].filter((c) => c.guildId === guildId && !isThread(c)).length,
      lastMessageId: null,
      type: opts.type === 'voice' ? ChannelType.GuildVoice : ChannelType.GuildText,
      botDenied:
        (opts.botCanSend === false
          ? PermissionFlagsBits.SendMessages | PermissionFlagsBits.SendMessagesInThreads
          : 0n) | (opts.botCanCreateThreads === false ? PermissionFlagsBits.CreatePublicThreads : 0n),
    };
    this.world.channels.set(channel.id, channel);
    this.gateway.dispatch(GatewayDispatchEvents.ChannelCreate, this.channelEventJson(channel), 0, guildId);
    return channel.id;
  }

  /** Tests: a moderator changes what the bot may do in a channel (a permission overwrite for its role). */
  setChannelPermissions(channelId: string, allow: { createThreads?: boolean; send?: boolean }): void {
    const channel = this.world.channelForTest(channelId);
    const flip = (bit: bigint, allowed: boolean | undefined) => {
      if (allowed === true) channel.botDenied &= ~bit;
      if (allowed === false) channel.botDenied |= bit;
    };
    flip(PermissionFlagsBits.CreatePublicThreads, allow.createThreads);
    flip(PermissionFlagsBits.SendMessages | PermissionFlagsBits.SendMessagesInThreads, allow.send);
    if (isThread(channel))
      this.gateway.dispatch(GatewayDispatchEvents.ThreadUpdate, this.views.threadJson(channel), 0, channel.guildId);
    else this.gateway.dispatch(GatewayDispatchEvents.ChannelUpdate, this.channelEventJson(channel), 0, channel.guildId);
  }

  /** Tests: a moderator archives and locks a thread: the bot's posts there get 50083 (Thread is archived). */
  lockThread(threadId: string): void {
    const thread = this.world.channelForTest(threadId);
    if (!isThread(thread)) throw new Error(`fake Discord: ${threadId} is not a thread`);
    thread.locked = true;
    this.gateway.dispatch(GatewayDispatchEvents.ThreadUpdate, this.views.threadJson(thread), 0, thread.guildId);
  }

  /** Tests: the threads started in a channel, oldest first. */
  threads(channelId: string): Array<{ id: string; name: string; parentId: string }> {
    return this.world.threadsOf(channelId);
  }

  /** Tests: the thread started from this message, if any (its id is the message's). */
  thread(messageId: string): { id: string; name: string; parentId: string } | undefined {
    const channel = this.world.channels.get(messageId);
    return isThread(channel) ? { id: channel.id, name: channel.name, parentId: channel.parentId } : undefined;
  }

  /** Tests: a moderator deletes a channel, its threads with it (the bot then gets 10003 Unknown Channel for them). */
  deleteChannel(channelId: string): void {
    const channel = this.world.channelForTest(channelId);
    for (const thread of this.threads(channelId)) this.deleteChannel(thread.id);
    this.world.channels.delete(channelId);
    if (isThread(channel)) {
      this.gateway.dispatch(
        GatewayDispatchEvents.ThreadDelete,
        { id: channel.id, guild_id: channel.guildId!, parent_id: channel.parentId, type: ChannelType.PublicThread },
        0,
        channel.guildId,
      );
      return;
    }
    this.gateway.dispatch(GatewayDispatchEvents.ChannelDelete, this.channelEventJson(channel));
  }

  /** Channels in order, each followed by its threads (`parentId` set), oldest first. */
  channelList(): Array<{ id: string; name: string; parentId?: string }> {
    return this.world.channelList();
  }

  // ---------------------------------------------------------------- people

  /** The role of members added with `manageMessages` (the moderators). */
  get moderatorRoleId(): string {
    return this.world.moderatorRoleId;
  }

  /**
   * `manageMessages`: the moderators' role (Manage Messages); `manageServer`: the Manage Server permission;
   * `roles`: role ids the member holds besides (no permission of their own).
   */
  addUser(
    name: string,
    opts: { manageMessages?: boolean; manageServer?: boolean; roles?: string[]; locale?: string } = {},
  ): FakeUser {
    const user: FakeUser = { id: snowflake(), username: name };
    const member: MemberRecord = {
      user,
      bot: false,
      roles: [...(opts.manageMessages ? [this.world.moderatorRoleId] : []), ...(opts.roles ?? [])],
      permissions:
        EVERYONE_PERMISSIONS |
        (opts.manageMessages ? PermissionFlagsBits.ManageMessages : 0n) |
        (opts.manageServer ? PermissionFlagsBits.ManageGuild : 0n),
      joinedAt: Date.now(),
    };
    this.world.members.set(user.id, member);
    if (opts.locale !== undefined) this.setUserLocale(user.id, opts.locale);
    // People are members of every guild of the fake.
    for (const guildId of this.world.guilds.keys()) {
      this.gateway.dispatch(
        GatewayDispatchEvents.GuildMemberAdd,
        { ...memberJson(member), guild_id: guildId },
        GatewayIntentBits.GuildMembers,
        guildId,
      );
    }
    return user;
  }

  /** Members who are people (not the bot, not the absent guild owner), in the order they joined. */
  users(): FakeUser[] {
    return this.world.people();
  }

  user(id: string): FakeUser | undefined {
    return this.world.person(id);
  }

  get botUser(): FakeUser {
    return this.world.botUser;
  }

  /** The language a person's Discord client is set to: every interaction of theirs carries it (`locale`). */
  setUserLocale(userId: string, locale: string): void {
    const member = this.world.members.get(userId);
    if (!member || member.bot) throw new Error(`fake Discord: no user ${userId}`);
    if (!isDiscordLocale(locale))
      throw new Error(`fake Discord: ${locale} is not a Discord locale (${DISCORD_LOCALE_KEYS.join(', ')})`);
    member.locale = locale;
  }

  userLocale(userId: string): string {
    return this.world.members.get(userId)?.locale ?? BASE_LOCALE;
  }

  /**
   * A server's Discord language (its preferred locale): every interaction there carries it
   * (`guild_locale`), and the bot hears of the change (GUILD_UPDATE).
   */
  setGuildLocale(guildId: string, locale: string): void {
    const guild = this.world.guilds.get(guildId);
    if (!guild) throw new Error(`fake Discord: no guild ${guildId}`);
    if (!isDiscordLocale(locale))
      throw new Error(`fake Discord: ${locale} is not a Discord locale (${DISCORD_LOCALE_KEYS.join(', ')})`);
    guild.locale = locale;
    this.gateway.dispatch(GatewayDispatchEvents.GuildUpdate, this.views.guildJson(guildId), 0, guildId);
  }

  guildLocale(guildId = this.guildId): string {
    return this.world.guildLocale(guildId);
  }

  /** Gives or takes a person's Manage Server permission (what `/azul settings` asks of whoever uses it). */
  setManageServer(userId: string, on: boolean): void {
    const member = this.world.members.get(userId);
    if (!member || member.bot) throw new Error(`fake Discord: no user ${userId}`);
    member.permissions = on
      ? member.permissions | PermissionFlagsBits.ManageGuild
      : member.permissions & ~PermissionFlagsBits.ManageGuild;
  }

  canManageServer(userId: string): boolean {
    return ((this.world.members.get(userId)?.permissions ?? 0n) & PermissionFlagsBits.ManageGuild) !== 0n;
  }

  /** The person leaves (or is kicked from) one guild: GUILD_MEMBER_REMOVE, and they can no longer act there. */
  removeMember(userId: string, guildId = this.guildId): void {
    const member = this.world.members.get(userId);
    if (!member) throw new Error(`fake Discord: no user ${userId}`);
    this.world.requireGuild(guildId);
    this.world.departed.add(`${guildId}:${userId}`);
    this.gateway.dispatch(
      GatewayDispatchEvents.GuildMemberRemove,
      { guild_id: guildId, user: userJson(member.user, member.bot) },
      GatewayIntentBits.GuildMembers,
      guildId,
    );
  }

  isMemberOf(userId: string, guildId = this.guildId): boolean {
    return this.world.isMemberOf(userId, guildId);
  }

  /** Tests: the direct messages the bot sent `user`. */
  directMessages(user: FakeUser): FakeMessage[] {
    const channel = this.world.dmChannels.get(user.id);
    return channel ? [...this.store.all()].filter((m) => m.channelId === channel.id && !m.deleted) : [];
  }

  /** Tests: `user` does not accept DMs from the bot (sending gets 403, code 50007). */
  closeDirectMessages(user: FakeUser): void {
    this.world.closedDms.add(user.id);
  }

  // ---------------------------------------------------------------- commands

  registeredCommands(guildId?: string): unknown[] {
    return this.commands.list(guildId);
  }

  /** The commands a member of the guild can use: the guild's own, then global ones of other names. */
  availableCommands(): APIApplicationCommand[] {
    const guild = this.commands.list(this.guildId);
    const names = new Set(guild.map((c) => c.name));
    return [...guild, ...this.commands.list().filter((c) => !names.has(c.name))];
  }

  // ---------------------------------------------------------------- messages

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

  /** A message as Discord's API shows it, with attachment URLs relative to this server. */
  messageJsonForPeople(message: FakeMessage): MessageJson {
    const json = this.views.messageJson(message);
    for (const a of json.attachments) a.url = a.proxy_url = a.url.slice(this.baseUrl.length);
    return json;
  }

  /** A user posts a plain message (MESSAGE_CREATE reaches bots with the GuildMessages intent). */
  postAsUser(user: FakeUser, channelId: string, content: string): FakeMessage {
    const channel = this.world.channelForTest(channelId);
    const message = this.store.create(channel, user.id, { content });
    this.dispatch.created(message, channel);
    return message;
  }

  /** A person deletes a message: their own, or anyone's with Manage Messages (a moderator). */
  deleteMessageAs(user: FakeUser, messageId: string): void {
    const message = this.store.get(messageId);
    if (!message || message.deleted) throw new Error(`fake Discord: no message ${messageId}`);
    const member = this.world.members.get(user.id);
    if (message.authorId !== user.id && !(member && member.permissions & PermissionFlagsBits.ManageMessages)) {
      throw new Error(`fake Discord: ${user.username} may not delete others' messages (Manage Messages)`);
    }
    this.store.delete(message);
  }

  /** Edits the bot made to messages older than an hour (Discord rate-limits those hard: re-post instead). */
  get oldMessageEdits(): ReadonlyArray<{ messageId: string; ageMs: number }> {
    return this.store.oldMessageEdits;
  }

  /** Backdates a message (its timestamp; the snowflake id keeps its real time) to test old-message handling. */
  ageMessage(messageId: string, ms: number): void {
    const message = this.store.get(messageId);
    if (!message) throw new Error(`fake Discord: no message ${messageId}`);
    message.createdAt -= ms;
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

  // ---------------------------------------------------------------- what people's clients send

  slash(user: FakeUser, channelId: string, commandName: string, opts: TypedCommand = {}): Promise<InteractionOutcome> {
    return this.sender.slash(user, channelId, commandName, opts);
  }

  /** `user` types a slash command in their direct messages with the bot (global commands only; no guild, no member). */
  slashInDm(user: FakeUser, commandName: string, opts: TypedCommand = {}): Promise<InteractionOutcome> {
    return this.sender.slashInDm(user, commandName, opts);
  }

  /** `user` picks the app's Entry Point command in the App Launcher, in `channelId` (the bot may answer type 12). */
  launchEntryPoint(user: FakeUser, channelId: string): Promise<InteractionOutcome> {
    return this.sender.entryPoint(user, channelId);
  }

  click(user: FakeUser, messageId: string, customId: string): Promise<InteractionOutcome> {
    return this.sender.click(user, messageId, customId);
  }

  select(user: FakeUser, messageId: string, customId: string, values: string[]): Promise<InteractionOutcome> {
    return this.sender.select(user, messageId, customId, values);
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
    return this.sender.submitModal(user, channelId, customId, fields, opts);
  }

  // ---------------------------------------------------------------- injected failures

  /**
   * Tests: the next `count` requests of `method` on a path matching `path` (as after /api/v10,
   * e.g. /^\/channels\/\d+\/messages$/) fail with `status` (default 500), as Discord does in an outage.
   * As Discord answers them: 413 with code 40005 (an upload too large), 429 as a per-route rate limit
   * with `retryAfterMs` to wait (default 1 s) in its headers and body.
   */
  failNext(method: string, path: RegExp, count: number, status = 500, opts: { retryAfterMs?: number } = {}): void {
    this.http.failNext(method, path, count, status, opts.retryAfterMs ?? 1000);
  }

  // ---------------------------------------------------------------- plumbing

  /** A server channel (not a thread: THREAD_* events carry those) as CHANNEL_* events carry it. */
  private channelEventJson(channel: ChannelRecord): GatewayChannelModifyDispatchData {
    return { ...this.views.textChannelJson(channel), guild_id: channel.guildId ?? this.guildId };
  }

  private attachment(channelId: string, attachmentId: string) {
    for (const m of this.store.all()) {
      if (m.channelId !== channelId) continue;
      const a = m.attachments.find((x) => x.id === attachmentId);
      if (a) return a;
    }
    return undefined;
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
