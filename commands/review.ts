// `/azul review`: the AI's review of the finished game of this thread, privately: the stored one,
// or computed now (a private "thinking…" meanwhile). History's Review buttons show other games'.
import type { Command } from '../src/discord/command.ts';
import { answerFailure, userWords } from '../src/discord/common.ts';
import { named } from '../src/discord/localize.ts';
import { answerReview } from '../src/discord/review-answer.ts';

export default {
  name: 'review',
  deferAs: 'reply-ephemeral',
  define: (sub) => named(sub, 'cmd-review'),
  async execute(interaction, respond, { reviews }) {
    const w = userWords(interaction);
    if (!reviews) return void (await respond.ephemeral(w.t('review-unavailable')));
    const game = await reviews.gameOfChannel(interaction.channelId);
    if (!game.ok) return answerFailure(respond, game);
    await respond.defer();
    await answerReview(respond, w, reviews, await reviews.forViewer(game.gameId, interaction.guildId), {
      readerId: interaction.user.id,
      gameIdHint: game.gameId,
    });
  },
} satisfies Command;
