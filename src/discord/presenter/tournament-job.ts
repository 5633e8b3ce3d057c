// The outbox's tournament jobs on Discord's side: `tournament-post` shows a tournament's change in its
// channel (the sign-up message redrawn; at the start, round 1's pairings; at a round change, the
// standings so far and the new round's pairings; at the end, the winner and the final standings; a
// cancel or a start without enough entrants, in a line). Each post carries a nonce Discord enforces
// and edits are harmless to repeat, so a job run again after a crash posts nothing twice. The games'
// own table cards and threads come with their `present` jobs (channels.ts).
import type { SendableChannels } from 'discord.js';
import {
  PermanentJobError,
  pickLocale,
  renderStandingsImage,
  roundModel,
  signupModel,
  standingsModel,
  standingsSubtitle,
  wordsFor,
  type Logger,
  type TournamentJob,
  type TournamentView,
  type Tournaments,
  type Words,
} from '../../app/index.ts';
import { view } from '../views/common.ts';
import {
  ROLE_SIGNUP,
  checkInReminderView,
  roundView,
  signupView,
  standingsView,
  winnerLine,
} from '../views/tournament.ts';
import { isPermanent, type Attachment, type Messages } from './messages.ts';

export function tournamentPostJob(tournaments: Tournaments, messages: Messages, log: Logger) {
  return async (job: TournamentJob<'tournament-post'>): Promise<void> => {
    const seen = await tournaments.view(job.data.tournamentId);
    if (!seen.ok) {
      if (seen.error === 'NO_TOURNAMENT') throw new PermanentJobError(`tournament ${job.data.tournamentId} is gone`);
      throw new Error(`reading tournament ${job.data.tournamentId}: ${seen.error}`);
    }
    const t = seen.tournament;
    const channel = await messages.channel(t.channelId);
    if (!channel) {
      log.warn({ tournamentId: t.id, channelId: t.channelId }, 'a tournament’s channel is not reachable');
      throw new Error(`tournament channel ${t.channelId} is not reachable right now`);
    }
    const w = wordsFor(pickLocale(t.locale));
    const nonce = (part: string) => `j${job.id}${part}`;
    try {
      await post(channel, seen, w, job.data, nonce);
      // The sign-up message says where the tournament stands (an edit: harmless to repeat).
      await messages.edit(t.channelId, t.messages[ROLE_SIGNUP], signupView(w, signupModel(t)));
    } catch (error) {
      if (isPermanent(error)) throw new PermanentJobError(`Discord refused: ${(error as Error).message}`);
      throw error;
    }
  };

  async function post(
    channel: SendableChannels,
    seen: TournamentView,
    w: Words,
    data: TournamentJob<'tournament-post'>['data'],
    nonce: (part: string) => string,
  ): Promise<void> {
    const t = seen.tournament;
    if (data.kind === 'check-in') {
      // Still in its sign-up: those who have not checked in are pinged (once: the nonce).
      const late = t.entrants.filter((e) => !e.checkedIn).map((e) => e.userId);
      if (t.status !== 'signup' || !t.checkIn || late.length === 0) return;
      await messages.send(channel, checkInReminderView(w, signupModel(t), late), [], nonce('k'));
      return;
    }
    if (data.kind === 'cancelled') {
      await messages.send(channel, view(w.t('tournament-cancelled-notice', { name: t.name })), [], nonce('c'));
      return;
    }
    if (data.kind === 'too-few') {
      await messages.send(
        channel,
        view(w.t('tournament-too-few-notice', { name: t.name, count: t.entrants.length })),
        [],
        nonce('c'),
      );
      return;
    }
    // After round 1: the standings so far (at the end, the final ones with the winner).
    if (data.kind === 'round' || data.kind === 'final') {
      const model = standingsModel(seen);
      const image = await renderStandingsImage(model, w.locale).catch((error: unknown) => {
        log.warn({ err: error, tournamentId: t.id }, 'drawing the standings failed: posted in words only');
        return null;
      });
      const files: Attachment[] = image
        ? [{ attachment: image.data, name: image.fileName, description: image.description.slice(0, 1000) }]
        : [];
      const shown = image ? { name: image.fileName, description: image.description } : null;
      const headline = data.kind === 'final' ? winnerLine(w, model) : null;
      await messages.send(
        channel,
        standingsView(w, model, standingsSubtitle(model, w.locale), shown, headline),
        files,
        nonce('s'),
      );
    }
    if (data.kind === 'started' || data.kind === 'round') {
      const round = roundModel(seen, data.round);
      if (round) await messages.send(channel, roundView(w, round), [], nonce('r'));
    }
  }
}
