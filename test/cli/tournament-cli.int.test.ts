// `azul tournament simulate`: a whole tournament of AI players through the bot's pairing, games and
// standings, one JSON line per game and the final standings; the same run from the same seed. And
// `azul bench --tournament`, which prints its numbers and asserts none.
import { describe, expect, it, vi } from 'vitest';
import { run as bench } from '../../src/cli/bench-tournament.ts';
import { azul } from './azul-command.ts';

interface GameLine {
  round: number;
  table: number;
  players: (string | null)[];
  scores: number[];
  places: number[];
}

function parse(stdout: string): {
  games: GameLine[];
  standings: { id: string; points: number; tiebreaks: number[] }[];
} {
  const lines = stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const last = lines.pop() as { standings: { id: string; points: number; tiebreaks: number[] }[] };
  return { games: lines as unknown as GameLine[], standings: last.standings };
}

describe('azul tournament simulate', () => {
  it('plays a Swiss tournament of 7 at tables of 2 round by round, everyone once a round (a bye aside), and prints the standings', async () => {
    const args = [
      'tournament',
      'simulate',
      '--entrants',
      '7',
      '--format',
      'swiss',
      '--rounds',
      '3',
      '--table-size',
      '2',
    ];
    const first = await azul([...args, '--seed', 's1', '--level', 'greedy']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const { games, standings } = parse(first.stdout);
    expect(games).toHaveLength(9);
    for (const round of [1, 2, 3]) {
      const seated = games.filter((g) => g.round === round).flatMap((g) => g.players);
      expect(new Set(seated).size).toBe(6);
      expect(games.filter((g) => g.round === round).map((g) => g.table)).toEqual([1, 2, 3]);
    }
    for (const g of games) {
      expect(Object.keys(g)).toEqual(['round', 'table', 'players', 'scores', 'places']);
      expect(g.scores).toHaveLength(2);
      // A winner, and a loser or a second winner (a draw after the rows' tie-break).
      expect(Math.min(...g.places)).toBe(1);
      expect(g.places.every((p) => p === 1 || p === 2)).toBe(true);
      if (g.scores[0] !== g.scores[1]) expect(g.places[g.scores[0]! > g.scores[1]! ? 0 : 1]).toBe(1);
    }
    expect(standings.map((s) => s.id).sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
    for (const s of standings) expect(Object.keys(s)).toEqual(['id', 'points', 'tiebreaks']);
    // 3 rounds of win 1 / draw ½ / bye ½: 9 games of 1 point each, and 3 byes of ½.
    expect(standings.reduce((n, s) => n + s.points, 0)).toBeCloseTo(10.5, 6);
    // Best first.
    for (let i = 1; i < standings.length; i++)
      expect(standings[i]!.points).toBeLessThanOrEqual(standings[i - 1]!.points);
    // The same seed plays the same tournament.
    const again = await azul([...args, '--seed', 's1', '--level', 'greedy']);
    expect(again.stdout).toBe(first.stdout);
  });

  it('plays an elimination at tables of 4 down to one winner', async () => {
    const out = await azul([
      'tournament',
      'simulate',
      '--entrants',
      '9',
      '--format',
      'elimination',
      '--table-size',
      '4',
      '--level',
      'greedy',
    ]);
    expect(out.code).toBe(0);
    const { games, standings } = parse(out.stdout);
    // 9 entrants: tables of 3 (three winners), then a final of 3.
    expect(games.map((g) => [g.round, g.players.length])).toEqual([
      [1, 3],
      [1, 3],
      [1, 3],
      [2, 3],
    ]);
    const final = games.at(-1)!;
    expect(final.players).toContain(standings[0]!.id);
    expect(final.places[final.players.indexOf(standings[0]!.id)]).toBe(Math.min(...final.places));
  });

  it('refuses a bad option with exit code 2 and says why', async () => {
    const out = await azul([
      'tournament',
      'simulate',
      '--entrants',
      '1',
      '--format',
      'swiss',
      '--rounds',
      '2',
      '--table-size',
      '2',
    ]);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('--entrants');
    const noRounds = await azul([
      'tournament',
      'simulate',
      '--entrants',
      '4',
      '--format',
      'swiss',
      '--table-size',
      '2',
    ]);
    expect(noRounds.code).toBe(2);
    expect(noRounds.stderr).toContain('--rounds');
  });
});

describe('azul bench --tournament', () => {
  it('prints the time of a whole tournament, its games against its pairing, in one JSON line', async () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...a) => void lines.push(a.join(' ')));
    try {
      expect(await bench(['--entrants', '8', '--rounds', '2', '--table-size', '4', '--level', 'greedy'])).toBe(0);
    } finally {
      log.mockRestore();
    }
    const result = JSON.parse(lines.at(-1)!);
    expect(result).toMatchObject({ entrants: 8, format: 'swiss', rounds: 2, tableSize: 4, games: 4 });
    for (const key of ['totalMs', 'cpuMs', 'gamesMs', 'pairingMs', 'standingsMs', 'overheadOfGames', 'ofGoal'])
      expect(typeof result[key]).toBe('number');
  });
});
