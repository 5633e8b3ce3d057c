// Views of /azul leaderboard, stats and history, and the history button's custom_id.
import { describe, expect, it } from 'vitest';
import { wordsFor } from '../../src/i18n/index.ts';

const en = wordsFor('en');
import { decodeCustomId, encodeCustomId } from '../../src/discord/custom-id.ts';
import { historyView, leaderboardView, ratingText, statsView } from '../../src/discord/views/stats.ts';
import { botName, nameOf, namedActor } from '../../src/actor.ts';
import type { HistoryGame } from '../../src/store/stats.ts';

const GAME = '123e4567-e89b-12d3-a456-426614174000';

describe('history button custom_id', () => {
  it('round-trips and refuses extra parts', () => {
    const id = encodeCustomId({ kind: 'result', gameId: GAME, version: 0 });
    expect(id).toBe(`az1:R:${GAME}:0`);
    expect(decodeCustomId(id)).toEqual({ kind: 'result', gameId: GAME, version: 0 });
    expect(decodeCustomId(`${id}:x`)).toBeNull();
  });
});

describe('stats views', () => {
  it('names bots in one place: by level where bots of a level are one player, by seat at a table', () => {
    expect(nameOf(en, namedActor('bot:hard', 'whatever'))).toBe('Bot · hard');
    expect(nameOf(en, namedActor('1', 'Ana'))).toBe('Ana');
    expect(botName(en, 'hard', 2)).toBe('Bot · hard 2');
    // In the reader's language, whatever name was stored with the seat.
    expect(nameOf(wordsFor('pt-BR'), namedActor('bot:hard#2', 'Bot · hard 2'))).toBe('Bot · difícil 2');
    expect(botName(wordsFor('de'), 'easy')).toBe('Bot · leicht');
    expect(ratingText(3.14159)).toBe('3.1');
    expect(ratingText(-0.04)).toBe('0.0'); // no negative zero
    // A negative rating with the minus sign, as the other texts write it ("−5"), not a hyphen.
    expect(ratingText(-1.26)).toBe('−1.3');
    // As the reader's language writes numbers.
    expect(ratingText(-1.26, wordsFor('de'))).toBe('−1,3');
    expect(ratingText(-1.8, wordsFor('pt-BR'))).toBe('−1,8');
    expect(ratingText(12.04, wordsFor('pl'))).toBe('12,0');
    expect(ratingText(3.14159, wordsFor('en'))).toBe('3.1');
  });

  it('leaderboard: places, provisional marks, and the asker’s own place', () => {
    const row = (userId: string, conservative: number, games: number, wins: number) => ({
      scope: 'g',
      userId,
      displayName: userId,
      mu: 0,
      sigma: 0,
      conservative,
      games,
      wins,
    });
    const view = leaderboardView(en, {
      scope: 'server',
      players: 12,
      top: [
        { ...row('ana', 12.34, 9, 5), rank: 1, provisional: false, named: { kind: 'person', name: 'ana' } },
        { ...row('bot:hard', 10, 3, 1), rank: 2, provisional: true, named: { kind: 'bot', level: 'hard', nth: 1 } },
        { ...row('a*b', 9, 6, 1), rank: 3, provisional: false, named: { kind: 'person', name: 'a*b_c' } },
      ],
      mine: { rating: row('me', 1, 1, 0), rank: 11, players: 12, provisional: true },
    });
    expect(view.content.split('\n')).toEqual([
      '**Azul leaderboard — this server** (rating = μ − 3σ: a skill the player very likely has at least. Everyone starts at 0; early losses can take it below 0 for a while)',
      '1. **ana** — 12.3 · 9 games · 5 wins',
      '2. **Bot · hard** — 10.0* · 3 games · 1 win',
      '3. **a\\*b\\_c** — 9.0 · 6 games · 1 win',
      // Escaped: a line starting with "* " is a bullet in Discord's markdown, which would eat the mark.
      '\\* provisional: fewer than 5 rated games.',
      'You: #11 of 12 — 1.0 (provisional), 1 game, 0 wins.',
    ]);
    expect(leaderboardView(en, { scope: 'global', players: 0, top: [], mine: null }).content).toContain(
      'No rated games yet',
    );
  });

  it('stats of someone with no games says so', () => {
    const view = statsView(
      en,
      {
        userId: 'x',
        stats: {
          displayName: null,
          games: 0,
          wins: 0,
          byPlayerCount: [],
          meanScore: null,
          bestScore: null,
          meanBonus: null,
          accuracy: null,
        },
        server: { rating: null, rank: null, players: 3, provisional: true },
        global: { rating: null, rank: null, players: 3, provisional: true },
        trend: [],
        trendStart: null,
        trendScope: 'server',
        opponents: [],
      },
      'Zed',
    );
    expect(view.content).toBe(
      '**Azul stats of Zed** (in this server)\nNo finished games yet.\nRating here: not rated yet · Global rating: not rated yet',
    );
  });

  it('the trend says where a rating started: after one game, from 0 (not "3.4 → 3.4 (+0.0)")', () => {
    const report = (points: number[], start: number) => ({
      userId: 'x',
      stats: {
        displayName: 'Zed',
        games: points.length,
        wins: 0,
        byPlayerCount: [{ playerCount: 2, games: points.length, wins: 0 }],
        meanScore: 30,
        bestScore: 30,
        meanBonus: { rows: 0, columns: 0, colors: 0, points: 0 },
        accuracy: points.length > 1 ? { games: 2, mean: 71.25 } : null,
      },
      server: null,
      global: { rating: null, rank: null, players: 3, provisional: true },
      trend: points.map((conservative, i) => ({ seq: i + 1, gameId: `g${i}`, place: 2, conservative })),
      trendStart: start,
      trendScope: 'global' as const,
      opponents: [],
    });
    const one = statsView(en, report([-1.84], 0), 'Zed').content;
    expect(one).toContain('After its first rated game: 0.0 → −1.8 (−1.8); everyone starts at 0.');
    expect(one).not.toContain('Trend');
    const two = statsView(en, report([-1.84, 1.2], 0), 'Zed').content;
    expect(two).toContain('Trend over the last 2 rated games: ▁█ −1.8 → 1.2 (+3.0)');
    // The mean accuracy over reviewed games, when there are any.
    expect(two).toContain(
      "Accuracy: 71.3% on average over 2 reviewed games (moves within 1 expected point of the AI's best).",
    );
    expect(one).not.toContain('Accuracy');
  });

  it('history: one line and one button per game, a shared win named as a tie', () => {
    const game = (i: number, scores: number[], winners: number[]): HistoryGame => ({
      gameId: GAME.slice(0, -1) + i,
      finishedAt: new Date(Date.UTC(2026, 10, 20 + i)),
      guildId: 'g',
      variant: i === 1 ? 'gray' : 'standard',
      seats: scores.map((score, seat) => ({
        seat,
        userId: `u${seat}`,
        displayName: `P${seat}`,
        score,
        rank: winners.includes(seat) ? 1 : 2,
        winner: winners.includes(seat),
      })),
    });
    const games = Array.from({ length: 7 }, (_, i) => game(i, [40 + i, 30], [0]));
    games[2] = game(2, [50, 50], [0, 1]);
    const view = historyView(en, games, 'P0');
    const lines = view.content.split('\n');
    expect(lines[2]).toBe(
      `2. <t:${Date.UTC(2026, 10, 21) / 1000}:d> — **P0** 41, **P1** 30 — winner **P0** (gray wall)`,
    );
    expect(lines[3]).toContain('tie: **P0** & **P1**');
    // Per five games a row of results buttons, then a row of Review buttons.
    expect(view.components.map((r) => r.components.length)).toEqual([5, 5, 2, 2]);
    const clicks = view.components.map((r) =>
      r.components.map((b) => decodeCustomId((b as { custom_id: string }).custom_id)),
    );
    expect(
      clicks
        .filter((_, i) => i % 2 === 0)
        .flat()
        .map((c) => [c?.kind, c?.gameId]),
    ).toEqual(games.map((g) => ['result', g.gameId]));
    expect(
      clicks
        .filter((_, i) => i % 2 === 1)
        .flat()
        .map((c) => [c?.kind, c?.gameId]),
    ).toEqual(games.map((g) => ['review', g.gameId]));
    expect((view.components[1]!.components[0] as { label: string }).label).toBe('Review 1');
    expect(historyView(en, [], 'P0').components).toEqual([]);
  });
});
