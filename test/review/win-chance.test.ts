// The win chance model: every seat's final score normal around its expectation.
import { describe, expect, it } from 'vitest';
import { roundsLeftAfter, spreadFor, winChances } from '../../src/review/index.ts';
import { craft, wallFrom, linesFrom, Y } from './crafted.ts';

/** The normal CDF by a slow, plain series (for checking the fast one). */
function phi(z: number): number {
  let sum = 0;
  let term = z;
  for (let k = 0; k < 200; k++) {
    sum += term;
    term *= (-z * z) / 2 / (k + 1);
    term = (term * (2 * k + 1)) / (2 * k + 3);
  }
  return 0.5 + sum / Math.sqrt(2 * Math.PI);
}

describe('winChances', () => {
  it('two players: the chance that a normal difference with spread σ√2 stays above 0', () => {
    for (const [a, b, s] of [
      [10, 7, 4],
      [0, 5, 9],
      [3, 3, 2],
    ]) {
      const [pa, pb] = winChances([a, b], s);
      expect(pa).toBeCloseTo(phi((a - b) / (s * Math.SQRT2)), 3);
      expect(pa + pb).toBeCloseTo(1, 9);
    }
  });

  it('any number of seats: the chances add up to 1, equal seats get equal chances, more expected is more likely', () => {
    const even = winChances([20, 20, 20, 20], 5);
    for (const c of even) expect(c).toBeCloseTo(0.25, 3);
    const c = winChances([30, 25, 25, 10], 6);
    expect(c.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9);
    expect(c[1]).toBeCloseTo(c[2], 9);
    expect(c[0]).toBeGreaterThan(c[1]);
    expect(c[3]).toBeLessThan(0.01);
  });

  it('no spread left: the expectations decide, a tie shares', () => {
    expect(winChances([40, 38, 40], 0)).toEqual([0.5, 0, 0.5]);
  });

  it("the spread shrinks with the rounds left; rounds left come from the fullest wall row, this round's full lines included", () => {
    expect(spreadFor(0)).toBeLessThan(spreadFor(1));
    expect(spreadFor(1)).toBeLessThan(spreadFor(4));
    const s = craft({}, (s) => {
      s.players[0].wall = wallFrom(['by...', '.....', '.....', '.....', '.....']);
      s.players[1].wall = wallFrom(['b.r..', 'wb...', '.....', '.....', '.....']);
    });
    expect(roundsLeftAfter(s)).toBe(3);
    const full = craft({}, (s) => {
      s.players[1].wall = wallFrom(['b.r..', 'wb...', '.....', '.....', '.....']);
      Object.assign(s.players[1], linesFrom([[Y, 1], null, null, null, null]));
    });
    expect(roundsLeftAfter(full)).toBe(2);
  });
});
