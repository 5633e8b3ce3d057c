// Views of /azul leaderboard, stats and history: pure functions from what the app gathered to the
// content and buttons of a message (private unless the user shares it).
import {
  ButtonStyle,
  ComponentType,
  escapeMarkdown,
  type APIActionRowComponent,
  type APIButtonComponent,
} from 'discord.js';
import {
  PROVISIONAL_GAMES,
  nameOf,
  namedSeat,
  sparkline,
  type Named,
  type HistoryGame,
  type Leaderboard,
  type PlayerReport,
  type RatingStanding,
  type Words,
} from '../../app/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import { CONTENT_MAX, clip } from './common.ts';

export interface StatsView {
  content: string;
  components: APIActionRowComponent<APIButtonComponent>[];
  allowedMentions: { parse: [] };
}

function view(lines: string[], components: StatsView['components'] = []): StatsView {
  return { content: clip(lines.join('\n'), CONTENT_MAX), components, allowedMentions: { parse: [] } };
}

/**
 * A shown rating: one decimal, the conservative number (mu - 3 sigma); no negative zero; as the
 * reader's language writes it, a negative one with the minus sign ("−1.8") as every other text.
 */
export function ratingText(value: number, w?: Words): string {
  const rounded = Math.round(value * 10) / 10 || 0;
  const digits = w ? w.number(Math.abs(rounded), ONE_DECIMAL) : Math.abs(rounded).toFixed(1);
  return rounded < 0 ? `${MINUS}${digits}` : digits;
}

const MINUS = '\u2212';

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

function signedRating(value: number, w: Words): string {
  return `${value >= 0 ? '+' : ''}${ratingText(value, w)}`;
}

function percent(wins: number, games: number, w: Words): string {
  return games ? w.number(wins / games, { style: 'percent', maximumFractionDigits: 0 }) : '–';
}

/** A number with `digits` decimals, as the reader's language writes it. */
function fixed(value: number, digits: number, w: Words): string {
  return w.number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A player's name as shown (a bot's in the reader's language), markdown in names escaped. */
function name(w: Words, who: Named): string {
  return escapeMarkdown(nameOf(w, who));
}

/**
 * Marks a provisional rating (the key line escapes it: a line starting with `* ` is a bullet in Discord's markdown).
 */
const PROVISIONAL_MARK = '*';

export function leaderboardView(w: Words, board: Leaderboard): StatsView {
  const lines = [w.t('leaderboard-title', { scope: board.scope })];
  if (board.top.length === 0) {
    lines.push(w.t('leaderboard-empty'));
    return view(lines);
  }
  for (const r of board.top) {
    lines.push(
      w.t('leaderboard-row', {
        rank: r.rank,
        name: name(w, r.named),
        rating: ratingText(r.conservative, w),
        mark: r.provisional ? PROVISIONAL_MARK : '',
        games: r.games,
        wins: r.wins,
      }),
    );
  }
  if (board.top.some((r) => r.provisional)) lines.push(w.t('leaderboard-provisional', { games: PROVISIONAL_GAMES }));
  const mine = board.mine;
  lines.push(
    mine?.rating
      ? w.t('leaderboard-mine', {
          rank: mine.rank ?? 0,
          players: board.players,
          rating: ratingText(mine.rating.conservative, w),
          provisional: mine.provisional ? 'yes' : 'no',
          games: mine.rating.games,
          wins: mine.rating.wins,
        })
      : w.t('leaderboard-unrated', { players: board.players }),
  );
  return view(lines);
}

function standingText(
  w: Words,
  label: 'here' | 'global',
  s: (RatingStanding & { provisional: boolean }) | null,
): string {
  if (!s?.rating) return w.t('stats-unrated', { label });
  return w.t('stats-rating', {
    label,
    rating: ratingText(s.rating.conservative, w),
    provisional: s.provisional ? 'yes' : 'no',
    rank: s.rank ?? 0,
    players: s.players,
  });
}

export function statsView(w: Words, report: PlayerReport, who: string): StatsView {
  const { stats } = report;
  const lines = [w.t('stats-title', { name: escapeMarkdown(who), where: report.server ? 'server' : 'global' })];
  if (stats.games === 0) {
    lines.push(w.t('stats-none'));
  } else {
    lines.push(
      w.t('stats-games', { games: stats.games, wins: stats.wins, percent: percent(stats.wins, stats.games, w) }),
    );
    const list = stats.byPlayerCount
      .map((c) =>
        w.t('stats-by-players-item', {
          players: c.playerCount,
          wins: c.wins,
          games: c.games,
          percent: percent(c.wins, c.games, w),
        }),
      )
      .join(' · ');
    lines.push(w.t('stats-by-players', { list }));
    lines.push(w.t('stats-score', { mean: fixed(stats.meanScore!, 1, w), best: stats.bestScore ?? 0 }));
    const b = stats.meanBonus!;
    lines.push(
      // Numbers: the catalog shows their decimals and picks the words that agree with them.
      w.t('stats-bonuses', { rows: b.rows, columns: b.columns, colors: b.colors, points: b.points }),
    );
    if (stats.accuracy)
      lines.push(w.t('stats-accuracy', { mean: fixed(stats.accuracy.mean, 1, w), games: stats.accuracy.games }));
  }
  const ratings = [
    report.server ? standingText(w, 'here', report.server) : null,
    standingText(w, 'global', report.global),
  ].filter(Boolean);
  lines.push(ratings.join(' · '));
  const values = report.trend.map((p) => p.conservative);
  if (values.length === 1 && report.trendStart !== null) {
    // One game says nothing of a trend: how far that first game moved it from where it started.
    const last = values[0]!;
    lines.push(
      w.t('stats-first-game', {
        start: ratingText(report.trendStart, w),
        last: ratingText(last, w),
        delta: signedRating(last - report.trendStart, w),
      }),
    );
  } else if (values.length > 1) {
    const first = values[0]!;
    const last = values.at(-1)!;
    lines.push(
      w.t('stats-trend', {
        games: values.length,
        spark: sparkline(values),
        first: ratingText(first, w),
        last: ratingText(last, w),
        delta: signedRating(last - first, w),
      }),
    );
  }
  if (report.opponents.length > 0) {
    lines.push(w.t('stats-rivals'));
    for (const o of report.opponents)
      lines.push(
        w.t('stats-rival', { name: name(w, o.named), wins: o.wins, losses: o.losses, ties: o.ties, games: o.games }),
      );
  }
  return view(lines);
}

/** One button per game; five to a row. */
const PER_ROW = 5;

export function historyView(w: Words, games: HistoryGame[], who: string): StatsView {
  const lines = [w.t('history-title', { name: escapeMarkdown(who) })];
  if (games.length === 0) {
    lines.push(w.t('history-none'));
    return view(lines);
  }
  const bold = (seat: { userId: string; displayName: string }) => `**${name(w, namedSeat(seat))}**`;
  games.forEach((g, i) => {
    const when = `<t:${Math.floor(g.finishedAt.getTime() / 1000)}:d>`;
    const scores = g.seats.map((s) => `${bold(s)} ${s.score}`).join(', ');
    const winners = g.seats.filter((s) => s.winner);
    const won =
      winners.length > 1
        ? w.t('history-tie', { names: winners.map(bold).join(' & ') })
        : w.t('history-winner', { name: winners.map(bold).join('') });
    lines.push(w.t('history-row', { index: i + 1, when, scores, won, gray: g.variant === 'gray' ? 'yes' : 'no' }));
  });
  lines.push(w.t('history-buttons'), w.t('history-review-buttons'));
  const buttons = (kind: 'result' | 'review', label: string): APIButtonComponent[] =>
    games.map((g, i) => ({
      type: ComponentType.Button,
      style: ButtonStyle.Secondary,
      custom_id: encodeCustomId({ kind, gameId: g.gameId, version: 0 }),
      label: w.t(label, { number: i + 1 }),
    }));
  const results = buttons('result', 'history-button');
  const reviews = buttons('review', 'history-review-button');
  // Per five games: their results row, then their reviews row (10 games: 4 of Discord's 5 rows).
  const components: StatsView['components'] = [];
  for (let i = 0; i < games.length; i += PER_ROW) {
    components.push({ type: ComponentType.ActionRow, components: results.slice(i, i + PER_ROW) });
    components.push({ type: ComponentType.ActionRow, components: reviews.slice(i, i + PER_ROW) });
  }
  return view(lines, components);
}

export function resultFilesText(w: Words, names: readonly Named[], finishedAt: Date | null): string {
  const when = finishedAt ? ` (<t:${Math.floor(finishedAt.getTime() / 1000)}:f>)` : '';
  return w.t('result-files', { names: names.map((n) => `**${name(w, n)}**`).join(', '), when });
}
