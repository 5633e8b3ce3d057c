// A tournament's sign-up buttons: Join, Leave, Check in. The sign-up message is redrawn with the
// answer; a button forged onto another message, or a sign-up already closed, is refused privately.
import { pickLocale, signupModel, wordsFor, type AppResult, type TournamentRow, type User } from '../../app/index.ts';
import { signupView } from '../views/tournament.ts';
import type { ClickHandler, ClickOf, ClickRun } from './handler.ts';
import { onItsMessage } from './preconditions.ts';
import { refuse } from './refuse.ts';

type Kind = 'tournamentJoin' | 'tournamentLeave' | 'tournamentCheckIn';

async function onSignup(
  click: ClickOf<Kind>,
  run: ClickRun,
  act: (id: string, user: User) => Promise<AppResult<{ tournament: TournamentRow }>>,
): Promise<void> {
  const tournaments = run.tournaments;
  if (!tournaments) return void (await run.respond.ephemeral(run.w.t('unexpected')));
  const found = await tournaments.get(click.gameId);
  if (!found.ok) return refuse(run, found);
  // The buttons belong on the tournament's own sign-up message, in its channel.
  if (!onItsMessage(run.interaction) || run.interaction.channelId !== found.tournament.channelId)
    return void (await run.respond.ephemeral(run.w.t('refusal-bad-input')));
  const done = await act(click.gameId, run.user);
  if (!done.ok) return refuse(run, done);
  await run.respond.update(signupView(wordsFor(pickLocale(done.tournament.locale)), signupModel(done.tournament)));
}

export const tournamentJoin: ClickHandler<'tournamentJoin'> = {
  kind: 'tournamentJoin',
  run: (click, run) => onSignup(click, run, (id, user) => run.tournaments!.join(id, user)),
};

export const tournamentLeave: ClickHandler<'tournamentLeave'> = {
  kind: 'tournamentLeave',
  run: (click, run) => onSignup(click, run, (id, user) => run.tournaments!.leave(id, user)),
};

export const tournamentCheckIn: ClickHandler<'tournamentCheckIn'> = {
  kind: 'tournamentCheckIn',
  run: (click, run) => onSignup(click, run, (id, user) => run.tournaments!.checkIn(id, user)),
};
