// `/azul mygames`: one line per game, those where it is the user's turn first.
import type { MyGameEntry } from '../../app/index.ts';
import { messageLink, relativeTime, view, type View } from './common.ts';

/** Where a game is, by name as far as the bot knows. */
export interface Place {
  guild: string | null;
  channel: string | null;
}

export function myGamesView(entries: MyGameEntry[], places: Place[]): View {
  if (entries.length === 0) return view('You are not seated in any Azul game right now. Start one with `/azul new`.');
  const lines = entries.map((game, i) => {
    const place = places[i]!;
    const where = `${place.guild ? `**${place.guild}**` : 'a server'} · ${place.channel ? `#${place.channel}` : `<#${game.ref.channelId}>`}`;
    const players = game.names.join(', ');
    const link = game.jumpTo ? ` · ${messageLink(game.ref.guildId, game.jumpTo.channelId, game.jumpTo.messageId)}` : '';
    if (game.status === 'lobby') return `• ${where} — lobby (${game.seated}/${game.seats}): ${players}${link}`;
    const whose = game.yourTurn ? '**your turn**' : `waiting for ${game.acting?.name ?? '?'}`;
    const clock = game.clockEndsAt ? `, clock runs out ${relativeTime(game.clockEndsAt)}` : '';
    return `• ${where} — round ${game.round}, ${whose}${clock} — ${players}${link}`;
  });
  return view([`**Your Azul games** (${entries.length})`, ...lines].join('\n'));
}
