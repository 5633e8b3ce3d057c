// Lobby: the host adds a bot (the level from the select menu) or removes one.
import type { ClickHandler } from './handler.ts';
import { showLobby } from './lobby-message.ts';
import { atItsTable } from './preconditions.ts';
import { refuse } from './refuse.ts';

export const addBot: ClickHandler<'addBot'> = {
  kind: 'addBot',
  async run(click, run) {
    if ((await atItsTable(click.gameId, 'lobby', run)) === null) return;
    const level = run.interaction.isStringSelectMenu() ? (run.interaction.values[0] ?? '') : '';
    const added = await run.app.lobby.addBot(click.gameId, click.version, run.user, level);
    if (!added.ok) return refuse(run, added, click.gameId);
    await showLobby(run, added.game);
  },
};

export const removeBot: ClickHandler<'removeBot'> = {
  kind: 'removeBot',
  async run(click, run) {
    if ((await atItsTable(click.gameId, 'lobby', run)) === null) return;
    const removed = await run.app.lobby.removeBot(click.gameId, click.version, run.user, click.seat);
    if (!removed.ok) return refuse(run, removed, click.gameId);
    await showLobby(run, removed.game);
  },
};
