// The game's live messages: the one turn message with controls (a NEW message each turn, so the
// player to act is pinged; the old one is then deleted), the one round summary carrying the open
// end vote, and the images and record they carry.
import type { SendableChannels } from 'discord.js';
import type { Logger } from '../../app/index.ts';
import {
  lastMoveOfOutcome,
  playChannelOf,
  renderGameImage,
  turnModel,
  type App,
  type Game,
  type ImageKind,
  type Outcome,
  type TurnOutcome,
} from '../../app/index.ts';
import { gameWords } from '../common.ts';
import { gameLogText } from '../views/log.ts';
import { sinceLines, turnView } from '../views/turn.ts';
import { decodeCustomId } from '../custom-id.ts';
import { ROLE_TURN, ROLE_VOTE, type Attachment, type Messages } from './messages.ts';

/** An Undo button's custom id. */
function isUndoControl(customId: string): boolean {
  return decodeCustomId(customId)?.kind === 'undo';
}

/** How long a click's answer may take (Discord's 3 s to acknowledge, and a margin for the update). */
const CLICK_ANSWER_GRACE_MS = 5_000;

/** File name and alt text of the game record attached to the final results. */
export const RECORD_FILE = 'azul-game.json';
/** File name of the readable log attached to the final results. */
export const LOG_FILE = 'azul-game-log.txt';

export class LiveMessages {
  constructor(
    private readonly app: App,
    private readonly messages: Messages,
    private readonly log: Logger,
  ) {}

  /** Draws an image as message files; none when drawing fails (the game must go on). */
  async draw(
    game: Game,
    kind: ImageKind,
    options: { lastMove?: TurnOutcome; since?: TurnOutcome[] } = {},
  ): Promise<Attachment[]> {
    try {
      const image = await renderGameImage(game, kind, gameWords(game).locale, {
        lastMove: lastMoveOfOutcome(options.lastMove),
        ...(options.since ? { since: options.since } : {}),
      });
      return [{ attachment: image.data, name: image.fileName, description: image.description?.slice(0, 1000) }];
    } catch (error) {
      this.log.error({ err: error, gameId: game.id, kind }, 'drawing failed; sending the message without image');
      return [];
    }
  }

  /** The finished game's record as a JSON file, so anyone can keep, replay or study it. */
  async record(game: Game): Promise<Attachment[]> {
    const exported = await this.app.reads.exportRecord(game.id);
    if (!exported.ok) {
      this.log.error(
        { gameId: game.id, error: exported.error, detail: exported.detail },
        'exporting the game record failed',
      );
      return [];
    }
    return [
      {
        attachment: Buffer.from(`${exported.line}\n`),
        name: RECORD_FILE,
        description: gameWords(game).t('image-alt-record', { file: RECORD_FILE }),
      },
    ];
  }

  /** The whole game as a readable text file, in the game's language (attached to the final results). */
  async textLog(game: Game): Promise<Attachment[]> {
    const read = await this.app.reads.gameLog(game.id);
    if (!read.ok) {
      this.log.error({ gameId: game.id, error: read.error }, 'reading the game log failed');
      return [];
    }
    const w = gameWords(game);
    return [
      { attachment: Buffer.from(gameLogText(w, read.log)), name: LOG_FILE, description: w.t('log-file-description') },
    ];
  }

  /** Posts the turn message for the game as it is now, then removes the previous one (off the job's path). */
  async postTurn(
    channel: SendableChannels,
    game: Game,
    outcome: Outcome | undefined,
    nonce: string,
  ): Promise<string | null> {
    // Without the log the job is tried again (a database blip must not drop what happened meanwhile).
    const facts = await this.app.reads.turnMessageFacts(game);
    if (!facts.ok) throw new Error(`reading the game's log: ${facts.error}`);
    // Undo on the turn message: for the person to act, when only bots replied to their move.
    const turn = turnModel(game, {}, { undo: facts.undo });
    if (!turn) {
      this.log.error(
        { gameId: game.id, phase: game.state?.phase },
        'no turn message to post: nobody to act, or no legal move',
      );
      return null;
    }
    const moves = facts.since;
    const w = gameWords(game);
    // Made for a phone: the displays and center with the acting player's board, the others compact,
    // the moves since their last turn marked and numbered.
    const table = await this.draw(game, 'turn', { since: moves });
    const view = turnView(
      w,
      turn,
      sinceLines(w, turn.names, moves, outcome),
      table[0] ? { name: table[0].name, description: table[0].description } : null,
    );
    const message = await this.messages.send(channel, view, table, nonce);
    await this.replaceTurnMessage(game, message.id, facts.lastPlayedOn);
    await this.dropVoidUndos(game, facts.voidUndo);
    return message.id;
  }

  /**
   * Takes the Undo off the move lines where it can no longer work (the app says which: someone else
   * acted since, the round ended, the move was taken back elsewhere): a button that cannot work is
   * not shown. A line the click's answer has not reached yet keeps it; a click on it is refused.
   */
  private async dropVoidUndos(game: Game, lines: readonly string[]): Promise<void> {
    const channelId = playChannelOf(game);
    await Promise.all(lines.map((id) => this.messages.stripButtonsIf(channelId, id, isUndoControl)));
  }

  /**
   * Records the game's turn message (null: none any more) and, in the same statement, the job that
   * takes the old one away if it still offers controls (src/discord/presenter/retire-job.ts): the
   * process may stop right after, and a live old message would offer a turn that is over. A job run
   * again finds the new id already recorded and writes no second job.
   *
   * The old one a person's last move was made on (`lastPlayedOn`) stays, as that move's line: the
   * click's answer takes its controls off, and may come after this job, so it is looked at only after
   * Discord's deadline for that answer (controls still there then mean the answer never came: the
   * process stopped after saving the move). Others go at once.
   */
  private async replaceTurnMessage(game: Game, messageId: string | null, lastPlayedOn: string | null): Promise<void> {
    const previous = game.messages[ROLE_TURN];
    const retire =
      previous && previous !== messageId
        ? {
            messageId: previous,
            channelId: playChannelOf(game),
            afterMs: previous === lastPlayedOn ? CLICK_ANSWER_GRACE_MS : 0,
          }
        : undefined;
    const set = await this.app.bookkeeping.setMessages(game.id, { [ROLE_TURN]: messageId }, undefined, retire);
    if (!set.ok) throw new Error(`recording the turn message failed: ${set.error}`);
  }

  /** The game ended: its turn message goes (its controls are no use any more), and the Undo of its last move lines. */
  async dropTurnMessage(game: Game): Promise<void> {
    const facts = await this.app.reads.turnMessageFacts(game);
    if (!facts.ok) throw new Error(`reading the game's log: ${facts.error}`);
    await this.replaceTurnMessage(game, null, facts.lastPlayedOn);
    await this.dropVoidUndos(game, facts.voidUndo);
  }

  /**
   * The one round summary carrying the live end vote: `messageId` (null: none any more). The
   * buttons of the one before are taken off (a vote on it would still count while the stall lasts).
   */
  async moveVote(game: Game, messageId: string | null): Promise<void> {
    const previous = game.messages[ROLE_VOTE];
    if ((previous ?? null) === messageId) return; // most rounds: no vote before, none now
    const set = await this.app.bookkeeping.setMessages(game.id, { [ROLE_VOTE]: messageId });
    if (!set.ok) throw new Error(`recording the vote's message failed: ${set.error}`);
    void this.messages.stripButtons(playChannelOf(game), previous);
  }
}
