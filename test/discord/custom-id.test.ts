import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_ID_MAX, decodeCustomId, encodeCustomId, type Click } from '../../src/discord/custom-id.ts';
import { FLOOR, type Color, type Target } from '../../src/engine/types.ts';

const gameId = fc.stringMatching(/^[A-Za-z0-9_-]{1,48}$/);
const version = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const source = fc.integer({ min: -1, max: 8 });
const color = fc.constantFrom(0, 1, 2, 3, 4) as fc.Arbitrary<Color>;
const line = fc.constantFrom(0, 1, 2, 3, 4, FLOOR) as fc.Arbitrary<Target>;
const column = fc.integer({ min: 0, max: 4 });

const click: fc.Arbitrary<Click> = fc.oneof(
  fc.record({
    kind: fc.constantFrom(
      'join',
      'leave',
      'start',
      'cancel',
      'cancelBroken',
      'quit',
      'stay',
      'addBot',
      'hint',
      'takeBack',
      'rematch',
      'source',
      'tournamentJoin',
      'tournamentLeave',
      'tournamentCheckIn',
    ),
    gameId,
    version,
  }) as fc.Arbitrary<Click>,
  fc.record({ kind: fc.constant('color' as const), gameId, version, source, color }),
  fc.record({ kind: fc.constant('line' as const), gameId, version, source, color, line }),
  fc.record({ kind: fc.constant('back' as const), gameId, version, source: fc.option(source, { nil: null }) }),
  fc.record({ kind: fc.constant('removeBot' as const), gameId, version, seat: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('place' as const), gameId, version, line: fc.integer({ min: 0, max: 4 }), column }),
  fc.record({
    kind: fc.constant('puzzlePlace' as const),
    gameId,
    version,
    line: fc.integer({ min: 0, max: 4 }),
    column,
  }),
  fc.record({
    kind: fc.constant('vote' as const),
    gameId,
    version,
    round: fc.integer({ min: 0, max: 99_999 }),
    agree: fc.boolean(),
  }),
);

describe('custom_id codec', () => {
  it('round-trips every click within 100 characters', () => {
    fc.assert(
      fc.property(click, (c) => {
        const id = encodeCustomId(c);
        expect(id.length).toBeLessThanOrEqual(CUSTOM_ID_MAX);
        expect(id.startsWith('az1:')).toBe(true);
        expect(decodeCustomId(id)).toEqual(c);
      }),
    );
  });

  it('writes compact ids (a 36-char uuid draft click stays short)', () => {
    const id = encodeCustomId({
      kind: 'line',
      gameId: '123e4567-e89b-12d3-a456-426614174000',
      version: 123,
      source: -1,
      color: 3,
      line: 5,
    });
    expect(id).toBe('az1:L:123e4567-e89b-12d3-a456-426614174000:123:c:3:f');
  });

  it('writes the end vote with its round and choice', () => {
    const gameId = '123e4567-e89b-12d3-a456-426614174000';
    expect(encodeCustomId({ kind: 'vote', gameId, version: 40, round: 6, agree: true })).toBe(`az1:v:${gameId}:40:6:y`);
    expect(decodeCustomId(`az1:v:${gameId}:40:6:n`)).toEqual({
      kind: 'vote',
      gameId,
      version: 40,
      round: 6,
      agree: false,
    });
  });

  it.each([
    ['', 'empty'],
    ['hello', 'foreign'],
    ['az2:j:g1:3', 'unknown format version'],
    ['az1:Z:g1:3', 'unknown kind'],
    ['az1:j:g1', 'no version'],
    ['az1:j:g1:-1', 'negative version'],
    ['az1:j:g1:1.5', 'fractional version'],
    ['az1:j:g1:99999999999', 'version too large'],
    ['az1:j:g 1:3', 'bad game id'],
    ['az1:j:g1:3:extra', 'extra argument'],
    ['az1:L:g1:3:9:0:0', 'display out of range'],
    ['az1:L:g1:3:0:5:0', 'color out of range'],
    ['az1:L:g1:3:0:0:6', 'line out of range'],
    ['az1:L:g1:3:0:0', 'missing line'],
    ['az1:P:g1:3:0:5', 'column out of range'],
    ['az1:C:g1:3:c', 'color click without color'],
    ['az1:B:g1:3:x', 'bad back source'],
    [`az1:j:${'a'.repeat(100)}:3`, 'too long'],
    ['az1:v:g1:3:4', 'vote without its choice'],
    ['az1:v:g1:3:4:x', 'vote with an unknown choice'],
    ['az1:v:g1:3:-1:y', 'vote for a negative round'],
    ['az1:v:g1:3:100000:y', 'vote for a round out of range'],
    ['az1:v:g1:3:4:y:1', 'vote with an extra argument'],
  ])('rejects %j (%s)', (id) => {
    expect(decodeCustomId(id)).toBeNull();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (s) => {
        const parsed = decodeCustomId(s);
        if (parsed) expect(decodeCustomId(encodeCustomId(parsed))).toEqual(parsed);
      }),
    );
  });

  it('refuses to encode a game id it could not parse back', () => {
    expect(() => encodeCustomId({ kind: 'join', gameId: 'a:b', version: 1 })).toThrow();
  });
});
