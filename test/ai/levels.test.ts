import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyAction,
  legalMoves,
  newGame,
  type GameState,
  type PlayerCount,
  type Variant,
} from '../../src/engine/index.ts';
import { chooseMove, hint, LEVELS, NothingToDecide, type Level } from '../../src/ai/index.ts';
import { findPosition, positionAfter } from './positions.ts';

const CONFIGS = [2, 3, 4].flatMap((p) =>
  (['standard', 'gray'] as const).map((variant) => ({ playerCount: p as PlayerCount, variant })),
);
/** Small step budgets keep the tests quick; the code paths are those of full budgets. */
const STEPS: Record<Level, number | undefined> = {
  random: undefined,
  greedy: undefined,
  easy: undefined,
  medium: 400,
  hard: 120,
};

function isLegal(s: GameState, action: unknown): boolean {
  return legalMoves(s).some((m) => JSON.stringify(m) === JSON.stringify(action));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('every level plays legal moves', () => {
  for (const config of CONFIGS) {
    it(`${config.playerCount} players, ${config.variant} wall: drafts and gray placements at many points of the game`, () => {
      let checked = 0;
      let placements = 0;
      for (let g = 0; g < 3; g++) {
        for (const after of [0, 7, 19, 33, 52, 80]) {
          const s = positionAfter({ ...config, seed: `legal-${config.playerCount}-${config.variant}-${g}` }, after);
          if (s.phase === 'over') continue;
          for (const level of LEVELS) {
            const { action } = chooseMove(s, { level, seed: `${level}-${g}-${after}`, iterations: STEPS[level] });
            expect(isLegal(s, action), `${level} after ${after}: ${JSON.stringify(action)}`).toBe(true);
            expect(action.player).toBe(s.current);
            checked++;
          }
        }
        // The gray wall phase specifically: every level must answer with a placement.
        if (config.variant === 'gray') {
          const wall = findPosition({ ...config, seed: `wall-${config.playerCount}-${g}` }, (s) => s.phase === 'wall');
          expect(wall).not.toBeNull();
          for (const level of LEVELS) {
            const { action } = chooseMove(wall!, { level, seed: `w-${g}`, iterations: STEPS[level] });
            expect(action.type).toBe('place');
            expect(isLegal(wall!, action)).toBe(true);
            placements++;
          }
        }
      }
      expect(checked).toBeGreaterThanOrEqual(3 * 4 * LEVELS.length);
      if (config.variant === 'gray') expect(placements).toBe(3 * LEVELS.length);
    });
  }

  it('whole games between all the levels end with a result (4 players, gray wall)', () => {
    let s = newGame({ playerCount: 4, variant: 'gray', seed: 'whole-game' });
    const seats: Level[] = ['easy', 'medium', 'hard', 'greedy'];
    let moves = 0;
    while (s.phase !== 'over' && moves < 600) {
      const { action } = chooseMove(s, {
        level: seats[s.current],
        seed: `m${moves}`,
        iterations: seats[s.current] === 'hard' ? 60 : 300,
      });
      const r = applyAction(s, action);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
      moves++;
    }
    expect(s.phase).toBe('over');
  });

  it('refuses a finished game: nothing to decide', () => {
    const s = positionAfter({ playerCount: 2, variant: 'standard', seed: 'over' }, 10_000);
    expect(s.phase).toBe('over');
    for (const level of LEVELS)
      expect(() => chooseMove(s, { level, seed: 'x', iterations: 10 })).toThrow(NothingToDecide);
  });
});

describe('reproducible and pure', () => {
  it('the same state, seed and step budget give the same move and the same work, at every level', () => {
    for (const config of CONFIGS) {
      const s = positionAfter({ ...config, seed: `rep-${config.playerCount}-${config.variant}` }, 9);
      for (const level of LEVELS) {
        const a = chooseMove(s, { level, seed: 'same', iterations: STEPS[level] });
        const b = chooseMove(s, { level, seed: 'same', iterations: STEPS[level] });
        expect(b.action).toEqual(a.action);
        expect(b.stats).toEqual(a.stats);
      }
    }
  });

  it('never reads Math.random or a clock with a step budget; the state passed in is left unchanged', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used');
    });
    vi.spyOn(performance, 'now').mockImplementation(() => {
      throw new Error('performance.now used');
    });
    const s = positionAfter({ playerCount: 3, variant: 'gray', seed: 'pure' }, 14);
    const before = JSON.stringify(s);
    for (const level of LEVELS) chooseMove(s, { level, seed: 'p', iterations: STEPS[level] });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a time budget is read from the injected clock only, and stops the search when it runs out', () => {
    const s = positionAfter({ playerCount: 2, variant: 'standard', seed: 'clock' }, 2);
    for (const level of ['medium', 'hard'] as const) {
      let t = 0;
      let reads = 0;
      // A fake clock: every read is 1 ms later. A 200 ms budget must stop after about 200 reads.
      const now = () => {
        reads++;
        return t++;
      };
      const choice = chooseMove(s, { level, seed: 'c', timeMs: 200, now });
      expect(isLegal(s, choice.action)).toBe(true);
      expect(reads).toBeGreaterThan(150);
      expect(reads).toBeLessThan(260);
      expect(choice.stats.elapsedMs).toBeGreaterThanOrEqual(200);
    }
  });

  it('the search does not peek at the next deal: the game random source does not change the move', () => {
    for (const after of [4, 11, 17]) {
      const s = positionAfter({ playerCount: 2, variant: 'standard', seed: 'peek' }, after);
      const other = { ...s, rng: [1, 2, 3, 4] };
      for (const level of ['medium', 'hard'] as const) {
        const a = chooseMove(s, { level, seed: 'h', iterations: 300 });
        const b = chooseMove(other, { level, seed: 'h', iterations: 300 });
        expect(b.action).toEqual(a.action);
        expect(b.stats).toEqual(a.stats);
      }
    }
  });
});

describe('hint', () => {
  it('is what hard plays, with the points that move scores this round (checked on the last draft of a round)', () => {
    let checked = 0;
    for (let g = 0; g < 40 && checked < 5; g++) {
      // A position with one color in one source left: the hint move ends the round, so its points are known.
      const s = findPosition({ playerCount: 2, variant: 'standard', seed: `hint-${g}` }, (x) => {
        if (x.phase !== 'draft') return false;
        const sources = [...x.factories, x.center].filter((t) => t.some((n) => n > 0));
        return sources.length === 1 && sources[0].filter((n) => n > 0).length === 1 && x.round > 0;
      });
      if (!s) continue;
      const h = hint(s, { seed: 'h', iterations: 200 });
      expect(h.action).toEqual(chooseMove(s, { level: 'hard', seed: 'h', iterations: 200 }).action);
      const r = applyAction(s, h.action);
      if (!r.ok || r.state.phase === 'over') continue;
      const me = s.current;
      // The round ended with this move: the player's score changed by the tiles placed and the floor.
      expect(h.expectedPoints).toBe(r.state.players[me].score - s.players[me].score);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});

describe('strength (deterministic with step budgets)', () => {
  it('medium beats greedy in a mirrored set; easy beats random', async () => {
    const { playGame } = await import('../../src/ai/arena/game.ts');
    const { makePlayer } = await import('../../src/ai/arena/players.ts');
    const opts = { moveTimeoutMs: 1000 };
    let medium = 0;
    let easy = 0;
    for (const seatA of [0, 1]) {
      for (const set of [0, 1]) {
        const task = {
          dealSeed: `strength-${set}`,
          players: 2 as const,
          variant: 'standard' as Variant,
          seatA,
          maxRounds: 100,
        };
        medium += (
          await playGame(task, {
            a: makePlayer({ kind: 'level', level: 'medium', iterations: 1500 }, opts),
            b: makePlayer({ kind: 'level', level: 'greedy' }, opts),
          })
        ).pointsA;
        easy += (
          await playGame(task, {
            a: makePlayer({ kind: 'level', level: 'easy' }, opts),
            b: makePlayer({ kind: 'level', level: 'random' }, opts),
          })
        ).pointsA;
      }
    }
    expect(medium).toBeGreaterThanOrEqual(3);
    expect(easy).toBeGreaterThanOrEqual(3);
  });
});
