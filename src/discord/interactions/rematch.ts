// The final results' Rematch: a new lobby with the same settings and bots, hosted by who clicked;
// the other players are invited (pinged, with the Join button), not seated.
import { lobbyModel } from '../../app/index.ts';
import { gameWords } from '../common.ts';
import { ROLE_LOBBY } from '../presenter/messages.ts';
import { rematchLobbyView } from '../views/lobby.ts';
import type { ClickHandler } from './handler.ts';
import { onItsMessage } from './preconditions.ts';
import { refuse } from './refuse.ts';

export const rematch: ClickHandler<'rematch'> = {
  kind: 'rematch',
  async run(click, run) {
    // Only from the final results that carry it (a forged Rematch elsewhere opens nothing).
    if (!onItsMessage(run.interaction)) return run.respond.ephemeral(run.w.t('not-its-message'));
    const again = await run.app.lobby.rematch(click.gameId, run.user);
    if (!again.ok) return refuse(run, again, click.gameId);
    const messageId = await run.respond.reply(
      rematchLobbyView(gameWords(again.game), lobbyModel(again.game), again.invited, run.activity),
    );
    if (messageId) await run.app.bookkeeping.setMessages(again.game.id, { [ROLE_LOBBY]: messageId });
  },
};
