// A lobby button's answer: the lobby message redrawn. A click that reached the bot from another
// message (forged) leaves that message alone: the lobby's own message is edited instead.
import { lobbyModel, type Game } from '../../app/index.ts';
import { ROLE_LOBBY } from '../presenter/messages.ts';
import { lobbyView } from '../views/lobby.ts';
import type { View } from '../views/common.ts';
import type { ClickRun } from './handler.ts';
import { onItsMessage } from './preconditions.ts';

export async function showLobby(run: ClickRun, game: Game, view: View = lobbyView(lobbyModel(game)), done = 'Done.'): Promise<void> {
  if (onItsMessage(run.interaction)) {
    await run.respond.update(view);
    return;
  }
  await run.messages.edit(game.channelId, game.messages[ROLE_LOBBY], view);
  await run.respond.ephemeral(done);
}
