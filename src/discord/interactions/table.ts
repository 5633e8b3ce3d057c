// "Open the table" (the lobby, the turn message, `/azul board`): Discord opens the Activity for the
// clicker in this channel (LAUNCH_ACTIVITY, callback type 12); the Activity finds the channel's
// game there and says who may play (src/activity). Nothing changes here; a bot without the
// Activity says so.
import type { ClickHandler } from './handler.ts';

export const table: ClickHandler<'table'> = {
  kind: 'table',
  async run(_click, run) {
    if (!run.activity) return run.respond.ephemeral(run.w.t('activity-off'));
    await run.respond.launchActivity();
  },
};
