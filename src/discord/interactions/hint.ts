// "Hint": what the hard AI would play now, privately; nothing changes.
import { draftPhrase } from '../outcome-text.ts';
import type { ClickHandler } from './handler.ts';
import { refuse } from './refuse.ts';

export const hint: ClickHandler<'hint'> = {
  kind: 'hint',
  async run(click, run) {
    // The hard AI thinks for up to a second: acknowledge once the click is known to be fair.
    const hinted = await run.hints.hint(click.gameId, click.version, run.user.id, run.interaction.channelId, () => run.respond.defer());
    if (!hinted.ok) return refuse(run, hinted, click.gameId);
    const move = hinted.move;
    const points = hinted.expectedPoints >= 0 ? `+${hinted.expectedPoints}` : `${hinted.expectedPoints}`;
    const w = run.w;
    const said =
      move.type === 'drafted'
        ? w.t(move.tookMarker ? 'hint-draft-marker' : 'hint-draft', { phrase: draftPhrase(w, move), points })
        : w.t('hint-place', { column: move.column + 1, points });
    await run.respond.ephemeral(said);
  },
};
