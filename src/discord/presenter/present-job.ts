// The outbox's `present` job: shows people what a saved change did, in the game's thread (or
// channel): the start (and the thread it plays in), a seat changing hands, a cancel, the round
// summary (with the end vote after a stalled round), the final results, and the next turn
// message. A job may run again after a crash, so every post carries a nonce Discord enforces (a
// repeated send returns the first message), and edits and id updates are harmless to repeat.
import type { SendableChannels } from 'discord.js';
import {
  PermanentJobError,
  finalModel,
  lobbyModel,
  roundSummaryModel,
  seatNoticeModel,
  personToAct,
  tableModel,
  type App,
  type Game,
  type JobHandlers,
  type PresentJob,
  type Telemetry,
  type Tournaments,
} from '../../app/index.ts';
import { gameWords } from '../common.ts';
import { finalView } from '../views/final.ts';
import { lobbyClosedView, startedLobbyView } from '../views/lobby.ts';
import { cancelNoticeView, seatNoticeView } from '../views/notices.ts';
import { roundSummaryView } from '../views/round.ts';
import { resultsPointerView, startNoticeView } from '../views/thread.ts';
import { tableWelcomeView } from '../views/tournament.ts';
import type { GameChannels } from './channels.ts';
import type { LiveMessages } from './live-messages.ts';
import { ROLE_LOBBY, isPermanent, type Attachment, type Messages } from './messages.ts';
import type { ShownImage } from '../views/types.ts';

export function presentJob(
  app: App,
  channels: GameChannels,
  live: LiveMessages,
  messages: Messages,
  telemetry: Telemetry,
  tournaments?: Tournaments,
): JobHandlers['present'] {
  return async (job) => {
    const found = await app.reads.find(job.gameId);
    if (!found.ok) {
      if (found.error === 'NOT_FOUND') throw new PermanentJobError(`game ${job.gameId} is gone`);
      throw new Error(`reading game ${job.gameId}: ${found.error}`);
    }
    const nonce = (part: string) => `j${job.id}${part}`;
    try {
      const game = job.data.outcome.kind === 'started' ? await channels.openThread(found.game, nonce('l')) : found.game;
      const channel = await channels.playChannel(game);
      await carryOut({ app, channels, live, messages, tournaments }, channel, game, job.data, nonce);
      const outcome = job.data.outcome;
      if (outcome.kind === 'turn' && outcome.clickedAt)
        telemetry.clickToImage(Math.max(0, Date.now() - Date.parse(outcome.clickedAt)));
    } catch (error) {
      if (isPermanent(error)) throw new PermanentJobError(`Discord refused: ${(error as Error).message}`);
      throw error;
    }
  };
}

/** The picture a message shows, from its attachment (none when drawing failed). */
function shown(files: Attachment[]): ShownImage | null {
  return files[0] ? { name: files[0].name, description: files[0].description } : null;
}

interface Parts {
  app: App;
  channels: GameChannels;
  live: LiveMessages;
  messages: Messages;
  tournaments?: Tournaments;
}

async function carryOut(
  { app, channels, live, messages, tournaments }: Parts,
  channel: SendableChannels,
  game: Game,
  job: PresentJob,
  nonce: (part: string) => string,
): Promise<void> {
  const outcome = job.outcome;
  // Everything posted here is public: in the game's language.
  const w = gameWords(game);
  if (outcome.kind === 'started' && game.tournament) {
    // A tournament's game: its table card in the channel said where; the thread's first message
    // pings the table (on Discord a mention in a thread adds the person to it).
    const card = await tournaments?.tableCard(game);
    if (card) await messages.send(channel, tableWelcomeView(w, card), [], nonce('a'));
  } else if (outcome.kind === 'started' && game.threadId) {
    await messages.send(
      await channels.homeChannel(game, channel),
      startNoticeView(w, tableModel(game), game.threadId),
      [],
      nonce('a'),
    );
  } else if (outcome.kind === 'started' && game.threadRefusal) {
    // No thread: the lobby says why the game plays here (an edit: harmless to repeat).
    await messages.edit(game.channelId, game.messages[ROLE_LOBBY], startedLobbyView(w, lobbyModel(game)));
  }
  if (outcome.kind === 'seat' && outcome.change !== 'back') {
    const notice = seatNoticeModel(game, outcome);
    if (notice) await messages.send(channel, seatNoticeView(w, notice), [], nonce('n'));
  }
  if (outcome.kind === 'cancelled') {
    const note = w.t(outcome.how === 'abandoned' ? 'lobby-closed-abandoned' : 'lobby-closed-cancelled', {
      who: outcome.byName,
    });
    await messages.edit(game.channelId, game.messages[ROLE_LOBBY], lobbyClosedView(w, lobbyModel(game), note));
    await messages.send(channel, cancelNoticeView(w, outcome), [], nonce('c'));
    await live.dropTurnMessage(game);
    await live.moveVote(game, null);
    return;
  }
  // A later change already happened (moves made from `/azul board` while this job waited):
  // its own job shows the table as it is now; this one still tells its part of the story.
  const current = game.version === job.version;
  if (outcome.kind === 'turn' && outcome.round) {
    const then = current ? { ok: true as const, game } : await app.reads.asOf(game, job.moveCount);
    if (!then.ok) throw new Error(`replaying game ${game.id}: ${then.error}`);
    // A round in which no tile reached a wall offers the end vote (while the game runs);
    // one that tiled closes the vote offered before.
    const summary = roundSummaryModel(game, outcome.round, { version: job.version });
    const picture = await live.draw(then.game, 'summary');
    const sent = await messages.send(channel, roundSummaryView(w, summary, shown(picture)), picture, nonce('s'));
    await live.moveVote(game, summary.vote ? sent.id : null);
  }
  if ((outcome.kind === 'turn' && outcome.end) || outcome.kind === 'ended') {
    const final = finalModel(game);
    if (!final) throw new Error(`game ${game.id} ended without a result`);
    const picture = await live.draw(game, 'final');
    const record = [...(await live.record(game)), ...(await live.textLog(game))];
    // The results go to the channel, where everyone sees them; the thread points to them. A
    // tournament's games keep theirs in their thread: the channel gets the round's standings.
    const home = game.tournament ? channel : await channels.homeChannel(game, channel);
    const results = await messages.send(
      home,
      finalView(
        w,
        final,
        shown(picture),
        record.map((f) => f.name),
      ),
      [...picture, ...record],
      nonce('f'),
    );
    if (home !== channel)
      await messages.send(channel, resultsPointerView(w, tableModel(game), results.id), [], nonce('o'));
    await live.dropTurnMessage(game);
    await live.moveVote(game, null);
    return;
  }
  // A bot (or the autopilot) is to move: its job follows at once, and the next person to act
  // gets one message with everything that happened meanwhile.
  if (!current || !personToAct(game)) return;
  await live.postTurn(channel, game, job.outcome, nonce('t'));
}
