// "Take my seat back" (on `/azul board`): the autopilot stops playing the clicker's seat.
import type { ClickHandler } from './handler.ts';
import { onAHolder } from './preconditions.ts';
import { refuse } from './refuse.ts';

export const takeBack: ClickHandler<'takeBack'> = {
  kind: 'takeBack',
  async run(click, run) {
    const found = await run.app.reads.find(click.gameId);
    if (found.ok && !(await onAHolder(found.game, 'private', run))) return;
    const back = await run.app.seats.takeBack(click.gameId, run.user);
    if (!back.ok) return refuse(run, back, click.gameId);
    await run.respond.ephemeral(run.w.t('seat-yours-again'));
  },
};
