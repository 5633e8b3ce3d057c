// Lobby (or game): Cancel, by the host or a moderator, for the version it was drawn for.
import { MessageFlags } from 'discord.js';
import { lobbyModel } from '../../app/index.ts';
import { canManageMessages, gameWords } from '../common.ts';
import { ROLE_LOBBY } from '../presenter/messages.ts';
import { lobbyClosedView } from '../views/lobby.ts';
import type { ClickHandler } from './handler.ts';
import { atItsTable } from './preconditions.ts';
import { refuse } from './refuse.ts';

export const cancel: ClickHandler<'cancel'> = {
  kind: 'cancel',
  async run(click, run) {
    if ((await atItsTable(click.gameId, 'lobby', run)) === null) return;
    const cancelled = await run.app.endings.cancel(
      click.gameId,
      run.user,
      canManageMessages(run.interaction),
      click.version,
    );
    if (!cancelled.ok) return refuse(run, cancelled, click.gameId);
    const game = cancelled.game;
    const message = run.interaction.message;
    // The lobby message shows it closed (the present job says so too).
    const onLobby = !message.flags.has(MessageFlags.Ephemeral) && message.id === game.messages[ROLE_LOBBY];
    const gw = gameWords(game);
    if (onLobby)
      await run.respond.update(
        lobbyClosedView(gw, lobbyModel(game), gw.t('lobby-closed-cancelled', { who: run.user.name })),
      );
    else await run.respond.ephemeral(run.w.t('game-cancelled'));
  },
};

/** The broken-game notice's own Cancel: cancels only a game whose saved state is broken. */
export const cancelBroken: ClickHandler<'cancelBroken'> = {
  kind: 'cancelBroken',
  async run(click, run) {
    if ((await atItsTable(click.gameId, 'private', run)) === null) return;
    const cancelled = await run.app.endings.cancel(
      click.gameId,
      run.user,
      canManageMessages(run.interaction),
      undefined,
      { onlyBroken: true },
    );
    if (!cancelled.ok) return refuse(run, cancelled, click.gameId);
    await run.respond.update({ content: run.w.t('game-cancelled'), components: [] });
  },
};
