// Views of /azul leaderboard, stats and history: pure functions from what src/app/stats.ts
// gathered to the content and buttons of a message (private unless the user shares it).
import { ButtonStyle, ComponentType, escapeMarkdown, type APIActionRowComponent, type APIButtonComponent } from 'discord.js';
import type { Leaderboard, PlayerReport, ScopeChoice } from '../app/stats.ts';
import { isBotId, PROVISIONAL_GAMES, sparkline } from '../stats/index.ts';
import type { HistoryGame, Standing } from '../store/stats.ts';
import { encodeCustomId } from './custom-id.ts';
import { CONTENT_MAX } from './views.ts';

export interface StatsView {
  content: string;
  components: APIActionRowComponent<APIButtonComponent>[];
  allowedMentions: { parse: [] };
}

function clip(text: string): string {
  return text.length <= CONTENT_MAX ? text : `${text.slice(0, CONTENT_MAX - 1)}…`;
}

function view(lines: string[], components: StatsView['components'] = []): StatsView {
  return { content: clip(lines.join('\n')), components, allowedMentions: { parse: [] } };
}

/** A shown rating: one decimal, the conservative number (mu - 3 sigma). */
export function ratingText(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

function percent(wins: number, games: number): string {
  return games ? `${Math.round((100 * wins) / games)}%` : '–';
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A player's name as shown: bots by level, everyone in bold, markdown in names escaped. */
export function playerName(userId: string, displayName: string): string {
  return isBotId(userId) ? `**Bot · ${escapeMarkdown(userId.slice(4))}**` : `**${escapeMarkdown(displayName)}**`;
}

const SCOPE_TITLE: Record<ScopeChoice, string> = { server: 'this server', global: 'all servers' };
const PROVISIONAL_MARK = '*';

export function leaderboardView(board: Leaderboard): StatsView {
  const lines = [`**Azul leaderboard — ${SCOPE_TITLE[board.scope]}** (rating = μ − 3σ, a skill the player very likely has at least)`];
  if (board.top.length === 0) {
    lines.push('No rated games yet. Finish a game with two players or more to get on the board.');
    return view(lines);
  }
  for (const r of board.top) {
    const mark = r.provisional ? PROVISIONAL_MARK : '';
    lines.push(`${r.rank}. ${playerName(r.userId, r.displayName)} — ${ratingText(r.conservative)}${mark} · ${plural(r.games, 'game')} · ${plural(r.wins, 'win')}`);
  }
  if (board.top.some((r) => r.provisional)) lines.push(`${PROVISIONAL_MARK} provisional: fewer than ${PROVISIONAL_GAMES} rated games.`);
  lines.push(
    board.mine?.rating
      ? `You: #${board.mine.rank} of ${board.players} — ${ratingText(board.mine.rating.conservative)}${board.mine.provisional ? ' (provisional)' : ''}, ${plural(board.mine.rating.games, 'game')}, ${plural(board.mine.rating.wins, 'win')}.`
      : `You have no rated game here yet (${plural(board.players, 'rated player')}).`,
  );
  return view(lines);
}

function standingText(label: string, s: (Standing & { provisional: boolean }) | null): string | null {
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
  if (report.trend.length > 0) {
    const values = report.trend.map((p) => p.conservative);
    const first = values[0]!;
    const last = values.at(-1)!;
    const delta = last - first;
    lines.push(
      `Trend over the last ${plural(values.length, 'rated game')}: ${sparkline(values)} ${ratingText(first)} → ${ratingText(last)} (${delta >= 0 ? '+' : ''}${ratingText(delta)})`,
    );
  }
  if (report.opponents.length > 0) {
    lines.push('Head-to-head (ahead–behind–tied):');
    for (const o of report.opponents) {
      lines.push(`• vs ${playerName(o.userId, o.displayName)}: ${o.wins}–${o.losses}–${o.ties} in ${plural(o.games, 'game')}`);
    }
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
    const scores = g.seats.map((s) => `${playerName(s.userId, s.displayName)} ${s.score}`).join(', ');
    const winners = g.seats.filter((s) => s.winner);
    const won = winners.length > 1 ? `tie: ${winners.map((s) => playerName(s.userId, s.displayName)).join(' & ')}` : `winner ${winners.map((s) => playerName(s.userId, s.displayName)).join('')}`;
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
  return `Final results of ${names.map((n) => `**${escapeMarkdown(n)}**`).join(', ')}${when}. Check the record with \`npm run azul -- replay azul-game.json\`.`;
}
