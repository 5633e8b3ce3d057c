// `/azul mygames`: one line per game, those where it is the user's turn first.
import { nameOf, type MyGameEntry, type Words } from '../../app/index.ts';
import { messageLink, relativeTime, view, type View } from './common.ts';

/** Where a game is, by name as far as the bot knows. */
export interface Place {
  guild: string | null;
  channel: string | null;
}

export function myGamesView(w: Words, entries: MyGameEntry[], places: Place[]): View {
  if (entries.length === 0) return view(w.t('mygames-none'));
  const lines = entries.map((game, i) => {
    const place = places[i]!;
    const where = `${place.guild ? `**${place.guild}**` : w.t('mygames-a-server')} · ${place.channel ? `#${place.channel}` : `<#${game.ref.channelId}>`}`;
    const players = game.names.map((who) => nameOf(w, who)).join(', ');
    const link = game.jumpTo ? ` · ${messageLink(game.ref.guildId, game.jumpTo.channelId, game.jumpTo.messageId)}` : '';
    if (game.status === 'lobby')
      return w.t('mygames-lobby', { where, seated: game.seated, seats: game.seats, players, link });
    const whose = game.yourTurn
      ? w.t('mygames-your-turn')
      : w.t('mygames-waiting', { who: game.acting ? nameOf(w, game.acting.named) : '?' });
    const clock = game.clockEndsAt ? w.t('mygames-clock', { when: relativeTime(game.clockEndsAt) }) : '';
    return w.t('mygames-game', { where, round: game.round, whose, clock, players, link });
  });
  return view([w.t('mygames-title', { count: entries.length }), ...lines].join('\n'));
}
