// The channel and message routes: a channel, its messages listed as Discord pages them, a message
// created (enforce_nonce keeps a retried send single; the bot's permissions and a locked thread are
// checked), read, edited and deleted, and a public thread started from a message.
import {
  ChannelType,
  GatewayDispatchEvents,
  PermissionFlagsBits,
  ThreadAutoArchiveDuration,
} from 'discord-api-types/v10';
import type { LocalEvents } from './events.ts';
import type { FakeGateway } from './gateway.ts';
import { jsonObject } from './json.ts';
import { flagsOf, SENDABLE_FLAGS } from './message-body.ts';
import type { MessageDispatch } from './message-dispatch.ts';
import type { MessageStore } from './messages.ts';
import { isThread, type ChannelRecord, type FakeMessage } from './model.ts';
import { ApiError, Errors, type RouteContext, type RouteResult, type Router } from './rest-router.ts';
import type { ApiViews } from './views.ts';
import type { FakeWorld } from './world.ts';

export interface MessageRoutesDeps {
  world: FakeWorld;
  store: MessageStore;
  views: ApiViews;
  gateway: FakeGateway;
  dispatch: MessageDispatch;
  events: LocalEvents;
}

/** How long Discord remembers an enforced nonce ("a few minutes"). */
const NONCE_WINDOW_MS = 5 * 60_000;

export class MessageRoutes {
  private readonly sentNonces = new Map<string, { messageId: string; at: number }>();

  constructor(private readonly d: MessageRoutesDeps) {}

  register(r: Router): void {
    const { world, store, views } = this.d;
    r.add('GET', '/channels/:c', ({ params }) => ({
      status: 200,
      json: views.channelJson(world.requireChannel(params[0])),
    }));
    r.add('POST', '/channels/:c/typing', ({ params }) => {
      world.requireChannel(params[0]);
      return { status: 204 };
    });
    r.add('GET', '/channels/:c/messages', (ctx) => this.listMessages(ctx));
    r.add('POST', '/channels/:c/messages', (ctx) => this.createChannelMessage(ctx));
    r.add('GET', '/channels/:c/messages/:m', ({ params }) => {
      const message = this.requireChannelMessage(params[0], params[1]);
      return { status: 200, json: views.messageJson(message) };
    });
    r.add('PATCH', '/channels/:c/messages/:m', (ctx) => {
      const message = this.requireChannelMessage(ctx.params[0], ctx.params[1]);
      if (message.authorId !== world.botUserId) throw Errors.notAuthor();
      store.edit(message, jsonObject(ctx.body), ctx.files);
      return { status: 200, json: views.messageJson(message) };
    });
    r.add('POST', '/channels/:c/messages/:m/threads', (ctx) => this.startThread(ctx));
    r.add('DELETE', '/channels/:c/messages/:m', ({ params }) => {
      store.delete(this.requireChannelMessage(params[0], params[1]));
      return { status: 204 };
    });
  }

  private listMessages({ params, query }: RouteContext): RouteResult {
    const channel = this.d.world.requireChannel(params[0]);
    const limit = Math.min(Math.max(Number(query.get('limit') ?? 50), 1), 100);
    if (!Number.isFinite(limit)) {
      throw Errors.invalidFormBody({
        limit: { _errors: [{ code: 'NUMBER_TYPE_COERCE', message: 'Value is not int.' }] },
      });
    }
    // Newest first, as Discord lists them; ephemeral messages are never listed.
    let list = this.d.store
      .inChannel(channel.id)
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
    return { status: 200, json: list.slice(0, limit).map((m) => this.d.views.messageJson(m)) };
  }

  private createChannelMessage({ params, body, files }: RouteContext): RouteResult {
    const json: unknown = body ?? {};
    const dm = [...this.d.world.dmChannels.entries()].find(([, c]) => c.id === params[0]);
    if (dm) {
      if (this.d.world.closedDms.has(dm[0])) throw new ApiError(403, 50007, 'Cannot send messages to this user');
      this.d.store.check(json, files, true);
      const message = this.d.store.create(dm[1], this.d.world.botUserId, json, files, flagsOf(json) & SENDABLE_FLAGS);
      return { status: 200, json: { ...this.d.views.messageJson(message), guild_id: undefined } };
    }
    const channel = this.d.world.requireChannel(params[0]);
    const send = isThread(channel) ? PermissionFlagsBits.SendMessagesInThreads : PermissionFlagsBits.SendMessages;
    if (channel.botDenied & send) throw Errors.missingPermissions();
    if (channel.locked) throw Errors.threadArchived();
    this.d.store.check(json, files, true);
    // enforce_nonce: a message the same author sent with this nonce a few minutes ago is
    // returned as is instead of being created twice (how a retried send stays single).
    const nonceKey = json.enforce_nonce && json.nonce !== undefined ? `${channel.id}:${String(json.nonce)}` : null;
    const earlier = nonceKey ? this.sentNonces.get(nonceKey) : undefined;
    if (earlier && Date.now() - earlier.at < NONCE_WINDOW_MS) {
      const existing = this.d.store.get(earlier.messageId);
      if (existing) return { status: 200, json: this.d.views.messageJson(existing) };
    }
    const message = this.d.store.create(channel, this.d.world.botUserId, json, files, flagsOf(json) & SENDABLE_FLAGS);
    if (nonceKey) this.sentNonces.set(nonceKey, { messageId: message.id, at: Date.now() });
    const replyTo = jsonObject(json.message_reference).message_id;
    if (replyTo) message.replyTo = String(replyTo);
    this.d.dispatch.created(message, channel);
    return { status: 200, json: this.d.views.messageJson(message) };
  }

  /**
   * POST /channels/:c/messages/:m/threads: a public thread from a message, as Discord does it: the thread's id is
   * the message's, one thread per message (160004), none in a thread or a channel type without threads (50024),
   * Create Public Threads needed (50013). THREAD_CREATE reaches the guild's shard.
   */
  private startThread({ params, body }: RouteContext): RouteResult {
    const parent = this.d.world.requireChannel(params[0]);
    if (isThread(parent) || parent.type === ChannelType.GuildVoice) throw Errors.wrongChannelType();
    if (parent.botDenied & (PermissionFlagsBits.CreatePublicThreads | PermissionFlagsBits.ViewChannel))
      throw Errors.missingPermissions();
    const starter = this.requireChannelMessage(parent.id, params[1]);
    if (this.d.world.channels.has(starter.id)) throw Errors.threadExists();
    const request = jsonObject(body);
    const name = typeof request.name === 'string' ? request.name : '';
    if (name.length < 1 || name.length > 100) {
      throw Errors.invalidFormBody({
        name: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' }] },
      });
    }
    const archive = request.auto_archive_duration ?? ThreadAutoArchiveDuration.OneDay;
    if (!isArchiveDuration(archive)) {
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
      botDenied: parent.botDenied & ~PermissionFlagsBits.CreatePublicThreads,
      type: ChannelType.PublicThread,
      parentId: parent.id,
      autoArchiveMinutes: archive,
      createdAt: Date.now(),
    };
    this.d.world.channels.set(thread.id, thread);
    this.d.gateway.dispatch(
      GatewayDispatchEvents.ThreadCreate,
      { ...this.d.views.threadJson(thread), newly_created: true },
      0,
      thread.guildId,
    );
    this.d.events.emit({ type: 'channel', channel: { id: thread.id, name: thread.name, parentId: parent.id } });
    // The starter message now shows its thread.
    this.d.dispatch.updated(starter);
    this.d.events.emit({ type: 'message', message: starter });
    return { status: 201, json: this.d.views.threadJson(thread) };
  }

  /** A public message of a channel, or Discord's 10008 Unknown Message (ephemeral ones are unknown here). */
  private requireChannelMessage(channelId: string, messageId: string): FakeMessage {
    this.d.world.requireChannel(channelId);
    const message = this.d.store.get(messageId);
    if (!message || message.deleted || message.channelId !== channelId || message.ephemeralTo !== undefined) {
      throw Errors.unknownMessage();
    }
    return message;
  }
}

function isArchiveDuration(value: unknown): value is ThreadAutoArchiveDuration {
  return typeof value === 'number' && [60, 1440, 4320, 10080].includes(value);
}
