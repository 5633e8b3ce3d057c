// `/azul new [players] [variant] [bots] [level] [turn-time] [language] [invite...]`: opens a lobby in
// this channel. The choices come from the app's table rules; the app checks what arrives (a client
// may send anything). The lobby speaks the game's language.
import {
  DEFAULT_TURN_TIME,
  LOCALES,
  LOCALE_NAMES,
  OFFERED_LEVELS,
  PLAYERS,
  TURN_TIMES,
  VARIANTS,
  lobbyModel,
  maxBots,
  type OpenLobby,
} from '../src/app/index.ts';
import type { Command } from '../src/discord/command.ts';
import { answerFailure, gameWords, userOf, userWords } from '../src/discord/common.ts';
import { choice, named } from '../src/discord/localize.ts';
import { ROLE_LOBBY } from '../src/discord/presenter/messages.ts';
import { lobbyView } from '../src/discord/views/lobby.ts';
import { turnTimeUnit } from '../src/discord/views/words.ts';

/** The options naming people to invite. */
const INVITES = ['invite', 'invite2', 'invite3'] as const;

export default {
  name: 'new',
  deferAs: 'reply',
  define: (sub) => {
    named(sub, 'cmd-new')
      .addIntegerOption((o) =>
        named(o, 'cmd-new-players', { min: PLAYERS.min, max: PLAYERS.max })
          .setMinValue(PLAYERS.min)
          .setMaxValue(PLAYERS.max),
      )
      .addStringOption((o) =>
        named(o, 'cmd-new-variant').addChoices(...VARIANTS.map((v) => choice('variant-choice', v, { variant: v }))),
      )
      .addIntegerOption((o) =>
        named(o, 'cmd-new-bots', { max: maxBots(PLAYERS.max) })
          .setMinValue(0)
          .setMaxValue(maxBots(PLAYERS.max)),
      )
      .addStringOption((o) =>
        named(o, 'cmd-new-level').addChoices(
          ...OFFERED_LEVELS.map((level) => choice('bot-name', level, { level, nth: 1 })),
        ),
      )
      .addStringOption((o) =>
        named(o, 'cmd-new-turn-time').addChoices(
          ...TURN_TIMES.map((t) =>
            choice('turn-time-choice', t.key, {
              ...turnTimeUnit(t.seconds),
              default: t.key === DEFAULT_TURN_TIME ? 'yes' : 'no',
            }),
          ),
        ),
      )
      // Each language by its own name (names are not translated).
      .addStringOption((o) =>
        named(o, 'cmd-new-language').addChoices(...LOCALES.map((l) => ({ name: LOCALE_NAMES[l], value: l }))),
      );
    for (const id of INVITES) sub.addUserOption((o) => named(o, `cmd-new-${id}`));
    return sub;
  },
  async execute(interaction, respond, { app }) {
    // A client may send an invite that is not a person (Discord's own never does): refused, not ignored.
    if (INVITES.some((id) => interaction.options.get(id) && !interaction.options.getUser(id))) {
      await respond.ephemeral(userWords(interaction).t('refusal-bad-input'));
      return;
    }
    const invited = INVITES.map((id) => interaction.options.getUser(id)?.id).filter((id): id is string => !!id);
    const input: OpenLobby & { invited?: string[] } = {
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      host: userOf(interaction),
      seats: interaction.options.getInteger('players') ?? undefined,
      variant: interaction.options.getString('variant') ?? undefined,
      bots: interaction.options.getInteger('bots') ?? undefined,
      level: interaction.options.getString('level') ?? undefined,
      turnTime: interaction.options.getString('turn-time') ?? DEFAULT_TURN_TIME,
      language: interaction.options.getString('language') ?? undefined,
      guildLocale: interaction.guildLocale,
      ...(invited.length ? { invited } : {}),
    };
    const opened = await app.lobby.open(input);
    if (!opened.ok) return answerFailure(respond, opened);
    const messageId = await respond.reply(lobbyView(gameWords(opened.game), lobbyModel(opened.game)));
    if (messageId) await app.bookkeeping.setMessages(opened.game.id, { [ROLE_LOBBY]: messageId });
  },
} satisfies Command;
