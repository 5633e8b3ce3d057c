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
import type { AiThread } from '../ai/thread.ts';
import { isLevel } from '../ai/index.ts';
import { inGameChannel, type Games, type User } from '../app/games.ts';
import { tally } from '../app/end-vote.ts';
import type { Stats } from '../app/stats.ts';
import { draftStep } from '../app/turn-options.ts';
import type { Draft, Place } from '../engine/types.ts';
import { ROOT_COMMAND, type Command, type Context } from './command.ts';
import { answerFailure, canManageMessages, userOf } from './common.ts';
import { decodeCustomId, parseSource, type Click, type LobbyClick, type VoteClick } from './custom-id.ts';
import { draftPhrase, moveSentence } from './outcome-text.ts';
import { drafted } from '../app/outcome.ts';
import { ROLE_LOBBY, ROLE_VOTE, type Presenter } from './presenter.ts';
import { Responder, WATCHDOG_MS } from './respond.ts';
import { serveResultClick } from './stats-clicks.ts';
import { lobbyClosedView, lobbyView, roundSummaryView, turnView, voteLine } from './views.ts';
import { startedLobbyView } from './thread-views.ts';

// An exception is a bug: the store answers every database trouble as a value. So this
// cannot promise that nothing changed, only that the click was not carried through here.
const UNEXPECTED = 'Sorry, something went wrong on my side. If what you did does not show up in a moment, please try again.';

/** Who answers an interaction when several bot processes receive it. */
export interface InteractionClaims {
  /** 'mine': answer it; 'taken': another process does, stay silent; 'unknown': the database cannot tell. */
  claim(interactionId: string): Promise<'mine' | 'taken' | 'unknown'>;
}

/** The outbox worker, woken after this process saved a change that comes with jobs. */
export interface JobKicker {
  kick(): void;
}

export class Router {
  private accepting = true;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly ctx: Context;

  constructor(
    private readonly commands: Map<string, Command>,
    private readonly games: Games,
    private readonly presenter: Presenter,
    private readonly log: Logger,
    private readonly claims: InteractionClaims,
    private readonly jobs: JobKicker,
    private readonly ai: AiThread,
    private readonly stats?: Stats,
  ) {
    this.ctx = { games, presenter, log, jobs, ai, stats };
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
    const received = Date.now();
    if (!interaction.isChatInputCommand() && !interaction.isButton() && !interaction.isStringSelectMenu()) return;
    // With two processes connected (a rolling deploy), Discord delivers each interaction to
    // both: only the one that claims it in the database answers; the other stays silent.
    // Claimed even while stopping: a stopping process that answers "restarting, nothing changed"
    // must own the interaction, or the other process may apply the click it says it did not.
    if ((await this.claims.claim(interaction.id)) === 'taken') {
      this.log.debug({ interactionId: interaction.id }, 'interaction claimed by another process');
      return;
    }
    if (interaction.isChatInputCommand()) return this.handleCommand(interaction, received);
    return this.handleComponent(interaction, received);
  }

  private async guard(respond: Responder, received: number, work: () => Promise<void>): Promise<void> {
    if (!this.accepting) {
      await respond.ephemeral('The bot is restarting; please try again in a few seconds. Nothing changed.');
      return;
    }
    // Discord's 3 s run from when the interaction arrived: the time spent claiming it counts.
    respond.startWatchdog(Math.max(0, WATCHDOG_MS - (Date.now() - received)));
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

  private async handleCommand(interaction: ChatInputCommandInteraction, received: number): Promise<void> {
    const started = Date.now();
    const sub = interaction.commandName === ROOT_COMMAND ? interaction.options.getSubcommand(false) : null;
    const command = sub ? this.commands.get(sub) : undefined;
    const deferAs = typeof command?.deferAs === 'function' ? command.deferAs(interaction) : command?.deferAs;
    const respond = new Responder(interaction, deferAs ?? 'reply-ephemeral', (e) =>
      this.log.warn({ err: e }, 'deferring failed'),
    );
    await this.guard(respond, received, async () => {
      if (!command) {
        await respond.ephemeral('I do not know that command. Try `/azul rules`.');
        return;
      }
      await command.execute(interaction, respond, this.ctx);
    });
    this.log.info({ command: sub, user: interaction.user.id, ms: Date.now() - started }, 'command');
  }

  private async handleComponent(interaction: ButtonInteraction | StringSelectMenuInteraction, received: number): Promise<void> {
    const started = Date.now();
    const respond = new Responder(interaction, 'update', (e) => this.log.warn({ err: e }, 'deferring failed'));
    const click = decodeCustomId(interaction.customId);
    await this.guard(respond, received, async () => {
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
    switch (click.kind) {
      case 'join':
      case 'leave':
      case 'start':
      case 'cancel':
      case 'cancelBroken':
      case 'quit':
      case 'stay':
        if (!(await this.clickedInItsChannel(click.gameId, interaction.channelId))) {
          await respond.ephemeral('That button belongs to a game in another channel. Nothing changed.');
          return;
        }
        return this.serveLobbyClick(click, interaction, respond, user);
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
      case 'addBot': {
        const level = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
        if (!isLevel(level) || !['easy', 'medium', 'hard'].includes(level)) {
          await respond.ephemeral('That level is not one I offered. Nothing changed.');
          return;
        }
        const added = await this.games.addBot(click.gameId, click.version, user, level);
        if (!added.ok) return answerFailure(respond, added, click.gameId);
        await respond.update(lobbyView(added.game));
        return;
      }
      case 'removeBot': {
        const removed = await this.games.removeBot(click.gameId, click.version, user, click.seat);
        if (!removed.ok) return answerFailure(respond, removed, click.gameId);
        await respond.update(lobbyView(removed.game));
        return;
      }
      case 'hint':
        return this.hint(click, respond, user, interaction.channelId);
      case 'result':
        return serveResultClick(click.gameId, interaction, respond, this.stats);
      case 'rematch': {
        const again = await this.games.rematch(click.gameId, user);
        if (!again.ok) return answerFailure(respond, again, click.gameId);
        const messageId = await respond.reply({ ...lobbyView(again.game), allowedMentions: { users: again.game.seats.map((s) => s.userId).filter((id) => !id.startsWith('bot:')) } });
        if (messageId) await this.games.setMessages(again.game.id, { [ROLE_LOBBY]: messageId });
        return;
      }
      case 'vote':
        return this.vote(click, interaction, respond, user);
      case 'takeBack': {
        const back = await this.games.takeSeatBack(click.gameId, user);
        if (!back.ok) return answerFailure(respond, back, click.gameId);
        this.jobs.kick();
        await respond.ephemeral('Your seat is yours again: the autopilot stopped. Your turn messages will ping you as before.');
        return;
      }
    }
  }

  /**
   * The end vote on a stalled round's summary: counted once, then the summary shows where the
   * vote stands ("2 of 3 agree: Ana, Rui"); the vote that completes it ends the game (the final
   * results follow from the outbox).
   */
  private async vote(click: VoteClick, interaction: MessageComponentInteraction, respond: Responder, user: User): Promise<void> {
    const voted = await this.games.voteToEnd(click.gameId, click.round, user, click.agree, interaction.channelId);
    if (!voted.ok) return answerFailure(respond, voted, click.gameId);
    if (voted.outcome) this.jobs.kick();
    // The summary clicked is usually the newest: its report is the state's last one (no log read).
    const last = voted.game.state?.lastReport;
    const report = last?.round === click.round ? last : await this.games.roundReport(voted.game.id, click.round);
    const offer = { version: click.version, tally: tally(voted.game), ended: !!voted.outcome };
    const live = voted.game.messages[ROLE_VOTE];
    if (!voted.outcome && live && live !== interaction.message.id) {
      // An older summary whose buttons were not taken off yet: the vote lives on the newest one.
      await respond.update({ components: [] });
      await respond.ephemeral(`Your vote is counted. ${voteLine(offer.tally)} The vote goes on under the newest round summary.`);
      return;
    }
    if (!report) {
      await respond.ephemeral(voted.outcome ? 'Everyone agreed: the game ends here.' : `Your vote is counted. ${voteLine(offer.tally)}`);
      return;
    }
    // An edit never pings; the summary keeps its picture.
    await respond.update({ ...roundSummaryView(voted.game, report, offer), allowedMentions: { parse: [] } });
  }

  /** "Hint": what the hard AI would play now, privately; nothing changes. */
  private async hint(click: Click, respond: Responder, user: User, channelId: string): Promise<void> {
    const loaded = await this.games.get(click.gameId);
    if (!loaded.ok) return answerFailure(respond, loaded, click.gameId);
    const refused = this.games.checkTurn(loaded.game, click.version, user.id, channelId);
    if (refused) return answerFailure(respond, refused, click.gameId);
    await respond.defer(); // the hard AI thinks for up to a second
    const game = loaded.game;
    const hint = await this.ai.hint(game.state!, { seed: `hint:${game.id}:${game.version}` });
    const move = hint.action.type === 'draft' ? drafted(game.state!, hint.action) : null;
    const said = move ? `take ${draftPhrase(move)}${move.tookMarker ? ' (and the first player marker)' : ''}.` : `put the tile in column ${(hint.action as Place).column + 1}.`;
    const points = hint.expectedPoints >= 0 ? `+${hint.expectedPoints}` : `${hint.expectedPoints}`;
    await respond.ephemeral(`💡 The hard AI would play: ${said} It expects ${points} points from this move at this round's wall-tiling. (Only you see this; nothing changed.)`);
  }

  /** Lobby, cancel and leave buttons: every one checks the version it was drawn for (in the app). */
  private async serveLobbyClick(click: LobbyClick, interaction: MessageComponentInteraction, respond: Responder, user: User): Promise<void> {
    switch (click.kind) {
      case 'join': {
        const joined = await this.games.join(click.gameId, user, click.version);
        if (!joined.ok) return answerFailure(respond, joined, click.gameId);
        await respond.update(lobbyView(joined.game));
        return;
      }
      case 'leave': {
        const left = await this.games.leaveLobby(click.gameId, user, click.version);
        if (!left.ok) return answerFailure(respond, left, click.gameId);
        await respond.update(left.closed ? lobbyClosedView(left.game, 'The host left: this lobby is closed.') : lobbyView(left.game));
        return;
      }
      case 'start': {
        const started = await this.games.start(click.gameId, click.version, user);
        if (!started.ok) return answerFailure(respond, started, click.gameId);
        // The lobby first: the start job may add to it (why the game plays here when it gets no thread).
        await respond.update(startedLobbyView(started.game));
        this.jobs.kick();
        // Another process's worker may have run the start job before this answer landed, and this
        // answer then covered its note: read the game again and put the note back. Whichever of
        // the two edits comes last carries it.
        const now = await this.games.get(click.gameId);
        if (now.ok && now.game.threadRefusal) await this.ctx.presenter.editMessage(now.game.channelId, interaction.message.id, startedLobbyView(now.game));
        return;
      }
      case 'cancel':
      case 'cancelBroken': {
        const version = click.kind === 'cancel' ? click.version : undefined;
        const cancelled = await this.games.cancel(click.gameId, user, canManageMessages(interaction), version);
        if (!cancelled.ok) return answerFailure(respond, cancelled, click.gameId);
        this.jobs.kick();
        const game = cancelled.game;
        const onLobby = !interaction.message.flags.has(MessageFlags.Ephemeral) && interaction.message.id === game.messages[ROLE_LOBBY];
        await respond.update(onLobby ? lobbyClosedView(game, `Cancelled by ${user.name}.`) : { content: 'The game is cancelled.', components: [] });
        return;
      }
      case 'quit': {
        const left = await this.games.abandon(click.gameId, click.version, user);
        if (!left.ok) return answerFailure(respond, left, click.gameId);
        this.jobs.kick();
        await respond.update({
          content: left.outcome.kind === 'seat' ? 'You left the game: the autopilot plays your seat to the end.' : 'You left the game. Nobody else was left, so it ended here, unscored.',
          components: [],
        });
        return;
      }
      case 'stay':
        await respond.update({ content: 'You are still in the game. Nothing changed.', components: [] });
        return;
    }
  }

  /** Lobby buttons act on their own channel's (or thread's) game only (a forged id could name another). */
  private async clickedInItsChannel(gameId: string, channelId: string): Promise<boolean> {
    const found = await this.games.get(gameId);
    const game = found.game;
    return !game || inGameChannel(game, channelId);
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
        ? ({ type: 'draft', player, source: click.source, color: click.color, line: click.line } satisfies Draft)
        : ({ type: 'place', player, line: click.line, column: click.column } satisfies Place),
      interaction.channelId,
    );
    if (!played.ok) return answerFailure(respond, played, click.gameId);
    this.jobs.kick();
    // Acknowledge at once by taking the controls off; the next turn follows from the outbox.
    await respond.update({ content: moveSentence(played.after, played.outcome.move), components: [], allowedMentions: { parse: [] } });
  }
}
