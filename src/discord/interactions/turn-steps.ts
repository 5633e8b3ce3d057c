// The steps of a turn before its last click (the source menu, a color, Back): each only redraws
// the turn's controls for the next step. Checked like a move (the app's turn checks).
import { MessageFlags } from 'discord.js';
import { turnModel, type Picked } from '../../app/index.ts';
import { gameWords } from '../common.ts';
import { parseSource } from '../custom-id.ts';
import { stepComponents, turnView } from '../views/turn.ts';
import type { ClickHandler, ClickRun } from './handler.ts';
import { onAHolder } from './preconditions.ts';
import { refuse } from './refuse.ts';

async function showStep(gameId: string, version: number, picked: Picked, run: ClickRun): Promise<void> {
  const loaded = await run.app.play.forTurn(gameId, version, run.user.id, run.interaction.channelId);
  if (!loaded.ok) return refuse(run, loaded, gameId);
  if (!(await onAHolder(loaded.game, 'controls', run))) return;
  const turn = turnModel(loaded.game, picked);
  if (!turn) return refuse(run, { ok: false, error: 'CHOICE_GONE', detail: JSON.stringify(picked), game: loaded.game });
  // Only the message the controls are on changes; an edit never pings, so the mention stays silent.
  const isTurnMessage = !run.interaction.message.flags.has(MessageFlags.Ephemeral);
  if (isTurnMessage) {
    const { content, components } = turnView(gameWords(loaded.game), turn);
    await run.respond.update({ content, components, allowedMentions: { parse: [] } });
  } else {
    // `/azul board`'s private answer keeps its words; only its controls follow the steps.
    await run.respond.update({ components: stepComponents(run.w, turn.ref, turn.step) });
  }
}

export const source: ClickHandler<'source'> = {
  kind: 'source',
  async run(click, run) {
    const picked = parseSource(run.interaction.isStringSelectMenu() ? run.interaction.values[0] : undefined);
    if (picked === null) return run.respond.ephemeral(run.w.t('choice-not-offered'));
    await showStep(click.gameId, click.version, { source: picked }, run);
  },
};

export const color: ClickHandler<'color'> = {
  kind: 'color',
  async run(click, run) {
    await showStep(click.gameId, click.version, { source: click.source, color: click.color }, run);
  },
};

export const back: ClickHandler<'back'> = {
  kind: 'back',
  async run(click, run) {
    await showStep(click.gameId, click.version, click.source === null ? {} : { source: click.source }, run);
  },
};
