// Creating and copying states. The rules change a state in place; applyAction
// first copies what they will change: for most drafts only the parts a draft
// touches (structural sharing), for the last draft of a round or a gray wall
// placement a full working copy.
import {
  COLOR_COUNT,
  EMPTY,
  NO_LINE,
  NO_SEAT,
  PATTERN_LINES,
  TILES_PER_COLOR,
  tileColor,
  type GameState,
  type PlayerBoard,
  type PlayerCount,
  type RoundReport,
  type Variant,
} from './types.ts';
import { seedRng } from './rng.ts';

export function displayCountFor(playerCount: number): number {
  return playerCount * 2 + 1;
}

// Literal arrays, not loops or slices: a new game makes these for every board and display, and
// a literal is the cheapest packed array V8 can make (measured: slices cost the rollout ~1.5%).

export function emptyBoard(): PlayerBoard {
  return {
    score: 0,
    lineColor: [EMPTY, EMPTY, EMPTY, EMPTY, EMPTY], // one per pattern line
    lineCount: [0, 0, 0, 0, 0],
    // prettier-ignore
    wall: [ // WALL_SIZE x WALL_SIZE spaces, row by row
      EMPTY, EMPTY, EMPTY, EMPTY, EMPTY,
      EMPTY, EMPTY, EMPTY, EMPTY, EMPTY,
      EMPTY, EMPTY, EMPTY, EMPTY, EMPTY,
      EMPTY, EMPTY, EMPTY, EMPTY, EMPTY,
      EMPTY, EMPTY, EMPTY, EMPTY, EMPTY,
    ],
    floor: [],
  };
}

/** A count of 0 per color. */
export function zeros(): number[] {
  return [0, 0, 0, 0, 0];
}

/** Round 0 before its displays are filled: all 100 tiles in the bag, seat 0 to start. */
export function blankGame(opts: { playerCount: PlayerCount; variant: Variant; seed: string }): GameState {
  const players: PlayerBoard[] = [];
  for (let i = 0; i < opts.playerCount; i++) players.push(emptyBoard());
  const factories: number[][] = [];
  for (let i = 0; i < displayCountFor(opts.playerCount); i++) factories.push(zeros());
  return {
    variant: opts.variant,
    playerCount: opts.playerCount,
    phase: 'draft',
    round: 0,
    startPlayer: 0,
    firstPlayer: 0,
    firstPlayerAtRandom: false,
    current: 0,
    factories,
    dealt: [],
    center: zeros(),
    markerInCenter: true,
    markerTakenBy: NO_SEAT,
    bag: [TILES_PER_COLOR, TILES_PER_COLOR, TILES_PER_COLOR, TILES_PER_COLOR, TILES_PER_COLOR],
    lid: zeros(),
    players,
    pendingLine: NO_LINE,
    rng: seedRng(opts.seed),
    seed: opts.seed,
    scoreHistory: [],
    lastReport: null,
    result: null,
  };
}

/** Makes `seat` the game's first player: round 0's start player and the seat to act. */
export function setFirstPlayer(s: GameState, seat: number, atRandom: boolean): void {
  s.firstPlayer = seat;
  s.firstPlayerAtRandom = atRandom;
  s.startPlayer = seat;
  s.current = seat;
}

/** Shallow copy with every field in the same order (one hidden class for all states). */
export function shallowCopy(s: GameState): GameState {
  return {
    variant: s.variant,
    playerCount: s.playerCount,
    phase: s.phase,
    round: s.round,
    startPlayer: s.startPlayer,
    firstPlayer: s.firstPlayer,
    firstPlayerAtRandom: s.firstPlayerAtRandom,
    current: s.current,
    factories: s.factories,
    dealt: s.dealt,
    center: s.center,
    markerInCenter: s.markerInCenter,
    markerTakenBy: s.markerTakenBy,
    bag: s.bag,
    lid: s.lid,
    players: s.players,
    pendingLine: s.pendingLine,
    rng: s.rng,
    seed: s.seed,
    scoreHistory: s.scoreHistory,
    lastReport: s.lastReport,
    result: s.result,
  };
}

function copyBoard(b: PlayerBoard): PlayerBoard {
  return {
    score: b.score,
    lineColor: b.lineColor.slice(),
    lineCount: b.lineCount.slice(),
    wall: b.wall.slice(),
    floor: b.floor.slice(),
  };
}

function copyReport(r: RoundReport | null): RoundReport | null {
  if (!r) return null;
  return {
    round: r.round,
    players: r.players.map((p) => ({
      ...p,
      placed: p.placed.slice(),
      dumpedLines: p.dumpedLines.slice(),
      floor: p.floor.slice(),
    })),
  };
}

/**
 * A private copy that the in-place steps may change freely: every array and
 * object they write to is copied. `dealt` and `result` stay shared: they are
 * only ever replaced, never changed in place.
 */
export function workingCopy(s: GameState): GameState {
  const w = shallowCopy(s);
  w.factories = s.factories.map((display) => display.slice());
  w.center = s.center.slice();
  w.bag = s.bag.slice();
  w.lid = s.lid.slice();
  w.players = s.players.map(copyBoard);
  w.rng = s.rng.slice();
  w.scoreHistory = s.scoreHistory.slice();
  w.lastReport = copyReport(s.lastReport);
  return w;
}

/** The sum of a count per color (unrolled: 5 colors). */
export function sum5(a: readonly number[]): number {
  return a[0] + a[1] + a[2] + a[3] + a[4];
}

/** True when no display and not the center holds a tile: the drafts of the round are over. */
export function tableIsEmpty(s: GameState): boolean {
  if (sum5(s.center) !== 0) return false;
  const factories = s.factories;
  for (let i = 0; i < factories.length; i++) if (sum5(factories[i]) !== 0) return false;
  return true;
}

/** Tiles on the displays and in the center. */
export function tilesOnTable(s: GameState): number {
  let n = sum5(s.center);
  const factories = s.factories;
  for (let i = 0; i < factories.length; i++) n += sum5(factories[i]);
  return n;
}

/** Every tile's place, by color: used by tests and by parseState. */
export function tileCensus(s: GameState): number[] {
  const count = s.bag.slice();
  const add = (a: readonly number[]) => {
    for (let k = 0; k < COLOR_COUNT; k++) count[k] += a[k];
  };
  add(s.lid);
  add(s.center);
  for (const f of s.factories) add(f);
  for (const p of s.players) {
    for (let l = 0; l < PATTERN_LINES; l++) if (p.lineCount[l] > 0) count[p.lineColor[l]] += p.lineCount[l];
    for (const items of [p.wall, p.floor]) {
      for (const item of items) {
        const color = tileColor(item); // not an empty space, not the marker
        if (color !== null) count[color]++;
      }
    }
  }
  return count;
}
