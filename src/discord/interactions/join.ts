// Lobby: Join takes a seat (the lobby's version checked by the app).
import type { ClickHandler } from './handler.ts';
import { showLobby } from './lobby-message.ts';
import { atItsTable } from './preconditions.ts';
import { refuse } from './refuse.ts';

export const join: ClickHandler<'join'> = {
  kind: 'join',
  async run(click, run) {
    if ((await atItsTable(click.gameId, 'lobby', run)) === null) return;
    const joined = await run.app.lobby.join(click.gameId, run.user, click.version);
    if (!joined.ok) return refuse(run, joined, click.gameId);
    await showLobby(run, joined.game);
  },
};
