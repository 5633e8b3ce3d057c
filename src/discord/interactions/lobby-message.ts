// A lobby button's answer: the lobby message redrawn, in the game's language (the click came from
// it: `atItsTable`).
import { lobbyModel, type Game } from '../../app/index.ts';
import { gameWords } from '../common.ts';
import type { View } from '../views/common.ts';
import { lobbyView } from '../views/lobby.ts';
import type { ClickRun } from './handler.ts';

export async function showLobby(
  run: ClickRun,
  game: Game,
  view: View = lobbyView(gameWords(game), lobbyModel(game), run.activity),
): Promise<void> {
  await run.respond.update(view);
}
