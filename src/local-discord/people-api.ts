// The people side of the local Discord: what a Discord client does for a person, over HTTP under /local/.
// The playground page uses it to read a channel as one user sees it (their ephemeral messages included),
// to type slash commands, to click components, and to follow every change live (server-sent events).
// No bot token: it is served on 127.0.0.1 only, for local people.
//
//   GET  /local/state                                  guild, bot (online?), users, channels, commands, warnings
//   GET  /local/channels/:c/messages?as=USER           the channel as USER sees it, oldest first
//   POST /local/channels/:c/commands   {as, text}      a typed slash command ("/azul new players:2"); 400 {error}
//                                                      with the message a Discord client shows when it is wrong
//   POST /local/channels/:c/messages   {as, content}   a plain message
//   POST /local/messages/:m/components {as, customId, values?}   a click or a select choice
//   POST /local/users/:u/locale        {locale}        the user's client language (Discord's locale names);
//                                                      their interactions carry it from then on; 400 {error}
//   POST /local/users/:u/manage-server {on}            gives or takes the user's Manage Server permission
//   POST /local/guilds/:g/locale       {locale}        the server's Discord language (interactions' guild_locale)
//   GET  /local/events?as=USER                         text/event-stream: message, warning, failed, bot
//
// Commands and clicks answer 202 once delivered to the bot; what the bot does arrives as events, and an
// interaction it does not acknowledge in time arrives as a `failed` event for that user (and a warning).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ComponentType } from 'discord-api-types/v10';
import { DISCORD_LOCALE_KEYS, isDiscordLocale } from './command-rules.ts';
import { findComponent, type ClickableComponent } from './components-v2.ts';
import type { LocalEvent, LocalListener, LocalWarning } from './events.ts';
import { readRawBody } from './http-body.ts';
import { jsonObject, type JsonObject } from './json.ts';
import type { FakeMessage, FakeUser } from './model.ts';
import { localizedCommands, parseSlashInput, type RegisteredCommand } from './slash-input.ts';

/**
 * What the people side needs of the local Discord: the guild as people see it, the bot, the people,
 * the channels and messages they can see, and what their clients send. The server implements it;
 * this module knows nothing else of it.
 */
export interface PeopleSide {
  readonly guildId: string;
  guildName(guildId: string): string;
  readonly botUserId: string;
  readonly botUser: FakeUser;
  readonly botOnline: boolean;
  readonly warnings: readonly LocalWarning[];
  readonly events: { on(listener: LocalListener): () => void };
  users(): FakeUser[];
  user(id: string): FakeUser | undefined;
  userLocale(userId: string): string;
  setUserLocale(userId: string, locale: string): void;
  guildLocale(guildId: string): string;
  setGuildLocale(guildId: string, locale: string): void;
  canManageServer(userId: string): boolean;
  setManageServer(userId: string, on: boolean): void;
  channelList(): Array<{ id: string; name: string; parentId?: string }>;
  availableCommands(): RegisteredCommand[];
  messages(channelId: string, opts: { viewer?: FakeUser }): FakeMessage[];
  message(messageId: string): FakeMessage | undefined;
  /** A message as Discord's API shows it, with attachment URLs relative to the server. */
  messageJsonForPeople(message: FakeMessage): unknown;
  postAsUser(user: FakeUser, channelId: string, content: string): FakeMessage;
  slash(
    user: FakeUser,
    channelId: string,
    commandName: string,
    opts: { subcommand?: string; options?: Record<string, string | number | boolean> },
  ): Promise<unknown>;
  click(user: FakeUser, messageId: string, customId: string): Promise<unknown>;
  select(user: FakeUser, messageId: string, customId: string, values: string[]): Promise<unknown>;
}

class PeopleError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const KEEPALIVE_MS = 15_000;

export class PeopleApi {
  static readonly PREFIX = '/local/';
  readonly prefix = PeopleApi.PREFIX;

  constructor(private readonly discord: PeopleSide) {}

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    try {
      const method = req.method ?? 'GET';
      const parts = url.pathname.slice(PeopleApi.PREFIX.length).split('/').filter(Boolean).map(decodeURIComponent);
      const body = method === 'POST' ? await this.readJson(req) : {};
      const as = () => this.person(String(body.as ?? url.searchParams.get('as') ?? ''));
      const route = `${method} ${parts.map((p, i) => (i % 2 === 1 ? ':id' : p)).join('/')}`;
      switch (route) {
        case 'GET state':
          return send(res, 200, this.state());
        case 'GET events':
          return this.stream(req, res, as());
        case 'GET channels/:id/messages':
          return send(res, 200, this.channelView(parts[1]!, as()));
        case 'POST channels/:id/commands':
          return send(res, 202, this.command(parts[1]!, as(), String(body.text ?? '')));
        case 'POST channels/:id/messages':
          return send(res, 202, this.post(parts[1]!, as(), String(body.content ?? '')));
        case 'POST messages/:id/components':
          return send(res, 202, this.component(parts[1]!, as(), body));
        case 'POST users/:id/locale':
          return send(res, 200, this.setLocale(parts[1]!, String(body.locale ?? '')));
        case 'POST users/:id/manage-server':
          return send(res, 200, this.setManageServer(parts[1]!, body.on === true));
        case 'POST guilds/:id/locale':
          return send(res, 200, this.setGuildLocale(parts[1]!, String(body.locale ?? '')));
        default:
          throw new PeopleError(404, `No such local route: ${method} ${url.pathname}`);
      }
    } catch (error) {
      if (error instanceof PeopleError) return send(res, error.status, { error: error.message });
      send(res, 500, { error: `local Discord: ${(error as Error)?.message ?? String(error)}` });
    }
  }

  state(): unknown {
    const d = this.discord;
    return {
      guild: { id: d.guildId, name: d.guildName(d.guildId), locale: d.guildLocale(d.guildId) },
      bot: { id: d.botUserId, username: d.botUser.username, online: d.botOnline },
      users: d.users().map((u) => ({ ...u, locale: d.userLocale(u.id), manageServer: d.canManageServer(u.id) })),
      locales: DISCORD_LOCALE_KEYS,
      channels: d.channelList(),
      commands: d.availableCommands(),
      warnings: d.warnings,
    };
  }

  private setLocale(userId: string, locale: string): unknown {
    const user = this.discord.user(userId);
    if (!user) throw new PeopleError(404, 'Unknown user.');
    if (!isDiscordLocale(locale)) throw new PeopleError(400, `Not a Discord language: ${locale}.`);
    this.discord.setUserLocale(userId, locale);
    return { id: userId, locale };
  }

  private setManageServer(userId: string, on: boolean): unknown {
    if (!this.discord.user(userId)) throw new PeopleError(404, 'Unknown user.');
    this.discord.setManageServer(userId, on);
    return { id: userId, manageServer: on };
  }

  private setGuildLocale(guildId: string, locale: string): unknown {
    if (guildId !== this.discord.guildId) throw new PeopleError(404, 'Unknown server.');
    if (!isDiscordLocale(locale)) throw new PeopleError(400, `Not a Discord language: ${locale}.`);
    this.discord.setGuildLocale(guildId, locale);
    return { id: guildId, locale };
  }

  private channelView(channelId: string, viewer: FakeUser): unknown[] {
    this.channel(channelId);
    return this.discord.messages(channelId, { viewer }).map((m) => this.discord.messageJsonForPeople(m));
  }

  private command(channelId: string, user: FakeUser, text: string): unknown {
    this.channel(channelId);
    // Typed as the user's client shows the commands: in their language.
    const commands = localizedCommands(this.discord.availableCommands(), this.discord.userLocale(user.id));
    const parsed = parseSlashInput(text, commands, this.discord.users());
    if (!parsed.ok) throw new PeopleError(400, parsed.error);
    // A refusal (not acknowledged, no bot) reaches the page as a `failed` event; nothing to do with it here.
    this.discord
      .slash(user, channelId, parsed.command, { subcommand: parsed.subcommand, options: parsed.options })
      .catch(() => undefined);
    return { delivered: true };
  }

  private post(channelId: string, user: FakeUser, content: string): unknown {
    this.channel(channelId);
    if (content.trim() === '') throw new PeopleError(400, 'Cannot send an empty message.');
    if (content.length > 2000) throw new PeopleError(400, 'Your message is over 2000 characters.');
    const message = this.discord.postAsUser(user, channelId, content);
    return { id: message.id };
  }

  private component(messageId: string, user: FakeUser, body: JsonObject): unknown {
    const message = this.discord.message(messageId);
    if (!message || message.deleted || (message.ephemeralTo !== undefined && message.ephemeralTo !== user.id)) {
      throw new PeopleError(404, 'Unknown message.');
    }
    const customId = String(body.customId ?? '');
    const component = findComponent(message.components, customId);
    // A Discord client only sends what it shows, enabled: anything else is refused here, not forged.
    if (!component) throw new PeopleError(400, 'This component is no longer on the message.');
    if (component.disabled) throw new PeopleError(400, 'This component is disabled.');
    const sent =
      component.type === ComponentType.Button
        ? this.discord.click(user, messageId, customId)
        : this.discord.select(user, messageId, customId, this.values(component, body.values));
    sent.catch(() => undefined);
    return { delivered: true };
  }

  private values(component: Exclude<ClickableComponent, { type: ComponentType.Button }>, values: unknown): string[] {
    const list = Array.isArray(values) ? values.map(String) : [];
    const offered = component.type === ComponentType.StringSelect ? component.options.map((o) => o.value) : [];
    const min = component.min_values ?? 1;
    const max = component.max_values ?? 1;
    if (list.length < min || list.length > max) throw new PeopleError(400, `Choose between ${min} and ${max} options.`);
    if (list.some((v) => !offered.includes(v))) throw new PeopleError(400, 'That option is not offered.');
    return list;
  }

  /** Server-sent events for one viewer: every change they could see, and warnings, until they leave. */
  private stream(req: IncomingMessage, res: ServerResponse, viewer: FakeUser): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    const write = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    write('hello', { bot: { online: this.discord.botOnline } });
    const off = this.discord.events.on((event: LocalEvent) => {
      switch (event.type) {
        case 'message':
          if (!visibleTo(event.message, viewer)) return;
          if (event.message.deleted) write('delete', { id: event.message.id, channel_id: event.message.channelId });
          else write('message', this.discord.messageJsonForPeople(event.message));
          return;
        case 'warning':
          return write('warning', event.warning);
        case 'interaction-failed':
          if (event.userId === viewer.id) write('failed', event);
          return;
        case 'interaction-acknowledged':
          if (event.userId === viewer.id)
            write('acked', {
              messageId: event.messageId,
              channelId: event.channelId,
              callbackType: event.callbackType,
            });
          return;
        case 'bot':
          return write('bot', { online: event.online });
        case 'channel':
          return write('channel', event.channel);
      }
    });
    const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
    req.on('close', () => {
      clearInterval(keepalive);
      off();
    });
  }

  private person(id: string): FakeUser {
    const user = this.discord.user(id);
    if (!user)
      throw new PeopleError(403, `No local user ${id || '(missing ?as=)'}: pick one of the playground's users.`);
    return user;
  }

  private channel(id: string): void {
    if (!this.discord.channelList().some((c) => c.id === id)) throw new PeopleError(404, 'Unknown channel.');
  }

  /** The request's JSON object, its fields as the page sent them; {} for no body or a body that is no object. */
  private async readJson(req: IncomingMessage): Promise<JsonObject> {
    const raw = await readRawBody(req);
    if (raw.length === 0) return {};
    try {
      return jsonObject(JSON.parse(raw.toString('utf8')));
    } catch {
      throw new PeopleError(400, 'The request body is not JSON.');
    }
  }
}

function visibleTo(message: FakeMessage, viewer: FakeUser): boolean {
  return message.ephemeralTo === undefined || message.ephemeralTo === viewer.id;
}

function send(res: ServerResponse, status: number, json: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(json));
}
