// Lobby: Leave frees the seat; a host alone closes the lobby.
import { lobbyModel } from '../../app/index.ts';
import { gameWords } from '../common.ts';
import { lobbyClosedView } from '../views/lobby.ts';
import type { ClickHandler } from './handler.ts';
import { showLobby } from './lobby-message.ts';
import { atItsTable } from './preconditions.ts';
import { refuse } from './refuse.ts';

export const leave: ClickHandler<'leave'> = {
  kind: 'leave',
  async run(click, run) {
    if ((await atItsTable(click.gameId, 'lobby', run)) === null) return;
    const left = await run.app.lobby.leave(click.gameId, run.user, click.version);
    if (!left.ok) return refuse(run, left, click.gameId);
    const gw = gameWords(left.game);
    const view = left.closed ? lobbyClosedView(gw, lobbyModel(left.game), gw.t('lobby-closed-host-left')) : undefined;
    await showLobby(run, left.game, view);
  },
};
