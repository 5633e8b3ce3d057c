// The button of a game in /azul history: the final results image and the game's record again,
// only to whoever clicked (nothing in the channel changes).
import { MessageFlags, type ButtonInteraction, type StringSelectMenuInteraction } from 'discord.js';
import type { Stats } from '../app/stats.ts';
import { RECORD_FILE } from './presenter.ts';
import type { Responder } from './respond.ts';
import { resultFilesText } from './stats-views.ts';

export async function serveResultClick(
  gameId: string,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  respond: Responder,
  stats: Stats | undefined,
): Promise<void> {
  if (!stats) {
    await respond.ephemeral('Game history is not available on this bot. Nothing changed.');
    return;
  }
  const found = await stats.resultFiles(gameId, interaction.guildId);
  if (!found.ok) {
    await respond.ephemeral(`${found.message} Nothing changed.`);
    return;
  }
  const { image, record, game } = found.files;
  await respond.reply({
    content: resultFilesText(game.names, game.finishedAt),
    files: [
      { attachment: image.data, name: image.fileName, description: image.description?.slice(0, 1000) },
      { attachment: Buffer.from(`${record}\n`), name: RECORD_FILE },
    ],
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
}
