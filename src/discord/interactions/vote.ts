// The end vote on a stalled round's summary: counted once, then the summary shows where the vote
// stands ("2 of 3 agree: Ana, Rui"); the vote that completes it ends the game (the final results
// follow from the outbox).
import { roundSummaryModel, voteTally } from '../../app/index.ts';
import { gameWords } from '../common.ts';
import { ROLE_VOTE } from '../presenter/messages.ts';
import { roundSummaryView, voteLine } from '../views/round.ts';
import { withoutButtons } from '../views/v2.ts';
import type { ClickHandler } from './handler.ts';
import { onAHolder } from './preconditions.ts';
import { refuse } from './refuse.ts';

export const vote: ClickHandler<'vote'> = {
  kind: 'vote',
  async run(click, run) {
    const found = await run.app.reads.find(click.gameId);
    if (found.ok && !(await onAHolder(found.game, 'vote', run))) return;
    const voted = await run.app.vote.vote(click.gameId, click.round, run.user, click.agree, run.interaction.channelId);
    if (!voted.ok) return refuse(run, voted, click.gameId);
    const game = voted.game;
    const w = run.w;
    const tallyLine = voteLine(w, voteTally(game));
    const live = game.messages[ROLE_VOTE];
    if (!voted.outcome && live && live !== run.interaction.message.id) {
      // An older summary whose buttons were not taken off yet: the vote lives on the newest one.
      await run.respond.update(withoutButtons(run.interaction.message.components));
      await run.respond.ephemeral(w.t('vote-counted-newest', { tally: tallyLine }));
      return;
    }
    // The summary clicked is usually the newest: its report is the state's last one (no log read).
    const last = game.state?.lastReport;
    const report =
      last?.round === click.round
        ? last
        : await run.app.reads.roundReport(game.id, click.round).then((r) => (r.ok ? r.report : null));
    if (!report)
      return run.respond.ephemeral(voted.outcome ? w.t('vote-game-ends') : w.t('vote-counted', { tally: tallyLine }));
    // An edit never pings; the summary keeps its picture.
    const file = run.interaction.message.attachments.first();
    const picture = file ? { name: file.name, description: file.description ?? undefined } : null;
    await run.respond.update({
      ...roundSummaryView(
        gameWords(game),
        roundSummaryModel(game, report, { version: click.version, ended: !!voted.outcome }),
        picture,
      ),
      allowedMentions: { parse: [] },
    });
  },
};
