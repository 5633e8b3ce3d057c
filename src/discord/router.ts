// The permanent interaction handler: slash commands go to their command file, buttons and menus
// are decoded from their custom_id and handed to the handler of their kind (interactions/). No
// collectors and no memory between clicks: after a restart every live button still works, and a
// stale, double or forged click only gets a private answer.
import type { ChatInputCommandInteraction, Interaction, PrimaryEntryPointCommandInteraction } from 'discord.js';
import { MessageFlags } from 'discord.js';
import { NO_TELEMETRY, type InteractionOutcome, type Logger } from '../app/index.ts';
import { ROOT_COMMAND, type Command } from './command.ts';
import { userOf, userWords } from './common.ts';
import type { Context } from './context.ts';
import { decodeCustomId, type Click } from './custom-id.ts';
import { CLICK_HANDLERS, type ClickHandler, type ComponentInteraction } from './interactions/index.ts';
import { Responder, WATCHDOG_MS } from './respond.ts';

/** Who answers an interaction when several bot processes receive it. */
export interface InteractionClaims {
  /** 'mine': answer it; 'taken': another process does, stay silent; 'unknown': the database cannot tell. */
  claim(interactionId: string): Promise<'mine' | 'taken' | 'unknown'>;
}

export class Router {
  private accepting = true;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly commands: Map<string, Command>,
    private readonly ctx: Context,
    private readonly log: Logger,
    private readonly claims: InteractionClaims,
  ) {}

  /**
   * The listener for Events.InteractionCreate; never throws. `arrivedAt`: when the gateway delivered it
   * (earlier than now for one held while the bot was starting): Discord's 3 s run from then. `early`:
   * the Responder (made by `responderFor`) that already acknowledged one held that long.
   */
  readonly onInteraction = (interaction: Interaction, arrivedAt = Date.now(), early?: Responder): void => {
    const work = this.handle(interaction, arrivedAt, early).catch((error: unknown) => {
      this.log.error({ err: error, interactionId: interaction.id }, 'interaction failed');
    });
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  };

  /** Stops taking new interactions and waits (bounded) for those in flight. */
  async drain(timeoutMs = 10_000): Promise<void> {
    this.accepting = false;
    const all = Promise.allSettled([...this.inFlight]);
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  private async handle(interaction: Interaction, received: number, early?: Responder): Promise<void> {
    if (
      !interaction.isChatInputCommand() &&
      !interaction.isButton() &&
      !interaction.isStringSelectMenu() &&
      !interaction.isPrimaryEntryPointCommand()
    )
      return;
    // With two processes connected (a rolling deploy), Discord delivers each interaction to
    // both: only the one that claims it in the database answers; the other stays silent.
    // Claimed even while stopping: a stopping process that answers "restarting, nothing changed"
    // must own the interaction, or the other process may apply the click it says it did not.
    if ((await this.claims.claim(interaction.id)) === 'taken') {
      this.log.debug({ interactionId: interaction.id }, 'interaction claimed by another process');
      this.telemetry.interaction(kindOf(interaction), 'elsewhere', null);
      return;
    }
    if (interaction.isChatInputCommand()) return this.handleCommand(interaction, received, early);
    if (interaction.isPrimaryEntryPointCommand()) return this.handleEntryPoint(interaction);
    return this.handleComponent(interaction, received, early);
  }

  private get telemetry() {
    return this.ctx.telemetry ?? NO_TELEMETRY;
  }

  private async guard(respond: Responder, received: number, work: () => Promise<void>): Promise<void> {
    const outcome = await this.answer(respond, received, work);
    const i = respond.interaction;
    this.telemetry.interaction(
      kindOf(i),
      outcome,
      respond.ackedAt === null ? null : Math.max(0, respond.ackedAt - i.createdTimestamp),
    );
  }

  private async answer(respond: Responder, received: number, work: () => Promise<void>): Promise<InteractionOutcome> {
    const w = userWords(respond.interaction);
    if (!this.accepting) {
      await respond.ephemeral(w.t('restarting'));
      return 'restarting';
    }
    // Discord's 3 s run from when the interaction arrived: the time spent claiming it counts.
    respond.startWatchdog(Math.max(0, WATCHDOG_MS - (Date.now() - received)));
    try {
      await work();
      return respond.refusal === null ? 'answered' : 'refused';
    } catch (error) {
      this.log.error({ err: error, interactionId: respond.interaction.id }, 'handler failed');
      // Every interaction gets a final answer: the apology, unless one was already given (a late
      // failure, after the answer, must not contradict it). An exception is a bug: the app answers
      // every database trouble as a value; so it cannot say that nothing changed.
      await respond.apologize(w.t('unexpected')).catch(() => undefined);
      return 'failed';
    } finally {
      respond.stopWatchdog();
    }
  }

  private async handleCommand(
    interaction: ChatInputCommandInteraction,
    received: number,
    early?: Responder,
  ): Promise<void> {
    const started = Date.now();
    const { sub, command } = commandOf(interaction, this.commands);
    const respond = early ?? responderFor(interaction, this.commands, this.log)!;
    await this.guard(respond, received, async () => {
      if (!command) {
        await respond.ephemeral(userWords(interaction).t('unknown-command'));
        return;
      }
      await command.execute(interaction, respond, this.ctx);
    });
    this.log.info({ command: sub, user: interaction.user.id, ms: Date.now() - started }, 'command');
  }

  /**
   * The Entry Point command (the App Launcher): Discord opens the Activity in this channel, which
   * picks the channel's game (or its lobby) by itself. A bot without the Activity says so.
   */
  private async handleEntryPoint(interaction: PrimaryEntryPointCommandInteraction): Promise<void> {
    const w = userWords(interaction);
    let outcome: InteractionOutcome = 'answered';
    try {
      if (!this.accepting) {
        outcome = 'restarting';
        await interaction.reply({ content: w.t('restarting'), flags: MessageFlags.Ephemeral });
      } else if (!this.ctx.activity) {
        outcome = 'refused';
        await interaction.reply({ content: w.t('activity-off'), flags: MessageFlags.Ephemeral });
      } else await interaction.launchActivity();
    } catch (error) {
      outcome = 'failed';
      throw error;
    } finally {
      const ackMs = outcome === 'failed' ? null : Math.max(0, Date.now() - interaction.createdTimestamp);
      this.telemetry.interaction(kindOf(interaction), outcome, ackMs);
    }
    this.log.info({ command: 'entry-point', user: interaction.user.id }, 'command');
  }

  private async handleComponent(interaction: ComponentInteraction, received: number, early?: Responder): Promise<void> {
    const started = Date.now();
    const respond = early ?? responderFor(interaction, this.commands, this.log)!;
    const click = decodeCustomId(interaction.customId);
    await this.guard(respond, received, async () => {
      if (!click) {
        await respond.ephemeral(userWords(interaction).t('unknown-button'));
        return;
      }
      const handler = CLICK_HANDLERS[click.kind] as ClickHandler<Click['kind']>;
      await handler.run(click, {
        ...this.ctx,
        interaction,
        respond,
        user: userOf(interaction),
        w: userWords(interaction),
      });
    });
    this.log.info(
      { click: click?.kind, gameId: click?.gameId, user: interaction.user.id, ms: Date.now() - started },
      'click',
    );
  }
}

/** The command a slash command runs: its group's (`/azul tournament new` is tournament's) or subcommand's. */
function commandOf(
  interaction: ChatInputCommandInteraction,
  commands: ReadonlyMap<string, Command>,
): { sub: string | null; command: Command | undefined } {
  const sub =
    interaction.commandName === ROOT_COMMAND
      ? (interaction.options.getSubcommandGroup(false) ?? interaction.options.getSubcommand(false))
      : null;
  return { sub, command: sub ? commands.get(sub) : undefined };
}

/**
 * How an interaction is answered, and acknowledged when its answer is slow: a command as it declares
 * (a public or a private "thinking…"), a click by keeping the clicked message. Null for interactions
 * the router does not answer through a Responder (the Entry Point command launches the Activity).
 */
export function responderFor(
  interaction: Interaction,
  commands: ReadonlyMap<string, Command>,
  log: Logger,
): Responder | null {
  const onError = (e: unknown) => log.warn({ err: e }, 'deferring failed');
  if (interaction.isChatInputCommand()) {
    const { command } = commandOf(interaction, commands);
    const deferAs = typeof command?.deferAs === 'function' ? command.deferAs(interaction) : command?.deferAs;
    return new Responder(interaction, deferAs ?? 'reply-ephemeral', onError);
  }
  if (interaction.isButton() || interaction.isStringSelectMenu()) return new Responder(interaction, 'update', onError);
  return null;
}

/** An interaction's kind for the metrics: `/azul <subcommand>`, or a click's kind (from its custom_id). */
function kindOf(interaction: Interaction | Responder['interaction']): string {
  if (interaction.isChatInputCommand()) {
    const sub = interaction.commandName === ROOT_COMMAND ? interaction.options.getSubcommand(false) : null;
    return `/${interaction.commandName}${sub ? ` ${sub}` : ''}`;
  }
  if (interaction.isButton() || interaction.isStringSelectMenu())
    return decodeCustomId(interaction.customId)?.kind ?? 'unknown';
  if (interaction.isPrimaryEntryPointCommand()) return 'entry-point';
  return 'other';
}
