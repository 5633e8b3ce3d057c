// What a person's Discord client sends when they use the bot: a slash command (in a server or in a
// DM with the bot), a click, a select choice, a modal's submit, the App Launcher's Entry Point
// command, each an INTERACTION_CREATE to the guild's shard. The test's promise settles when the bot
// acknowledges, or fails after Discord's deadline (the person's client then says "This interaction
// failed"). A click no client could send (no such component, a disabled one, a value not offered) is
// delivered anyway, and recorded.
import { randomBytes } from 'node:crypto';
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ApplicationIntegrationType,
  ComponentType,
  GatewayDispatchEvents,
  InteractionContextType,
  InteractionType,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  type APIChatInputApplicationCommandInteractionData,
  type APIInteraction,
  type APIInteractionDataResolved,
  type APIInteractionDataResolvedGuildMember,
  type APIMessageComponentInteractionData,
  type APIModalInteractionResponseCallbackComponent,
  type APIModalSubmission,
  type APIModalSubmissionComponent,
  type APIModalSubmitTextInputComponent,
  type APIPrimaryEntryPointCommandInteractionData,
  type APIUser,
  type ModalSubmitComponent,
} from 'discord-api-types/v10';
import type { CommandRegistry } from './commands.ts';
import { findComponent } from './components-v2.ts';
import type { LocalEvents, Warnings } from './events.ts';
import type { FakeGateway } from './gateway.ts';
import type { FakeError } from './http-server.ts';
import type { InteractionOutcome, InteractionRecord, Interactions } from './interactions.ts';
import { LIMITS } from './limits.ts';
import type { MessageStore } from './messages.ts';
import {
  EVERYONE_PERMISSIONS,
  memberFieldsJson,
  memberJson,
  snowflake,
  userJson,
  type ChannelRecord,
  type FakeMessage,
  type FakeUser,
} from './model.ts';
import { BASE_LOCALE, type ApiViews } from './views.ts';
import type { FakeWorld } from './world.ts';

/** A component interaction no real Discord client could send: delivered anyway (forgery tests), and recorded. */
export interface UnmatchedClick {
  interactionId: string;
  messageId: string;
  customId: string;
  userId: string;
  reason: 'no such component' | 'component disabled' | 'value not offered';
  values?: string[];
}

/** What a test types into a command: the subcommand and the options' values. */
export interface TypedCommand {
  /** "new", or a group's subcommand: "tournament new". */
  subcommand?: string;
  options?: Record<string, string | number | boolean>;
}

export interface SenderDeps {
  world: FakeWorld;
  store: MessageStore;
  views: ApiViews;
  gateway: FakeGateway;
  commands: CommandRegistry;
  interactions: Interactions;
  warnings: Warnings;
  events: LocalEvents;
  /** The error answers so far: a failed interaction names the callbacks the fake refused. */
  errors: readonly FakeError[];
  /** How long the bot has to acknowledge (Discord: 3000 ms). */
  callbackDeadlineMs: number;
}

export class InteractionSender {
  readonly unmatchedClicks: UnmatchedClick[] = [];
  private readonly world: FakeWorld;
  private readonly store: MessageStore;
  private readonly views: ApiViews;
  private readonly gateway: FakeGateway;
  private readonly commands: CommandRegistry;
  private readonly interactions: Interactions;
  private readonly warnings: Warnings;
  private readonly events: LocalEvents;
  private readonly errors: readonly FakeError[];
  private readonly callbackDeadlineMs: number;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(deps: SenderDeps) {
    this.world = deps.world;
    this.store = deps.store;
    this.views = deps.views;
    this.gateway = deps.gateway;
    this.commands = deps.commands;
    this.interactions = deps.interactions;
    this.warnings = deps.warnings;
    this.events = deps.events;
    this.errors = deps.errors;
    this.callbackDeadlineMs = deps.callbackDeadlineMs;
  }

  /** Stops the deadlines still running (the server is closing). */
  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  slash(user: FakeUser, channelId: string, commandName: string, opts: TypedCommand = {}): Promise<InteractionOutcome> {
    const channel = this.world.channelForTest(channelId);
    const command = this.commands.find(commandName, channel.guildId ?? this.world.guildId);
    const data: APIChatInputApplicationCommandInteractionData = {
      id: command?.id ?? snowflake(),
      name: commandName,
      type: ApplicationCommandType.ChatInput,
      options: commandOptions(command?.options ?? [], opts),
      guild_id: command?.guild_id,
    };
    data.resolved = this.resolvedUsers(data.options ?? []);
    return this.sendInteraction(
      user,
      channel,
      { kind: InteractionType.ApplicationCommand, data },
      undefined,
      `/${commandName}`,
      snowflake(),
      [commandName, opts.subcommand].filter(Boolean).join(' '),
    );
  }

  /** `user` types a slash command in their direct messages with the bot (global commands only; no guild, no member). */
  slashInDm(user: FakeUser, commandName: string, opts: TypedCommand = {}): Promise<InteractionOutcome> {
    const channel = this.world.dmChannelOf(user.id);
    const command = this.commands.find(commandName, ''); // no guild: global commands only
    if (!command || command.guild_id)
      throw new Error(`fake Discord: /${commandName} is not registered globally, so it does not exist in DMs`);
    const contexts = command.contexts;
    if (
      Array.isArray(contexts) &&
      !contexts.includes(InteractionContextType.PrivateChannel) &&
      !contexts.includes(InteractionContextType.BotDM)
    ) {
      throw new Error(`fake Discord: /${commandName} is not available in DMs (contexts ${JSON.stringify(contexts)})`);
    }
    const data: APIChatInputApplicationCommandInteractionData = {
      id: command.id,
      name: commandName,
      type: ApplicationCommandType.ChatInput,
      options: commandOptions(command.options ?? [], opts),
    };
    return this.sendInteraction(
      user,
      channel,
      { kind: InteractionType.ApplicationCommand, data },
      undefined,
      `/${commandName} (DM)`,
      snowflake(),
      [commandName, opts.subcommand].filter(Boolean).join(' '),
    );
  }

  /** `user` picks the app's Entry Point command in the App Launcher, in `channelId` (the bot may answer type 12). */
  entryPoint(user: FakeUser, channelId: string): Promise<InteractionOutcome> {
    const channel = this.world.channelForTest(channelId);
    const command = this.commands.entryPoint();
    if (!command) throw new Error('fake Discord: the application has no Entry Point command (type 4) registered');
    const data: APIPrimaryEntryPointCommandInteractionData = {
      id: command.id,
      name: command.name,
      type: ApplicationCommandType.PrimaryEntryPoint,
    };
    const kind = InteractionType.ApplicationCommand;
    return this.sendInteraction(user, channel, { kind, data }, undefined, 'Entry Point', snowflake(), command.name);
  }

  click(user: FakeUser, messageId: string, customId: string): Promise<InteractionOutcome> {
    return this.componentInteraction(user, messageId, customId, ComponentType.Button, undefined);
  }

  select(user: FakeUser, messageId: string, customId: string, values: string[]): Promise<InteractionOutcome> {
    return this.componentInteraction(user, messageId, customId, ComponentType.StringSelect, values);
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
    const channel = this.world.channelForTest(channelId);
    const shown = this.interactions.shownModal(user.id, customId);
    // What the person typed or chose in a field, as the client sends it back (its type as the modal had it).
    const field = (c: { type: ComponentType; id?: number; custom_id: string }): ModalSubmitComponent => {
      const value = fields[c.custom_id];
      return (
        Array.isArray(value)
          ? { type: c.type, id: c.id, custom_id: c.custom_id, values: value }
          : { type: c.type, id: c.id, custom_id: c.custom_id, value: value ?? '' }
      ) as ModalSubmitComponent;
    };
    const submitted = (c: APIModalInteractionResponseCallbackComponent): APIModalSubmissionComponent => {
      if (c.type === ComponentType.ActionRow)
        return {
          type: c.type,
          id: c.id,
          components: c.components.map((input) => field(input) as APIModalSubmitTextInputComponent),
        };
      if (c.type === ComponentType.Label) return { type: c.type, id: c.id, component: field(c.component) };
      return { type: c.type, id: c.id };
    };
    const components: APIModalSubmissionComponent[] = shown
      ? shown.modal.components.map(submitted)
      : Object.keys(fields).map((key) => ({
          type: ComponentType.ActionRow,
          components: [field({ type: ComponentType.TextInput, custom_id: key }) as APIModalSubmitTextInputComponent],
        }));
    const message = opts.messageId ? this.store.get(opts.messageId) : undefined;
    if (opts.messageId && !message) throw new Error(`fake Discord: no message ${opts.messageId}`);
    return this.sendInteraction(
      user,
      channel,
      { kind: InteractionType.ModalSubmit, data: { custom_id: customId, components }, openedBy: shown?.openedBy },
      message,
      `modal ${customId}`,
    );
  }

  private componentInteraction(
    user: FakeUser,
    messageId: string,
    customId: string,
    defaultType: ComponentType.Button | ComponentType.StringSelect,
    values: string[] | undefined,
  ): Promise<InteractionOutcome> {
    const message = this.store.get(messageId);
    if (!message || message.deleted) throw new Error(`fake Discord: no message ${messageId} to interact with`);
    if (message.ephemeralTo !== undefined && message.ephemeralTo !== user.id) {
      throw new Error(`fake Discord: ${user.username} cannot see ephemeral message ${messageId}`);
    }
    const channel = this.world.channelForTest(message.channelId);
    const component = findComponent(message.components, customId);
    // As the click names it: a forged one (no such component) goes out as the test asked.
    const data = (
      values
        ? { custom_id: customId, component_type: component?.type ?? defaultType, values }
        : { custom_id: customId, component_type: component?.type ?? defaultType }
    ) as APIMessageComponentInteractionData;
    const interactionId = snowflake();
    const offered = component?.type === ComponentType.StringSelect ? component.options.map((o) => o.value) : undefined;
    const reason: UnmatchedClick['reason'] | undefined = !component
      ? 'no such component'
      : component.disabled
        ? 'component disabled'
        : values && offered && values.some((v) => !offered.includes(v))
          ? 'value not offered'
          : undefined;
    if (reason) {
      this.unmatchedClicks.push({ interactionId, messageId, customId, userId: user.id, reason, values });
      this.warnings.warn(
        `A click no Discord client could send (${reason}) was delivered to the bot`,
        `component ${customId}`,
      );
    }
    return this.sendInteraction(
      user,
      channel,
      { kind: InteractionType.MessageComponent, data },
      message,
      `component ${customId}`,
      interactionId,
    );
  }

  private sendInteraction(
    user: FakeUser,
    channel: ChannelRecord,
    sent: SentInteraction,
    message: FakeMessage | undefined,
    label: string,
    id = snowflake(),
    commandName?: string,
  ): Promise<InteractionOutcome> {
    const member = this.world.members.get(user.id);
    if (!member) throw new Error(`fake Discord: ${user.username} is not a member (use addUser)`);
    if (channel.guildId && this.world.departed.has(`${channel.guildId}:${user.id}`)) {
      throw new Error(`fake Discord: ${user.username} left that server and cannot act in it`);
    }
    const record: InteractionRecord = {
      id,
      token: `aW50ZXJhY3Rpb24.${randomBytes(24).toString('base64url')}`,
      kind: sent.kind,
      userId: user.id,
      channelId: channel.id,
      messageId: message?.id,
      commandName,
      openedBy: sent.openedBy,
      createdAt: Date.now(),
      ephemeral: false,
      followupIds: [],
    };
    this.interactions.add(record);
    const inDm = this.world.isDm(channel);
    const guildId = channel.guildId ?? this.world.guildId;
    const common = {
      id: record.id,
      application_id: this.world.applicationId,
      type: sent.kind,
      data: sent.data,
      channel_id: channel.id,
      token: record.token,
      version: 1 as const,
      message: message ? this.views.messageJson(message) : undefined,
      locale: member.locale ?? BASE_LOCALE,
      entitlements: [],
      attachment_size_limit: LIMITS.fileBytes,
    };
    // The interaction's kind and its data go together (SentInteraction): TypeScript cannot follow that pair
    // through the spread into Discord's union of interactions, hence the one assertion.
    const payload = (
      inDm
        ? // From a DM with the bot: a `user` instead of a `member`, no guild, context BotDM.
          {
            ...common,
            channel: this.world.dmChannelJson(channel, member),
            user: userJson(member.user, member.bot),
            app_permissions: EVERYONE_PERMISSIONS.toString(),
            authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: this.world.guildId },
            context: InteractionContextType.BotDM,
          }
        : {
            ...common,
            guild_id: guildId,
            guild: { id: guildId, locale: this.world.guildLocale(guildId), features: [] },
            channel: this.views.channelJson(channel),
            member: { ...memberJson(member), permissions: this.world.memberPermissions(member, channel).toString() },
            app_permissions: this.world
              .memberPermissions(this.world.members.get(this.world.botUserId)!, channel)
              .toString(),
            guild_locale: this.world.guildLocale(guildId),
            authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: guildId },
            context: InteractionContextType.Guild,
          }
    ) as APIInteraction;
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
      if (!this.gateway.dispatch(GatewayDispatchEvents.InteractionCreate, payload, 0, guildId)) {
        this.interactionFailed(record, undefined);
        record.settle(new Error('fake Discord: no bot session connected to receive the interaction'));
      }
    });
  }

  /**
   * What the person's client shows when the bot did not answer: slash commands "did not respond", components "failed".
   */
  private interactionFailed(record: InteractionRecord, lateText: string | undefined): void {
    const text =
      record.kind === InteractionType.ApplicationCommand
        ? 'The application did not respond'
        : 'This interaction failed';
    if (lateText)
      this.warnings.warn(
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

  /** The users (and their members) that user options name, as Discord resolves them for the bot. */
  private resolvedUsers(
    options: readonly APIApplicationCommandInteractionDataOption[],
  ): APIInteractionDataResolved | undefined {
    const users: Record<string, APIUser> = {};
    const members: Record<string, APIInteractionDataResolvedGuildMember> = {};
    const visit = (list: readonly APIApplicationCommandInteractionDataOption[]) => {
      for (const o of list) {
        if ('options' in o && o.options) visit(o.options);
        const m = o.type === ApplicationCommandOptionType.User ? this.world.members.get(String(o.value)) : undefined;
        if (m) {
          users[m.user.id] = userJson(m.user, m.bot);
          members[m.user.id] = { ...memberFieldsJson(m), permissions: m.permissions.toString() };
        }
      }
    };
    visit(options);
    return Object.keys(users).length > 0 ? { users, members } : undefined;
  }
}

/** The options of a typed command as the interaction carries them: the subcommand, then each value with its type. */
function commandOptions(
  declared: readonly APIApplicationCommandOption[],
  opts: TypedCommand,
): APIApplicationCommandInteractionDataOption[] {
  // As the test typed them: a value of the wrong type for its option goes out as is (a client would refuse it first).
  const values = (within: readonly APIApplicationCommandOption[]) =>
    Object.entries(opts.options ?? {}).map(
      ([name, value]) =>
        ({
          name,
          value,
          type: within.find((o) => o.name === name)?.type ?? guessOptionType(value),
        }) as APIApplicationCommandInteractionDataBasicOption,
    );
  if (!opts.subcommand) return values(declared);
  const [groupName = '', subName] = opts.subcommand.split(' ');
  if (subName !== undefined) {
    // A subcommand of a group ("tournament new"): the group, holding the subcommand, holding its options.
    const group = declared.find((o) => o.name === groupName);
    const groupSubs = group?.type === ApplicationCommandOptionType.SubcommandGroup ? (group.options ?? []) : [];
    const within = groupSubs.find((o) => o.name === subName)?.options ?? [];
    return [
      {
        type: ApplicationCommandOptionType.SubcommandGroup,
        name: groupName,
        options: [{ type: ApplicationCommandOptionType.Subcommand, name: subName, options: values(within) }],
      },
    ];
  }
  const sub = declared.find((o) => o.name === opts.subcommand);
  const within = sub?.type === ApplicationCommandOptionType.Subcommand ? (sub.options ?? []) : [];
  return [{ type: ApplicationCommandOptionType.Subcommand, name: opts.subcommand, options: values(within) }];
}

function guessOptionType(value: string | number | boolean): ApplicationCommandOptionType {
  if (typeof value === 'boolean') return ApplicationCommandOptionType.Boolean;
  if (typeof value === 'number')
    return Number.isInteger(value) ? ApplicationCommandOptionType.Integer : ApplicationCommandOptionType.Number;
  return ApplicationCommandOptionType.String;
}

/** What a person did that becomes an interaction: its kind and its data, which go together. */
type SentInteraction =
  | {
      kind: InteractionType.ApplicationCommand;
      data: APIChatInputApplicationCommandInteractionData | APIPrimaryEntryPointCommandInteractionData;
      openedBy?: undefined;
    }
  | { kind: InteractionType.MessageComponent; data: APIMessageComponentInteractionData; openedBy?: undefined }
  | { kind: InteractionType.ModalSubmit; data: APIModalSubmission; openedBy?: string };
