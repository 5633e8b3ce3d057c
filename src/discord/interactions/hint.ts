// "Hint": what the hard AI would play now, privately, with a button that plays it (checked against
// the version it was computed for, like any click of the turn); nothing changes until it is pressed.
import { ButtonStyle, MessageFlags } from 'discord.js';
import { FLOOR, type Target } from '../../engine/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import { draftPhrase } from '../outcome-text.ts';
import { button, row } from '../views/common.ts';
import { container, text, v2 } from '../views/v2.ts';
import type { ClickHandler } from './handler.ts';
import { refuse } from './refuse.ts';

export const hint: ClickHandler<'hint'> = {
  kind: 'hint',
  async run(click, run) {
    // The hard AI thinks for up to a second: acknowledge once the click is known to be fair.
    const hinted = await run.hints.hint(click.gameId, click.version, run.user.id, run.interaction.channelId, () =>
      run.respond.defer(),
    );
    if (!hinted.ok) return refuse(run, hinted, click.gameId);
    const move = hinted.move;
    const w = run.w;
    // Signed ("+1"), and a number to the catalog: "+1 point", not "+1 points".
    const points = w.signed(hinted.expectedPoints);
    const said =
      move.type === 'drafted'
        ? w.t(move.tookMarker ? 'hint-draft-marker' : 'hint-draft', { phrase: draftPhrase(w, move), points })
        : w.t('hint-place', { column: move.column + 1, points });
    const ids = { gameId: hinted.game.id, version: hinted.game.version };
    const play =
      move.type === 'drafted'
        ? encodeCustomId({ kind: 'line', ...ids, source: move.source, color: move.color, line: move.target as Target })
        : encodeCustomId({ kind: 'place', ...ids, line: move.line, column: move.column });
    const style = move.type === 'drafted' && move.target === FLOOR ? ButtonStyle.Danger : ButtonStyle.Success;
    await run.respond.reply({
      ...v2([container(null, [text(said), row(button(play, w.t('hint-play'), style, { emoji: { name: '💡' } }))])]),
      flags: MessageFlags.Ephemeral | MessageFlags.IsComponentsV2,
    });
  },
};
