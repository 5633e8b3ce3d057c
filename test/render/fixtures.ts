// Hand-made game states for the renderer's tests and golden images. They are
// plausible positions written out by hand, so the renderer can be checked
// without the engine; each says what it shows.
import { bonusesOf, completeRows } from '../../src/engine/wall.ts';
import type { LastMove } from '../../src/render/index.ts';
import { imageWordsFor } from '../../src/app/image-words.ts';
import {
  CENTER,
  EMPTY,
  MARKER,
  type GameState,
  type PlayerBoard,
  type PlayerCount,
  type Variant,
} from '../../src/engine/types.ts';

/** The images' English words, from the catalog (the app builds them so for the chat). */
export const EN = imageWordsFor('en');

const B = 0,
  Y = 1,
  R = 2,
  K = 3,
  W = 4; // blue, yellow, red, black, white
const _ = EMPTY;

function board(score: number, lines: [number, number][], wall: number[], floor: number[]): PlayerBoard {
  return {
    score,
    lineColor: lines.map(([color]) => color),
    lineCount: lines.map(([, count]) => count),
    wall,
    floor,
  };
}

function counts(...colors: number[]): number[] {
  const out = [0, 0, 0, 0, 0];
  for (const c of colors) out[c]++;
  return out;
}

function base(playerCount: PlayerCount, variant: Variant, players: PlayerBoard[]): GameState {
  const displays = playerCount * 2 + 1;
  return {
    variant,
    playerCount,
    phase: 'draft',
    round: 0,
    startPlayer: 0,
    current: 0,
    factories: Array.from({ length: displays }, () => [0, 0, 0, 0, 0]),
    dealt: Array.from({ length: displays }, () => []),
    center: [0, 0, 0, 0, 0],
    markerInCenter: true,
    markerTakenBy: -1,
    bag: [12, 11, 13, 10, 12],
    lid: [0, 0, 0, 0, 0],
    players,
    pendingLine: -1,
    rng: [1, 2, 3, 4],
    seed: 'fixture',
    scoreHistory: [],
    lastReport: null,
    result: null,
  };
}

const EMPTY_LINES: [number, number][] = [
  [_, 0],
  [_, 0],
  [_, 0],
  [_, 0],
  [_, 0],
];
const EMPTY_WALL = Array(25).fill(_);

/** Colored wall with tiles at the given [row, col] spaces (the colors the wall prints there). */
function wallWith(spaces: [number, number][]): number[] {
  const wall = [...EMPTY_WALL];
  for (const [row, col] of spaces) wall[row * 5 + col] = (col - row + 5) % 5;
  return wall;
}

/** 2 players, round 3, mid-draft: some displays taken, center holds tiles, Rui took the marker. */
export function twoPlayerMidRound(): GameState {
  const s = base(2, 'standard', [
    board(
      14,
      [
        [Y, 1],
        [_, 0],
        [R, 2],
        [_, 0],
        [B, 3],
      ],
      wallWith([
        [0, 0],
        [0, 1],
        [1, 1],
        [1, 2],
        [2, 2],
        [3, 0],
      ]),
      [],
    ),
    board(
      9,
      [
        [_, 0],
        [K, 2],
        [_, 0],
        [W, 1],
        [_, 0],
      ],
      wallWith([
        [0, 2],
        [1, 2],
        [2, 3],
        [3, 3],
        [4, 1],
      ]),
      [MARKER, R],
    ),
  ]);
  s.round = 2;
  s.current = 0;
  s.startPlayer = 0;
  s.factories = [counts(B, B, R, W), [0, 0, 0, 0, 0], counts(Y, K, K, W), counts(B, Y, R, R), [0, 0, 0, 0, 0]];
  s.center = counts(Y, Y, K, W, W, W);
  s.markerInCenter = false;
  s.markerTakenBy = 1;
  s.bag = [5, 4, 6, 3, 4];
  s.lid = [2, 3, 1, 4, 2];
  s.scoreHistory = [
    [4, 3],
    [14, 9],
  ];
  return s;
}

/** 3 players, round 2, first turns: marker still in the center. */
export function threePlayerMidRound(): GameState {
  const s = base(3, 'standard', [
    board(
      6,
      [
        [_, 0],
        [B, 2],
        [_, 0],
        [_, 0],
        [Y, 2],
      ],
      wallWith([
        [0, 0],
        [1, 0],
        [2, 4],
      ]),
      [],
    ),
    board(
      4,
      [
        [R, 1],
        [_, 0],
        [K, 1],
        [_, 0],
        [_, 0],
      ],
      wallWith([
        [0, 3],
        [3, 1],
      ]),
      [B],
    ),
    board(
      7,
      [
        [_, 0],
        [_, 0],
        [_, 0],
        [W, 4],
        [_, 0],
      ],
      wallWith([
        [1, 1],
        [1, 2],
        [2, 2],
      ]),
      [],
    ),
  ]);
  s.round = 1;
  s.current = 2;
  s.startPlayer = 1;
  s.factories = [
    counts(B, B, R, W),
    counts(Y, Y, Y, K),
    [0, 0, 0, 0, 0],
    counts(R, R, K, W),
    counts(B, Y, K, W),
    counts(W, W, W, W),
    [0, 0, 0, 0, 0],
  ];
  s.center = counts(B, R, R, K, Y);
  s.scoreHistory = [[6, 4, 7]];
  return s;
}

/** 4 players, round 4, late in the draft: most displays empty, a full center, long names. */
export function fourPlayerMidRound(): GameState {
  const s = base(4, 'standard', [
    board(
      23,
      [
        [K, 1],
        [Y, 1],
        [R, 3],
        [_, 0],
        [W, 5],
      ],
      wallWith([
        [0, 0],
        [0, 1],
        [0, 2],
        [1, 1],
        [1, 2],
        [2, 2],
        [3, 3],
        [4, 4],
        [2, 0],
      ]),
      [Y],
    ),
    board(
      31,
      [
        [_, 0],
        [B, 2],
        [_, 0],
        [K, 2],
        [R, 3],
      ],
      wallWith([
        [0, 1],
        [1, 1],
        [2, 1],
        [3, 1],
        [1, 0],
        [1, 3],
        [0, 3],
        [4, 2],
      ]),
      [MARKER, B, B],
    ),
    board(
      12,
      [
        [W, 1],
        [_, 0],
        [Y, 1],
        [_, 0],
        [_, 0],
      ],
      wallWith([
        [0, 4],
        [1, 4],
        [2, 0],
        [3, 2],
      ]),
      [],
    ),
    board(
      18,
      [
        [_, 0],
        [R, 1],
        [B, 3],
        [Y, 4],
        [K, 2],
      ],
      wallWith([
        [0, 0],
        [1, 0],
        [2, 0],
        [0, 2],
        [4, 3],
        [2, 3],
      ]),
      [W, W, W, K, K, R, R],
    ),
  ]);
  s.round = 3;
  s.current = 3;
  s.startPlayer = 2;
  s.factories = Array.from({ length: 9 }, () => [0, 0, 0, 0, 0]);
  s.factories[1] = counts(B, Y, Y, W);
  s.factories[4] = counts(R, R, R, K);
  s.factories[8] = counts(K, K, W, B);
  s.center = counts(B, B, B, Y, R, R, K, K, K, K, W, W, W, W);
  s.markerInCenter = false;
  s.markerTakenBy = 1;
  s.bag = [3, 2, 4, 1, 2];
  s.lid = [9, 8, 6, 10, 7];
  s.scoreHistory = [
    [3, 5, 2, 4],
    [11, 16, 7, 9],
    [23, 31, 12, 18],
  ];
  return s;
}

/** Gray wall, 2 players, wall phase: Ana places line 3 (line 1 already placed). */
export function grayWallPhase(): GameState {
  const gray: number[] = [...EMPTY_WALL];
  gray[0 * 5 + 3] = R;
  gray[1 * 5 + 1] = B;
  gray[1 * 5 + 2] = K;
  gray[3 * 5 + 0] = Y;
  gray[0 * 5 + 2] = B;
  const gray2: number[] = [...EMPTY_WALL];
  gray2[0 * 5 + 0] = W;
  gray2[2 * 5 + 2] = R;
  gray2[4 * 5 + 4] = B;
  const s = base(2, 'gray', [
    board(
      17,
      [
        [_, 0],
        [_, 0],
        [Y, 3],
        [B, 2],
        [K, 5],
      ],
      gray,
      [R, K],
    ),
    board(
      11,
      [
        [R, 1],
        [Y, 2],
        [_, 0],
        [K, 4],
        [_, 0],
      ],
      gray2,
      [MARKER],
    ),
  ]);
  s.phase = 'wall';
  s.round = 2;
  s.current = 0;
  s.pendingLine = 2;
  s.startPlayer = 0;
  s.markerInCenter = false;
  s.markerTakenBy = 1;
  s.bag = [4, 3, 2, 5, 6];
  s.lid = [6, 5, 7, 3, 4];
  s.scoreHistory = [
    [5, 4],
    [12, 11],
  ];
  return s;
}

/** 3 players after round 3's wall-tiling: runs, a lone tile, floor penalties and a clamp at 0. */
export function roundSummary3(): GameState {
  const s = threePlayerMidRound();
  s.round = 3;
  s.current = 1;
  s.startPlayer = 1;
  s.markerInCenter = true;
  s.markerTakenBy = -1;
  s.players[0] = board(
    17,
    EMPTY_LINES,
    wallWith([
      [0, 0],
      [1, 0],
      [2, 4],
      [1, 1],
      [2, 0],
      [3, 0],
    ]),
    [],
  );
  s.players[1] = board(
    9,
    EMPTY_LINES,
    wallWith([
      [0, 3],
      [3, 1],
      [0, 4],
      [2, 2],
    ]),
    [],
  );
  s.players[2] = board(
    0,
    EMPTY_LINES,
    wallWith([
      [1, 1],
      [1, 2],
      [2, 2],
    ]),
    [],
  );
  s.scoreHistory = [
    [6, 4, 7],
    [9, 6, 3],
    [17, 9, 0],
  ];
  s.lastReport = {
    round: 2,
    players: [
      {
        player: 0,
        scoreBefore: 9,
        placed: [
          { player: 0, line: 1, column: 1, color: 0, horizontal: 2, vertical: 0, points: 2 },
          { player: 0, line: 2, column: 0, color: 3, horizontal: 0, vertical: 3, points: 3 },
          { player: 0, line: 3, column: 0, color: 2, horizontal: 0, vertical: 4, points: 4 },
        ],
        dumpedLines: [],
        floor: [B],
        floorPenalty: -1,
        scoreAfter: 17,
      },
      {
        player: 1,
        scoreBefore: 6,
        placed: [
          { player: 1, line: 0, column: 4, color: 4, horizontal: 2, vertical: 0, points: 2 },
          { player: 1, line: 2, column: 2, color: 0, horizontal: 0, vertical: 0, points: 1 },
        ],
        dumpedLines: [],
        floor: [],
        floorPenalty: 0,
        scoreAfter: 9,
      },
      {
        player: 2,
        scoreBefore: 3,
        placed: [],
        dumpedLines: [],
        floor: [MARKER, K, K, Y, Y],
        floorPenalty: -8,
        scoreAfter: 0,
      },
    ],
  };
  return s;
}

/** 4 players, game over: Bo and Cy tie on 61, Bo wins on complete rows (2 vs 1). Bonuses as the engine counts them. */
export function finalTieBreak4(): GameState {
  const fullRows = (rows: number[], extra: [number, number][]) =>
    wallWith([...rows.flatMap((r) => [0, 1, 2, 3, 4].map((c) => [r, c] as [number, number])), ...extra]);
  const walls = [
    fullRows(
      [0],
      [
        [1, 0],
        [2, 0],
        [3, 0],
        [4, 0],
        [1, 1],
        [2, 2],
        [3, 3],
      ],
    ),
    fullRows(
      [0, 2],
      [
        [1, 2],
        [3, 2],
        [1, 4],
        [3, 4],
        [4, 1],
      ],
    ),
    fullRows(
      [1],
      [
        [0, 0],
        [2, 0],
        [3, 0],
        [4, 0],
        [0, 3],
        [2, 3],
        [3, 3],
        [4, 3],
        [0, 4],
        [2, 2],
      ],
    ),
    wallWith([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [1, 4],
    ]),
  ];
  const finalScores = [48, 61, 61, 39];
  const bonuses = walls.map(bonusesOf);
  const s = base(
    4,
    'standard',
    walls.map((wall, seat) => board(finalScores[seat], EMPTY_LINES, wall, [])),
  );
  s.phase = 'over';
  s.round = 5;
  s.current = 0;
  s.factories = Array.from({ length: 9 }, () => [0, 0, 0, 0, 0]);
  s.markerInCenter = true;
  s.scoreHistory = [
    [4, 3, 5, 2],
    [10, 11, 12, 7],
    [19, 22, 20, 15],
    [27, 30, 31, 22],
    [35, 39, 40, 28],
    finalScores.map((score, seat) => score - bonuses[seat].points),
  ];
  s.result = {
    scores: finalScores,
    bonuses,
    completeRows: walls.map(completeRows),
    winners: [1],
    decidedBy: 'rows',
  };
  s.lastReport = null;
  return s;
}

export const NAMES2 = ['Ana', 'Rui'];
export const NAMES3 = ['Ana', 'Bo', 'Cy'];
export const NAMES4 = ['Ana Beatriz Figueiredo', 'Bo', 'Cy 🎲', 'Dmitri Ivanovich'];

/**
 * The 4-player table just after Bo's move: 4 blue from the center with the
 * first player marker, 2 onto line 2 (filling it), 2 and the marker to the floor.
 * Cy is to play.
 */
export function fourPlayerAfterMove(): { state: GameState; lastMove: LastMove } {
  const s = fourPlayerMidRound();
  s.current = 2;
  return {
    state: s,
    lastMove: { player: 1, source: CENTER, color: B, count: 4, line: 1, floorCount: 2, tookMarker: true },
  };
}

/** The 2-player table after Rui took 2 black from Display 2 (now empty) onto line 2. */
export function twoPlayerAfterMove(): { state: GameState; lastMove: LastMove } {
  const s = twoPlayerMidRound();
  return {
    state: s,
    lastMove: { player: 1, source: 1, color: K, count: 2, line: 1, floorCount: 0, tookMarker: false },
  };
}

/** Names in many scripts, with emoji and one too long for any box. */
export const MIXED_NAMES = ['太郎 Ø', 'محمد 🎲 Ana', '김민준 👩‍👩‍👧', 'Александра Константинопольская-Ἀθηνᾶ 🇯🇵'];

/** The tie-break final, with Ana's score and complete rows raised to Cy's: they share rank 2 ("=2"). */
export function finalSharedSecond4(): GameState {
  const s = finalTieBreak4();
  const r = s.result!;
  const raise = r.scores[2] - r.scores[0];
  r.scores = r.scores.map((score, seat) => (seat === 0 ? r.scores[2] : score));
  r.completeRows = r.completeRows.map((rows, seat) => (seat === 0 ? r.completeRows[2] : rows));
  s.players[0].score += raise;
  return s;
}

/**
 * The 4-player table after two moves since Dmitri's last turn: Bo's (as in
 * fourPlayerAfterMove), then Cy took 3 red from Display 5 onto line 4 (its
 * black went to the center). Dmitri is to play.
 */
export function fourPlayerAfterMoves(): { state: GameState; lastMove: [LastMove, LastMove] } {
  const { state: s, lastMove: bo } = fourPlayerAfterMove();
  s.factories[4] = [0, 0, 0, 0, 0];
  s.center[K] += 1;
  s.players[2].lineColor[3] = R;
  s.players[2].lineCount[3] = 3;
  s.current = 3;
  return {
    state: s,
    lastMove: [bo, { player: 2, source: 4, color: R, count: 3, line: 3, floorCount: 0, tookMarker: false }],
  };
}

/** The 3-player summary with the longest compact scoring lines ("Line 4  5 across, 5 down +10"): nothing cut. */
export function roundSummary3LongLines(): GameState {
  const s = roundSummary3();
  s.lastReport!.players[1].placed = [
    { player: 1, line: 3, column: 2, color: 0, horizontal: 5, vertical: 5, points: 10 },
    { player: 1, line: 4, column: 2, color: 0, horizontal: 4, vertical: 2, points: 6 },
  ];
  s.lastReport!.players[1].scoreAfter = 22;
  s.players[1].score = 22;
  return s;
}
