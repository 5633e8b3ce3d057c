// Lobby: the host's Start. The game moves into its thread from the outbox's start job.
import { lobbyModel } from '../../app/index.ts';
import { gameWords } from '../common.ts';
import { startedLobbyView } from '../views/lobby.ts';
import type { ClickHandler } from './handler.ts';
import { showLobby } from './lobby-message.ts';
import { atItsTable } from './preconditions.ts';
import { refuse } from './refuse.ts';

export const start: ClickHandler<'start'> = {
  kind: 'start',
  async run(click, run) {
    if ((await atItsTable(click.gameId, 'lobby', run)) === null) return;
    const started = await run.app.lobby.start(click.gameId, click.version, run.user);
    if (!started.ok) return refuse(run, started, click.gameId);
    // The lobby first: the start job may add to it (why the game plays here when it gets no thread).
    await showLobby(run, started.game, startedLobbyView(gameWords(started.game), lobbyModel(started.game)));
    // Another process's worker may have run the start job before this answer landed, and this
    // answer then covered its note: read the game again and put the note back. Whichever of
    // the two edits comes last carries it.
    const now = await run.app.reads.get(click.gameId);
    if (now.ok && now.game.threadRefusal)
      await run.messages.edit(
        now.game.channelId,
        now.game.messages.lobby,
        startedLobbyView(gameWords(now.game), lobbyModel(now.game)),
      );
  },
};
