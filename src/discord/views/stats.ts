// Views of /azul leaderboard, stats and history: pure functions from what the app gathered to the
// content and buttons of a message (private unless the user shares it).
import { ButtonStyle, ComponentType, escapeMarkdown, type APIActionRowComponent, type APIButtonComponent } from 'discord.js';
import { PROVISIONAL_GAMES, sparkline, type HistoryGame, type Leaderboard, type PlayerReport, type RatingStanding, type ScopeChoice } from '../../app/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import { CONTENT_MAX, clip, plural } from './common.ts';

export interface StatsView {
  content: string;
  components: APIActionRowComponent<APIButtonComponent>[];
  allowedMentions: { parse: [] };
}

function view(lines: string[], components: StatsView['components'] = []): StatsView {
  return { content: clip(lines.join('\n'), CONTENT_MAX), components, allowedMentions: { parse: [] } };
}

/** A shown rating: one decimal, the conservative number (mu - 3 sigma). */
export function ratingText(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

function signedRating(value: number): string {
  return `${value >= 0 ? '+' : ''}${ratingText(value)}`;
}

function percent(wins: number, games: number): string {
  return games ? `${Math.round((100 * wins) / games)}%` : '–';
}

/** A player's name as shown (the app names bots), in bold with markdown in names escaped. */
function bold(name: string): string {
  return `**${escapeMarkdown(name)}**`;
}

const SCOPE_TITLE: Record<ScopeChoice, string> = { server: 'this server', global: 'all servers' };
/** Marks a provisional rating; the key line escapes it (a line starting with `* ` is a bullet in Discord's markdown). */
const PROVISIONAL_MARK = '*';
/** What the shown number is, said the same way here and in the README. */
export const RATING_MEANING = 'rating = μ − 3σ: a skill the player very likely has at least. Everyone starts at 0; early losses can take it below 0 for a while';

export function leaderboardView(board: Leaderboard): StatsView {
  const lines = [`**Azul leaderboard — ${SCOPE_TITLE[board.scope]}** (${RATING_MEANING})`];
  if (board.top.length === 0) {
    lines.push('No rated games yet. Finish a game with two players or more to get on the board.');
    return view(lines);
  }
  for (const r of board.top) {
    const mark = r.provisional ? PROVISIONAL_MARK : '';
    lines.push(`${r.rank}. ${bold(r.name)} — ${ratingText(r.conservative)}${mark} · ${plural(r.games, 'game')} · ${plural(r.wins, 'win')}`);
  }
  if (board.top.some((r) => r.provisional)) lines.push(`\\${PROVISIONAL_MARK} provisional: fewer than ${PROVISIONAL_GAMES} rated games.`);
  lines.push(
    board.mine?.rating
      ? `You: #${board.mine.rank} of ${board.players} — ${ratingText(board.mine.rating.conservative)}${board.mine.provisional ? ' (provisional)' : ''}, ${plural(board.mine.rating.games, 'game')}, ${plural(board.mine.rating.wins, 'win')}.`
      : `You have no rated game here yet (${plural(board.players, 'rated player')}).`,
  );
  return view(lines);
}

function standingText(label: string, s: (RatingStanding & { provisional: boolean }) | null): string | null {
  if (!s?.rating) return `${label}: not rated yet`;
  return `${label}: ${ratingText(s.rating.conservative)}${s.provisional ? ' (provisional)' : ''}, #${s.rank} of ${s.players}`;
}

export function statsView(report: PlayerReport, name: string): StatsView {
  const { stats } = report;
  const where = report.server ? 'in this server' : 'in all servers';
  const lines = [`**Azul stats of ${escapeMarkdown(name)}** (${where})`];
  if (stats.games === 0) {
    lines.push('No finished games yet.');
  } else {
    lines.push(`Games: ${stats.games} · wins: ${stats.wins} (${percent(stats.wins, stats.games)})`);
    lines.push(`By players: ${stats.byPlayerCount.map((c) => `${c.playerCount}p ${c.wins}/${c.games} (${percent(c.wins, c.games)})`).join(' · ')}`);
    lines.push(`Score: mean ${stats.meanScore!.toFixed(1)} · best ${stats.bestScore}`);
    const b = stats.meanBonus!;
    lines.push(`Bonuses a game: ${b.rows.toFixed(2)} rows · ${b.columns.toFixed(2)} columns · ${b.colors.toFixed(2)} colors (${b.points.toFixed(1)} points)`);
  }
  const ratings = [report.server ? standingText('Rating here', report.server) : null, standingText('Global rating', report.global)].filter(Boolean);
  lines.push(ratings.join(' · '));
  const values = report.trend.map((p) => p.conservative);
  if (values.length === 1 && report.trendStart !== null) {
    // One game says nothing of a trend: how far that first game moved it from where it started.
    const last = values[0]!;
    lines.push(`After its first rated game: ${ratingText(report.trendStart)} → ${ratingText(last)} (${signedRating(last - report.trendStart)}); everyone starts at 0.`);
  } else if (values.length > 1) {
    const first = values[0]!;
    const last = values.at(-1)!;
    lines.push(`Trend over the last ${plural(values.length, 'rated game')}: ${sparkline(values)} ${ratingText(first)} → ${ratingText(last)} (${signedRating(last - first)})`);
  }
  if (report.opponents.length > 0) {
    lines.push('Head-to-head (ahead–behind–tied):');
    for (const o of report.opponents) lines.push(`• vs ${bold(o.name)}: ${o.wins}–${o.losses}–${o.ties} in ${plural(o.games, 'game')}`);
  }
  return view(lines);
}

/** One button per game; five to a row. */
const PER_ROW = 5;

export function historyView(games: HistoryGame[], name: string): StatsView {
  const lines = [`**Last finished Azul games of ${escapeMarkdown(name)}**`];
  if (games.length === 0) {
    lines.push('No finished games yet.');
    return view(lines);
  }
  games.forEach((g, i) => {
    const when = `<t:${Math.floor(g.finishedAt.getTime() / 1000)}:d>`;
    const scores = g.seats.map((s) => `${bold(s.displayName)} ${s.score}`).join(', ');
    const winners = g.seats.filter((s) => s.winner);
    const won = winners.length > 1 ? `tie: ${winners.map((s) => bold(s.displayName)).join(' & ')}` : `winner ${winners.map((s) => bold(s.displayName)).join('')}`;
    lines.push(`${i + 1}. ${when} — ${scores} — ${won}${g.variant === 'gray' ? ' (gray wall)' : ''}`);
  });
  lines.push('A button shows that game’s final results and its `azul-game.json` again, only to you.');
  const buttons: APIButtonComponent[] = games.map((g, i) => ({
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    custom_id: encodeCustomId({ kind: 'result', gameId: g.gameId, version: 0 }),
    label: `Game ${i + 1}`,
  }));
  const components: StatsView['components'] = [];
  for (let i = 0; i < buttons.length; i += PER_ROW) components.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + PER_ROW) });
  return view(lines, components);
}

export function resultFilesText(names: string[], finishedAt: Date | null): string {
  const when = finishedAt ? ` (<t:${Math.floor(finishedAt.getTime() / 1000)}:f>)` : '';
  return `Final results of ${names.map((n) => bold(n)).join(', ')}${when}. Check the record with \`npm run azul -- replay azul-game.json\`.`;
}

