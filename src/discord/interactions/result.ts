// A finished game's button in /azul history: its final results image and record again, only to
// whoever clicked (nothing in the channel changes).
import { MessageFlags } from 'discord.js';
import { RECORD_FILE } from '../presenter/live-messages.ts';
import { resultFilesText } from '../views/stats.ts';
import type { ClickHandler } from './handler.ts';
import { refuse } from './refuse.ts';

export const result: ClickHandler<'result'> = {
  kind: 'result',
  async run(click, run) {
    if (!run.stats) return run.respond.ephemeral(run.w.t('stats-unavailable', { what: 'history' }));
    const found = await run.stats.resultFiles(click.gameId, run.interaction.guildId, run.w.locale);
    if (!found.ok) return refuse(run, found, click.gameId);
    const { image, record, game } = found.files;
    await run.respond.reply({
      content: resultFilesText(run.w, game.names, game.finishedAt),
      files: [
        { attachment: image.data, name: image.fileName, description: image.description?.slice(0, 1000) },
        { attachment: Buffer.from(`${record}\n`), name: RECORD_FILE },
      ],
      flags: MessageFlags.Ephemeral,
      allowedMentions: { parse: [] },
    });
  },
};
