// A season's table as `/azul leaderboard season:` shows it, and as it is posted when the season ends:
// its dates, then the leaderboard's own rows (ratings from the season's games alone) and the reader's place.
import { escapeMarkdown } from 'discord.js';
import { PROVISIONAL_GAMES, type SeasonTable, type Words } from '../../app/index.ts';
import { view, type View } from './common.ts';
import { ratingText } from './stats.ts';

const PROVISIONAL_MARK = '*';

/** Discord's date (shown in each reader's own format and time zone). */
function date(at: Date): string {
  return `<t:${Math.floor(at.getTime() / 1000)}:d>`;
}

function when(w: Words, table: SeasonTable): string {
  const s = table.season;
  return table.over && s.endsAt
    ? w.t('season-dates', { from: date(s.startsAt), to: date(s.endsAt) })
    : w.t('season-since', { from: date(s.startsAt) });
}

function rows(w: Words, table: SeasonTable): string[] {
  if (table.top.length === 0) return [w.t('season-empty')];
  const lines = table.top.map((r) =>
    w.t('leaderboard-row', {
      rank: r.rank,
      name: escapeMarkdown(r.name),
      rating: ratingText(r.conservative, w),
      mark: r.provisional ? PROVISIONAL_MARK : '',
      games: r.games,
      wins: r.wins,
    }),
  );
  if (table.top.some((r) => r.provisional)) lines.push(w.t('leaderboard-provisional', { games: PROVISIONAL_GAMES }));
  return lines;
}

/** `/azul leaderboard season:current|previous`: the season's table and the reader's place in it. */
export function seasonTableView(w: Words, table: SeasonTable): View {
  const lines = [
    w.t('leaderboard-season-title', { number: table.season.number, when: when(w, table) }),
    ...rows(w, table),
  ];
  if (table.top.length > 0) {
    const mine = table.mine;
    lines.push(
      mine
        ? w.t('leaderboard-mine', {
            rank: mine.rank,
            players: table.players,
            rating: ratingText(mine.conservative, w),
            provisional: mine.provisional ? 'yes' : 'no',
            games: mine.games,
            wins: mine.wins,
          })
        : w.t('leaderboard-unrated', { players: table.players }),
    );
  }
  return view(lines.join('\n'));
}

/** Posted in the season's channel when it ends: its final table. */
export function seasonFinalView(w: Words, table: SeasonTable): View {
  return view(
    [w.t('season-final-title', { number: table.season.number, when: when(w, table) }), ...rows(w, table)].join('\n'),
  );
}
