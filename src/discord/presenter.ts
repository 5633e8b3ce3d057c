// Keeps a game's channel tidy and current: one turn message carries the live
// controls (a NEW message each turn, so the player to act is pinged), the old one
// is deleted; round summaries and the final results stay as the game's story.
import type { Client, Message, SendableChannels } from 'discord.js';
import type { Logger } from 'pino';
import { renderGameImage, type ImageKind } from '../app/images.ts';
import { draftStep, pendingColor, placementsOf } from '../app/turn-options.ts';
import type { Game } from '../store/types.ts';
import type { Games } from '../app/games.ts';
import { finalView, roundSummaryView, turnView, type TurnStep, type View } from './views.ts';

/** Message roles kept in the store's live-message map. */
export const ROLE_LOBBY = 'lobby';
export const ROLE_TURN = 'turn';

/** The first step of the acting player's turn, or null when nobody acts (game over). */
export function firstStep(game: Game): TurnStep | null {
  const state = game.state;
  if (!state || game.status !== 'active') return null;
  if (state.phase === 'draft') {
    const step = draftStep(state, {});
    return step ? { kind: 'draft', step } : null;
  }
  if (state.phase === 'wall') {
    const color = pendingColor(state);
    const places = placementsOf(state);
    if (color === null || places.length === 0) return null;
    return { kind: 'place', line: state.pendingLine, color, places };
  }
  return null;
}

/** File name and alt text of the game record attached to the final results. */
export const RECORD_FILE = 'azul-game.json';
const RECORD_DESCRIPTION = 'The whole game as an azul-record/1 file: check or replay it with `npm run azul -- replay azul-game.json`.';

type Attachment = { attachment: Buffer; name: string; description?: string };

export class Presenter {
  constructor(
    private readonly client: Client,
    private readonly games: Games,
    private readonly log: Logger,
  ) {}

  async channel(channelId: string): Promise<SendableChannels | null> {
    const channel = this.client.channels.cache.get(channelId) ?? (await this.client.channels.fetch(channelId).catch(() => null));
    return channel && channel.isSendable() ? channel : null;
  }

  /** Draws an image as message files; none when drawing fails (the game must go on). */
  private async draw(game: Game, kind: ImageKind): Promise<Attachment[]> {
    try {
      const image = await renderGameImage(game, kind);
      return [{ attachment: image.data, name: image.fileName, description: image.description?.slice(0, 1000) }];
    } catch (error) {
      this.log.error({ err: error, gameId: game.id, kind }, 'drawing failed; sending the message without image');
      return [];
    }
  }

  /** The finished game's record as a JSON file, so anyone can keep, replay or study it. */
  private async record(game: Game): Promise<Attachment[]> {
    const exported = await this.games.exportRecord(game.id).catch((error: unknown) => {
      this.log.error({ err: error, gameId: game.id }, 'exporting the game record failed');
      return null;
    });
    if (!exported?.ok) return [];
    return [{ attachment: Buffer.from(`${exported.line}\n`), name: RECORD_FILE, description: RECORD_DESCRIPTION }];
  }

  private async sendWithImage(channel: SendableChannels, view: View, files: Promise<Attachment[]>): Promise<Message> {
    return channel.send({ ...view, files: await files });
  }

  async deleteMessage(channelId: string, messageId: string | undefined | null): Promise<void> {
    if (!messageId) return;
    const channel = await this.channel(channelId);
    await channel?.messages.delete(messageId).catch((error: unknown) => {
      this.log.debug({ err: error, messageId }, 'could not delete an old message (already gone?)');
    });
  }

  async editMessage(channelId: string, messageId: string | undefined, view: View): Promise<void> {
    if (!messageId) return;
    const channel = await this.channel(channelId);
    await channel?.messages.edit(messageId, view).catch((error: unknown) => {
      this.log.debug({ err: error, messageId }, 'could not edit a message');
    });
  }

  /** Posts the turn message for the game as it is now and removes the previous ones. */
  async postTurn(game: Game, previous: string[] = [], table?: Promise<Attachment[]>): Promise<void> {
    const channel = await this.channel(game.channelId);
    if (!channel) {
      this.log.warn({ gameId: game.id, channelId: game.channelId }, 'cannot post in the game channel');
      return;
    }
    const step = firstStep(game);
    if (!step) {
      this.log.error({ gameId: game.id, phase: game.state?.phase }, 'active game without a legal move');
      return;
    }
    const message = await this.sendWithImage(channel, turnView(game, step), table ?? this.draw(game, 'table'));
    const stale = new Set(previous.filter((id) => id !== message.id));
    await Promise.all([
      this.games.setMessages(game.id, { [ROLE_TURN]: message.id }),
      ...[...stale].map((id) => this.deleteMessage(game.channelId, id)),
    ]);
  }

  /**
   * After a move was saved: the round summary when a wall-tiling phase just ended,
   * the final results when the game is over, else the next turn message. The turn
   * message that carried the controls is removed (the clicked one, when public).
   */
  async afterMove(before: Game, after: Game, clicked: { id: string; ephemeral: boolean }): Promise<void> {
    const channel = await this.channel(after.channelId);
    if (!channel) return;
    // Normally the clicked message is the turn message. A move made from the ephemeral
    // `/azul board` controls leaves the public turn message to remove. (The stored id is
    // not used otherwise: a quick player may click the new message before it is saved.)
    const stored = before.messages[ROLE_TURN];
    const previous = clicked.ephemeral ? (stored ? [stored] : []) : [clicked.id];
    const roundsBefore = before.state?.scoreHistory.length ?? 0;
    const roundsAfter = after.state?.scoreHistory.length ?? 0;
    const over = after.status === 'finished' || after.state?.phase === 'over';
    // Both pictures are drawn at once (encoding runs off the main thread), sent in order.
    const summary = roundsAfter > roundsBefore && after.state?.lastReport ? this.draw(after, 'summary') : null;
    const next = this.draw(after, over ? 'final' : 'table');
    if (summary) await this.sendWithImage(channel, roundSummaryView(after), summary);
    if (over) {
      const files = Promise.all([next, this.record(after)]).then((parts) => parts.flat());
      await this.sendWithImage(channel, finalView(after), files);
      await Promise.all([
        this.games.setMessages(after.id, { [ROLE_TURN]: null }),
        ...[...new Set(previous)].map((id) => this.deleteMessage(after.channelId, id)),
      ]);
      return;
    }
    await this.postTurn(after, previous, next);
  }

  /** Removes the live controls of an ended game (turn message) and tells the channel why. */
  async closeGame(game: Game, notice: string | null): Promise<void> {
    await this.deleteMessage(game.channelId, game.messages[ROLE_TURN]);
    await this.games.setMessages(game.id, { [ROLE_TURN]: null }).catch(() => undefined);
    if (notice) {
      const channel = await this.channel(game.channelId);
      await channel?.send({ content: notice, allowedMentions: { parse: [] } });
    }
  }
}
