// Ratings from final results: numbers checked against the Weng-Lin Plackett-Luce update written
// out by hand for two players, against openskill's documented example, and for the rules of
// which games count and how seats are placed.
import { describe, expect, it } from 'vitest';
import { rate, rating } from 'openskill';
import {
  conservative,
  countsForRating,
  GLOBAL_SCOPE,
  initialSkill,
  isBotId,
  isProvisional,
  placings,
  rateGame,
  RatingLedger,
  sparkline,
  whyNotRated,
  type GameForRating,
  type SeatResult,
} from '../../src/stats/index.ts';

function game(seats: SeatResult[], extra: Partial<GameForRating> = {}): GameForRating {
  return { gameId: 'g', guildId: 'guild-1', end: 'finished', seats, ...extra };
}
const seat = (userId: string, score: number, completeRows = 0, left?: boolean): SeatResult => ({
  userId,
  score,
  completeRows,
  ...(left ? { left } : {}),
});

describe('the rating model', () => {
  it('is openskill as documented: two teams of two, no tau (openskill README example)', () => {
    const out = rate(
      [
        [rating(), rating({ mu: 32.444, sigma: 5.123 })],
        [rating({ mu: 43.381, sigma: 2.421 }), rating({ mu: 25.188, sigma: 6.211 })],
      ],
      { tau: 0 },
    );
    expect(out[0]![0]!.mu).toBeCloseTo(28.669648436582808, 12);
    expect(out[0]![0]!.sigma).toBeCloseTo(8.071520788025197, 12);
    expect(out[1]![1]!.mu).toBeCloseTo(23.149503312339064, 12);
    expect(out[1]![1]!.sigma).toBeCloseTo(6.1378606973362135, 12);
  });

  it('a new player starts at mu 25, sigma 25/3, shown as 0 (mu - 3 sigma)', () => {
    expect(initialSkill()).toEqual({ mu: 25, sigma: 25 / 3 });
    expect(conservative(initialSkill())).toBeCloseTo(0, 12);
    expect(conservative({ mu: 30, sigma: 2 })).toBe(24);
  });

  it('two new players, one wins: the Plackett-Luce update by hand', () => {
    // sigma' includes the dynamics tau = 25/300; c^2 = 2 (sigma'^2 + beta^2), beta = 25/6.
    const s2 = (25 / 3) ** 2 + (25 / 300) ** 2;
    const c = Math.sqrt(2 * (s2 + (25 / 6) ** 2));
    // Equal means: each wins with probability 1/2. Winner: omega = 1/2, delta = 1/4;
    // mu += sigma'^2 / c * omega; sigma = sigma' sqrt(1 - sigma'^2 / c^2 * delta * gamma), gamma = sigma' / c.
    const muGain = (s2 / c) * 0.5;
    const sigma = Math.sqrt(s2) * Math.sqrt(1 - (s2 / c ** 2) * 0.25 * (Math.sqrt(s2) / c));
    expect(muGain).toBeCloseTo(2.6353895, 6);

    const changes = rateGame(game([seat('ana', 40), seat('bo', 61)]), () => undefined)!;
    const [ana, bo] = changes;
    expect(bo!.place).toBe(1);
    expect(ana!.place).toBe(2);
    expect(bo!.after.mu).toBeCloseTo(25 + muGain, 10);
    expect(ana!.after.mu).toBeCloseTo(25 - muGain, 10);
    expect(bo!.after.sigma).toBeCloseTo(sigma, 10);
    expect(ana!.after.sigma).toBeCloseTo(sigma, 10);
    expect(bo!.after.mu).toBeCloseTo(27.635389493140497, 10); // the library's own answer, same numbers
  });

  it('a tie is shared: equal players keep their mean, both grow more certain', () => {
    const changes = rateGame(game([seat('ana', 50, 1), seat('bo', 50, 1)]), () => undefined)!;
    expect(changes.map((c) => c.place)).toEqual([1, 1]);
    for (const c of changes) {
      expect(c.after.mu).toBeCloseTo(25, 12);
      expect(c.after.sigma).toBeLessThan(25 / 3);
    }
    expect(changes[0]!.after.sigma).toBeCloseTo(changes[1]!.after.sigma, 12);
  });

  it('equal scores are broken by complete rows, as the rulebook says', () => {
    const changes = rateGame(game([seat('ana', 50, 1), seat('bo', 50, 2)]), () => undefined)!;
    expect(changes.map((c) => c.place)).toEqual([2, 1]);
    expect(changes[1]!.after.mu).toBeCloseTo(27.635389493140497, 10);
  });

  it('three and four players: means follow the placing, gains and losses balance', () => {
    for (const scores of [
      [30, 50, 10],
      [70, 20, 45, 33],
    ]) {
      const seats = scores.map((s, i) => seat(`p${i}`, s));
      const changes = rateGame(game(seats), () => undefined)!;
      const byPlace = [...changes].sort((a, b) => a.place - b.place);
      expect(byPlace.map((c) => c.place)).toEqual(scores.map((_, i) => i + 1));
      for (let i = 1; i < byPlace.length; i++) expect(byPlace[i - 1]!.after.mu).toBeGreaterThan(byPlace[i]!.after.mu);
      const net = changes.reduce((sum, c) => sum + c.after.mu - c.before.mu, 0);
      expect(net).toBeCloseTo(0, 9);
    }
  });

  it('four players with a tie for second: the tied two get the same rating', () => {
    const changes = rateGame(
      game([seat('a', 60), seat('b', 40, 2), seat('c', 40, 2), seat('d', 10)]),
      () => undefined,
    )!;
    expect(changes.map((c) => c.place)).toEqual([1, 2, 2, 4]);
    expect(changes[1]!.after.mu).toBeCloseTo(changes[2]!.after.mu, 12);
    expect(changes[1]!.after.mu).toBeLessThan(changes[0]!.after.mu);
    expect(changes[1]!.after.mu).toBeGreaterThan(changes[3]!.after.mu);
  });

  it('a stronger prior gains less from beating a newcomer than a newcomer from beating it', () => {
    const strong = { mu: 35, sigma: 3 };
    const wins = rateGame(game([seat('pro', 60), seat('new', 40)]), (u) => (u === 'pro' ? strong : undefined))!;
    const loses = rateGame(game([seat('pro', 40), seat('new', 60)]), (u) => (u === 'pro' ? strong : undefined))!;
    expect(wins[0]!.after.mu - 35).toBeLessThan(loses[1]!.after.mu - 25);
    expect(35 - loses[0]!.after.mu).toBeGreaterThan(0);
  });
});

describe('placings', () => {
  it('a seat that left is placed after everyone still seated, whatever its score', () => {
    expect(placings([seat('a', 80, 2, true), seat('b', 10), seat('c', 30)]).map((p) => p.place)).toEqual([3, 2, 1]);
    // Two who left share the last place.
    expect(placings([seat('a', 80, 0, true), seat('b', 10), seat('c', 5, 0, true)]).map((p) => p.place)).toEqual([
      2, 1, 2,
    ]);
  });

  it('two seats of one AI level are each placed', () => {
    const p = placings([seat('bot:hard', 30), seat('ana', 50), seat('bot:hard', 70)]);
    expect(p).toEqual([
      { userId: 'bot:hard', seat: 0, place: 3 },
      { userId: 'ana', seat: 1, place: 2 },
      { userId: 'bot:hard', seat: 2, place: 1 },
    ]);
  });
});

describe('two bots of one AI level at a table', () => {
  // Seen on a leaderboard: "Bot · hard" listed with the game and its win, "Bot · hard 2" not. Both
  // seats are the level, one rated player; every seat's result must count, for the level and
  // against the people at the table.
  const hard = { mu: 30, sigma: 4 };
  const skills = (u: string) => (u === 'bot:hard' ? hard : undefined);

  it('a person placed between them is rated as beating one and losing to the other', () => {
    const between = rateGame(game([seat('bot:hard', 30), seat('ana', 50), seat('bot:hard', 70)]), skills)!;
    // The same table with two players of the level's rating in the bots' seats.
    const apart = rateGame(game([seat('h1', 30), seat('ana', 50), seat('h2', 70)]), (u) =>
      u === 'h1' || u === 'h2' ? hard : undefined,
    )!;
    const ana = (changes: typeof between) => changes.find((c) => c.userId === 'ana')!.after;
    expect(ana(between)).toEqual(ana(apart));
    // Losing to the level only would have cost her more.
    const lostOnly = rateGame(game([seat('ana', 50), seat('bot:hard', 70)]), skills)!;
    expect(ana(between).mu).toBeGreaterThan(ana(lostOnly).mu);
  });

  it('the level is one player: one change, the mean of its seats’, at its best place', () => {
    const changes = rateGame(game([seat('bot:hard', 30), seat('ana', 50), seat('bot:hard', 70)]), skills)!;
    expect(changes.map((c) => [c.userId, c.place, c.seat])).toEqual([
      ['bot:hard', 1, 2],
      ['ana', 2, 1],
    ]);
    const apart = rateGame(game([seat('h1', 30), seat('ana', 50), seat('h2', 70)]), (u) =>
      u === 'h1' || u === 'h2' ? hard : undefined,
    )!;
    const [h1, h2] = [apart.find((c) => c.userId === 'h1')!, apart.find((c) => c.userId === 'h2')!];
    const level = changes[0]!;
    expect(level.before).toEqual(hard);
    expect(level.after.mu).toBeCloseTo((h1.after.mu + h2.after.mu) / 2, 12);
    expect(level.after.sigma).toBeCloseTo((h1.after.sigma + h2.after.sigma) / 2, 12);
    const ledger = new RatingLedger();
    ledger.apply(game([seat('bot:hard', 30), seat('ana', 50), seat('bot:hard', 70)]));
    expect(ledger.get(GLOBAL_SCOPE, 'bot:hard')).toMatchObject({ games: 1, wins: 1 });
  });
});

describe('which games count', () => {
  it('finished games with two players or more, ended by agreement too', () => {
    expect(countsForRating(game([seat('a', 1), seat('b', 2)]))).toBe(true);
    expect(countsForRating(game([seat('a', 1), seat('b', 1)], { endedByAgreement: true }))).toBe(true);
    expect(whyNotRated(game([seat('a', 1), seat('b', 2)], { end: 'cancelled' }))).toBe('NOT_FINISHED');
    expect(whyNotRated(game([seat('a', 1), seat('b', 2)], { end: 'abandoned' }))).toBe('NOT_FINISHED');
    expect(whyNotRated(game([seat('a', 1)]))).toBe('TOO_FEW_PLAYERS');
    expect(whyNotRated(game([seat('bot:easy', 1), seat('bot:easy', 9)]))).toBe('TOO_FEW_PLAYERS');
    expect(rateGame(game([seat('a', 1), seat('b', 2)], { end: 'cancelled' }), () => undefined)).toBeNull();
  });

  it('AI levels are players with ids of their own', () => {
    expect(isBotId('bot:hard')).toBe(true);
    expect(isBotId('123456789012345678')).toBe(false);
    const ledger = new RatingLedger();
    ledger.apply(game([seat('bot:hard', 70), seat('ana', 50)]));
    expect(ledger.get(GLOBAL_SCOPE, 'bot:hard')!.wins).toBe(1);
    expect(ledger.get('guild-1', 'bot:hard')!.games).toBe(1);
  });
});

describe('the ledger', () => {
  it('rates a server game in its server and globally, a game outside servers globally only', () => {
    const ledger = new RatingLedger();
    ledger.apply(game([seat('a', 60), seat('b', 40)]));
    ledger.apply(game([seat('a', 60), seat('b', 40)], { guildId: null }));
    expect(ledger.get('guild-1', 'a')!.games).toBe(1);
    expect(ledger.get(GLOBAL_SCOPE, 'a')!.games).toBe(2);
    expect(ledger.get(GLOBAL_SCOPE, 'b')!.wins).toBe(0);
    expect(ledger.get(GLOBAL_SCOPE, 'a')!.skill.mu).toBeGreaterThan(ledger.get('guild-1', 'a')!.skill.mu);
  });

  it('is provisional under five rated games', () => {
    const ledger = new RatingLedger();
    for (let i = 0; i < 5; i++) {
      expect(isProvisional(ledger.get(GLOBAL_SCOPE, 'a')?.games ?? 0)).toBe(true);
      ledger.apply(game([seat('a', 60), seat('b', 40)]));
    }
    expect(ledger.get(GLOBAL_SCOPE, 'a')!.games).toBe(5);
    expect(isProvisional(5)).toBe(false);
    expect(isProvisional(4)).toBe(true);
  });

  it('cancelled games change nothing', () => {
    const ledger = new RatingLedger();
    expect(ledger.apply(game([seat('a', 60), seat('b', 40)], { end: 'cancelled' }))).toEqual([]);
    expect(ledger.get(GLOBAL_SCOPE, 'a')).toBeUndefined();
  });

  it('rated in two halves with the ratings saved in between equals one replay (recompute == incremental)', () => {
    const games = syntheticGames(300);
    const whole = new RatingLedger();
    for (const g of games) whole.apply(g);

    const first = new RatingLedger();
    for (const g of games.slice(0, 137)) first.apply(g);
    // Saved and loaded as the database would (doubles survive JSON exactly).
    const saved = JSON.parse(JSON.stringify(first.scopeNames().map((s) => [s, [...first.players(s)]]))) as [
      string,
      [string, never][],
    ][];
    const second = new RatingLedger();
    for (const [scope, players] of saved) for (const [user, value] of players) second.set(scope, user, value);
    for (const g of games.slice(137)) second.apply(g);

    expect(second.scopeNames().sort()).toEqual(whole.scopeNames().sort());
    for (const scope of whole.scopeNames()) {
      expect(Object.fromEntries(second.players(scope))).toEqual(Object.fromEntries(whole.players(scope)));
    }
  });
});

describe('sparkline', () => {
  it('draws lowest to highest', () => {
    expect(sparkline([0, 7, 14])).toBe('▁▅█');
    expect(sparkline([3, 3])).toBe('▄▄');
    expect(sparkline([])).toBe('');
  });
});

/** Deterministic games among 8 people and a bot, over two servers and no server. */
function syntheticGames(n: number): GameForRating[] {
  let x = 12345;
  const next = (m: number) => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x % m;
  };
  const people = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'bot:hard'];
  return Array.from({ length: n }, (_, i) => {
    const count = 2 + next(3);
    const pool = [...people];
    const seats = Array.from({ length: count }, () =>
      seat(pool.splice(next(pool.length), 1)[0]!, next(80), next(3), next(20) === 0),
    );
    return game(seats, {
      gameId: `g${i}`,
      guildId: [null, 'guild-1', 'guild-2'][next(3)]!,
      end: next(10) === 0 ? 'cancelled' : 'finished',
    });
  });
}
