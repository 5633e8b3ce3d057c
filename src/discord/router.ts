// The permanent interaction handler: slash commands go to their command file,
// buttons and menus are decoded from their custom_id and served from the store.
// No collectors and no memory between clicks: after a restart every live button
// still works, and a stale, double or forged click only gets an ephemeral answer.
import {
  MessageFlags,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  type MessageComponentInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { Logger } from 'pino';
import type { Games, User } from '../app/games.ts';
import type { Stats } from '../app/stats.ts';
import { draftStep } from '../app/turn-options.ts';
import type { Draft, Place } from '../engine/types.ts';
import type { Game } from '../store/types.ts';
import { ROOT_COMMAND, type Command, type Context } from './command.ts';
import { answerFailure, canManageMessages, userOf } from './common.ts';
import { decodeCustomId, parseSource, type Click } from './custom-id.ts';
import { draftSentence, lineName, columnLabel, colorWord } from './labels.ts';
import { ROLE_LOBBY, type Presenter } from './presenter.ts';
import { Responder } from './respond.ts';
import { serveResultClick } from './stats-clicks.ts';
import { lobbyClosedView, lobbyView, mention, turnDoneView, turnView } from './views.ts';

const UNEXPECTED = 'Something went wrong on my side; nothing changed. Please try again.';

export class Router {
  private accepting = true;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly ctx: Context;

  constructor(
    private readonly commands: Map<string, Command>,
    private readonly games: Games,
    private readonly presenter: Presenter,
    private readonly log: Logger,
    private readonly stats?: Stats,
  ) {
    this.ctx = { games, presenter, log, stats };
  }

  /** The listener for Events.InteractionCreate; never throws. */
  readonly onInteraction = (interaction: Interaction): void => {
    const work = this.handle(interaction).catch((error: unknown) => {
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

  private async handle(interaction: Interaction): Promise<void> {
    if (interaction.isChatInputCommand()) return this.handleCommand(interaction);
    if (interaction.isButton() || interaction.isStringSelectMenu()) return this.handleComponent(interaction);
  }

  private async guard(respond: Responder, work: () => Promise<void>): Promise<void> {
    if (!this.accepting) {
      await respond.ephemeral('The bot is restarting; please try again in a few seconds.');
      return;
    }
    respond.startWatchdog();
    try {
      await work();
    } catch (error) {
      this.log.error({ err: error, interactionId: respond.interaction.id }, 'handler failed');
      // Only unanswered interactions get the apology: a late failure (drawing,
      // posting the next turn) must not contradict the answer already given.
      if (!respond.answered) await respond.ephemeral(UNEXPECTED).catch(() => undefined);
    } finally {
      respond.stopWatchdog();
    }
  }

  private async handleCommand(interaction: ChatInputCommandInteraction): Promise<void> {
    const started = Date.now();
    const sub = interaction.commandName === ROOT_COMMAND ? interaction.options.getSubcommand(false) : null;
    const command = sub ? this.commands.get(sub) : undefined;
    const deferAs = typeof command?.deferAs === 'function' ? command.deferAs(interaction) : command?.deferAs;
    const respond = new Responder(interaction, deferAs ?? 'reply-ephemeral', (e) =>
      this.log.warn({ err: e }, 'deferring failed'),
    );
    await this.guard(respond, async () => {
      if (!command) {
        await respond.ephemeral('I do not know that command. Try `/azul rules`.');
        return;
      }
      await command.execute(interaction, respond, this.ctx);
    });
    this.log.info({ command: sub, user: interaction.user.id, ms: Date.now() - started }, 'command');
  }

  private async handleComponent(interaction: ButtonInteraction | StringSelectMenuInteraction): Promise<void> {
    const started = Date.now();
    const respond = new Responder(interaction, 'update', (e) => this.log.warn({ err: e }, 'deferring failed'));
    const click = decodeCustomId(interaction.customId);
    await this.guard(respond, async () => {
      if (!click) {
        await respond.ephemeral('This button is not one of mine (or it is from an old version of the bot). Nothing changed.');
        return;
      }
      await this.serveClick(click, interaction, respond);
    });
    this.log.info({ click: click?.kind, gameId: click?.gameId, user: interaction.user.id, ms: Date.now() - started }, 'click');
  }

  private async serveClick(
    click: Click,
    interaction: ButtonInteraction | StringSelectMenuInteraction,
    respond: Responder,
  ): Promise<void> {
    const user = userOf(interaction);
    if (['join', 'leave', 'start', 'cancel'].includes(click.kind) && !(await this.clickedInItsChannel(click.gameId, interaction.channelId))) {
      await respond.ephemeral('That button belongs to a game in another channel. Nothing changed.');
      return;
    }
    switch (click.kind) {
      case 'join': {
        const joined = await this.games.join(click.gameId, user);
        if (!joined.ok) return answerFailure(respond, joined, click.gameId);
        await respond.update(lobbyView(joined.game));
        return;
      }
      case 'leave': {
        const left = await this.games.leaveLobby(click.gameId, user);
        if (!left.ok) return answerFailure(respond, left, click.gameId);
        await respond.update(left.closed ? lobbyClosedView(left.game, 'The host left: this lobby is closed.') : lobbyView(left.game));
        return;
      }
      case 'start': {
        const started = await this.games.start(click.gameId, click.version, user);
        if (!started.ok) return answerFailure(respond, started, click.gameId);
        await respond.update(lobbyClosedView(started.game, 'The game has started — good luck!'));
        await this.presenter.postTurn(started.game);
        return;
      }
      case 'cancel':
        return this.cancel(click.gameId, interaction, respond, user);
      case 'source': {
        const source = parseSource(interaction.isStringSelectMenu() ? interaction.values[0] : undefined);
        if (source === null) {
          await respond.ephemeral('That choice is not one I offered. Nothing changed.');
          return;
        }
        return this.showStep(click, { source }, user, respond, interaction.channelId);
      }
      case 'color':
        return this.showStep(click, { source: click.source, color: click.color }, user, respond, interaction.channelId);
      case 'back':
        return this.showStep(click, click.source === null ? {} : { source: click.source }, user, respond, interaction.channelId);
      case 'line':
      case 'place':
        return this.play(click, interaction, respond, user);
      case 'result':
        return serveResultClick(click.gameId, interaction, respond, this.stats);
    }
  }

  /** Lobby buttons act on their own channel's game only (a forged id could name another). */
  private async clickedInItsChannel(gameId: string, channelId: string): Promise<boolean> {
    const found = await this.games.get(gameId);
    const game = found.game;
    return !game || game.channelId === channelId;
  }

  /** Steps before the last click only redraw the turn message's controls. */
  private async showStep(
    click: Click,
    picked: { source?: number; color?: number },
    user: User,
    respond: Responder,
    channelId: string,
  ): Promise<void> {
    const loaded = await this.games.get(click.gameId);
    if (!loaded.ok) return answerFailure(respond, loaded, click.gameId);
    const game = loaded.game;
    const refused = this.games.checkTurn(game, click.version, user.id, channelId);
    if (refused) return answerFailure(respond, refused, click.gameId);
    const step = draftStep(game.state!, picked);
    if (!step) {
      await respond.ephemeral('That choice is not available now. Nothing changed.');
      return;
    }
    const { content, components } = turnView(game, { kind: 'draft', step });
    // An edit never pings, so the mention in the content stays silent here.
    await respond.update({ content, components, allowedMentions: { parse: [] } });
  }

  /** The last click: the move is checked, saved (only if the version is unchanged), then shown. */
  private async play(
    click: Extract<Click, { kind: 'line' | 'place' }>,
    interaction: MessageComponentInteraction,
    respond: Responder,
    user: User,
  ): Promise<void> {
    const played = await this.games.play(click.gameId, click.version, user, (_state, player) =>
      click.kind === 'line'
        ? ({ type: 'draft', player, source: click.source, color: click.color as Draft['color'], line: click.line } satisfies Draft)
        : ({ type: 'place', player, line: click.line, column: click.column } satisfies Place),
      interaction.channelId,
    );
    if (!played.ok) return answerFailure(respond, played, click.gameId);
    const { before, after } = played;
    // Acknowledge at once by taking the controls off; drawing comes after.
    await respond.update({ content: describeMove(before, click, user), components: [], allowedMentions: { parse: [] } });
    // Rated before the final results are posted, so the leaderboard already counts the game.
    // (The finish path moves to the outbox with issue 9; Stats.gameFinished is idempotent.)
    if (after.status === 'finished') await this.stats?.gameFinished(after.id);
    const ephemeral = interaction.message.flags.has(MessageFlags.Ephemeral);
    await this.presenter.afterMove(before, after, { id: interaction.message.id, ephemeral });
  }

  private async cancel(gameId: string, interaction: MessageComponentInteraction, respond: Responder, user: User): Promise<void> {
    const cancelled = await this.games.cancel(gameId, user, canManageMessages(interaction));
    if (!cancelled.ok) return answerFailure(respond, cancelled, gameId);
    const game = cancelled.game;
    const lobbyMessage = game.messages[ROLE_LOBBY];
    const note = `Cancelled by ${user.name}.`;
    if (interaction.message.flags.has(MessageFlags.Ephemeral) || interaction.message.id !== lobbyMessage) {
      // Cancelled from a broken game's notice: close the public messages too.
      await respond.update({ content: 'The game is cancelled.', components: [] });
      await this.presenter.editMessage(game.channelId, lobbyMessage, lobbyClosedView(game, note));
      await this.presenter.closeGame(game, `${mention(user.id)} cancelled the Azul game in this channel.`);
      return;
    }
    await respond.update(lobbyClosedView(game, note));
    await this.presenter.closeGame(game, null);
  }
}

function describeMove(before: Game, click: Extract<Click, { kind: 'line' | 'place' }>, user: User): string {
  if (click.kind === 'place') {
    const color = before.state?.players[before.state.current]?.lineColor[click.line] ?? 0;
    return `${user.name} placed the ${lineName(click.line)} tile (${colorWord(color)}) in ${columnLabel(click.column)}.`;
  }
  const state = before.state!;
  const counts = click.source === -1 ? state.center : state.factories[click.source];
  const count = counts?.[click.color] ?? 0;
  return `${user.name} took ${draftSentence(count, click.color, click.source, click.line)}.`;
}
