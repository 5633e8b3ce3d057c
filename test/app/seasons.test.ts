// A season's calendar bounds (UTC months and quarters, or none for seasons ended by hand): pure, no database.
import { describe, expect, it } from 'vitest';
import { seasonEnd } from '../../src/app/index.ts';

describe('season bounds', () => {
  it.each([
    ['monthly', '2026-11-28T21:00:00Z', '2026-12-01T00:00:00.000Z'],
    ['monthly', '2026-12-31T23:59:59Z', '2027-01-01T00:00:00.000Z'],
    ['quarterly', '2026-11-28T21:00:00Z', '2027-01-01T00:00:00.000Z'],
    ['quarterly', '2026-04-01T00:00:00Z', '2026-07-01T00:00:00.000Z'],
  ] as const)('a %s season from %s ends %s', (mode, at, end) => {
    expect(seasonEnd(mode, new Date(at))?.toISOString()).toBe(end);
  });

  it('a season by hand has no end until it is ended', () => {
    expect(seasonEnd('manual', new Date())).toBeNull();
  });
});
