// `/azul leave`'s private question during a game: "Leave the game" hands the seat to the
// autopilot; "Keep playing" changes nothing. Both answer on that private message only.
import { MessageFlags } from 'discord.js';
import type { ClickHandler, ClickRun } from './handler.ts';
import { atItsTable, onItsMessage } from './preconditions.ts';
import { refuse } from './refuse.ts';

/** The question is private (only its asker can click it); a click forged onto any other message changes nothing. */
function onTheQuestion(run: ClickRun): boolean {
  return onItsMessage(run.interaction) && run.interaction.message.flags.has(MessageFlags.Ephemeral);
}

export const quit: ClickHandler<'quit'> = {
  kind: 'quit',
  async run(click, run) {
    if (!onTheQuestion(run)) return run.respond.ephemeral(run.w.t('not-the-question'));
    if ((await atItsTable(click.gameId, 'private', run)) === null) return;
    const left = await run.app.seats.leave(click.gameId, click.version, run.user);
    if (!left.ok) return refuse(run, left, click.gameId);
    await run.respond.update({
      content: run.w.t(left.outcome.kind === 'seat' ? 'left-game' : 'left-game-ended'),
      components: [],
    });
  },
};

export const stay: ClickHandler<'stay'> = {
  kind: 'stay',
  async run(_click, run) {
    if (!onTheQuestion(run)) return run.respond.ephemeral(run.w.t('not-the-question'));
    await run.respond.update({ content: run.w.t('stayed'), components: [] });
  },
};
