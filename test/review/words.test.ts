// The review's words: moves as people read them, costly moves, the summary.
import { describe, expect, it } from 'vitest';
import { costlyMoveWords, lossWords, moveWords, reviewWords } from '../../src/review/words.ts';
import type { GameReview } from '../../src/review/index.ts';

describe('moveWords', () => {
  it('drafts: tiles, color, source (displays counted from 1), line or floor, overflow and marker', () => {
    expect(
      moveWords({ kind: 'draft', source: 'center', color: 'blue', line: 1, tiles: 2, toFloor: 0, marker: false }),
    ).toBe('2 blue from the center to line 2');
    expect(moveWords({ kind: 'draft', source: 4, color: 'red', line: 3, tiles: 4, toFloor: 0, marker: false })).toBe(
      '4 red from display 5 to line 4',
    );
    expect(
      moveWords({ kind: 'draft', source: 'center', color: 'white', line: 0, tiles: 3, toFloor: 2, marker: true }),
    ).toBe('3 white from the center to line 1 (2 to the floor, the first player marker)');
    expect(
      moveWords({ kind: 'draft', source: 0, color: 'black', line: 'floor', tiles: 1, toFloor: 1, marker: false }),
    ).toBe('1 black from display 1 to the floor');
  });

  it('gray-wall placements: the color of the line to its column', () => {
    expect(moveWords({ kind: 'place', line: 4, column: 0, color: 'yellow' })).toBe('the yellow of line 5 to column 1');
  });

  it('a costly move, in expected points to one decimal', () => {
    expect(lossWords(6.14)).toBe('−6.1 expected points');
    expect(
      costlyMoveWords({
        index: 13,
        round: 1,
        played: { kind: 'draft', source: 'center', color: 'blue', line: 1, tiles: 2, toFloor: 0, marker: false },
        better: { kind: 'draft', source: 4, color: 'red', line: 3, tiles: 4, toFloor: 0, marker: false },
        loss: 6.14,
        judgement: 'mistake',
      }),
    ).toBe(
      'Round 2, move 14: 2 blue from the center to line 2 instead of 4 red from display 5 to line 4: −6.1 expected points (mistake)',
    );
  });
});

it('reviewWords: the game, the thresholds, and per player accuracy, counts and costliest moves', () => {
  const review = {
    format: 'azul-review/1',
    variant: 'gray',
    playerCount: 2,
    names: ['Ana'],
    finished: true,
    scores: [52, 47],
    budget: { search: 1, value: 1 },
    thresholds: { accurate: 1, inaccuracy: 2, mistake: 4, blunder: 7 },
    moves: new Array(40),
    players: [
      {
        seat: 0,
        moves: 20,
        forced: 0,
        accuracy: 85,
        meanLoss: 0.5,
        inaccuracies: 1,
        mistakes: 0,
        blunders: 0,
        costliest: [],
      },
      {
        seat: 1,
        moves: 19,
        forced: 1,
        accuracy: 100,
        meanLoss: 0,
        inaccuracies: 0,
        mistakes: 0,
        blunders: 0,
        costliest: [],
      },
    ],
    series: { margin: [], winChance: [] },
  } as unknown as GameReview;
  expect(reviewWords(review, 'Game 1').split('\n')).toEqual([
    'Game 1: 2 players, gray wall, 40 moves, final scores 52 / 47',
    '(expected points given away: inaccuracy from 2, mistake from 4, blunder from 7)',
    'Ana (seat 1): 52 points; accuracy 85.0% (17 of 20 moves within 1 expected point of the best), mean loss 0.50 points a move; 1 inaccuracy, 0 mistakes, 0 blunders',
    '  no move gave away points',
    'Seat 2: 47 points; accuracy 100.0% (19 of 19 moves within 1 expected point of the best), mean loss 0.00 points a move; 0 inaccuracies, 0 mistakes, 0 blunders',
    '  no move gave away points',
  ]);
});
