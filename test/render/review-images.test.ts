// The game review's images: the evaluation chart and a costly move's position. Read on a
// phone: at 400 px wide every digit and capital is at least 12 px high and every tile at least
// 14 px (glyph ink measured as in phone.test.ts); the marks are where the moves are; the
// images come through the public API with alt text.
import { createCanvas } from '../../src/render/canvas.ts';
import { describe, expect, it } from 'vitest';
import { CENTER, FLOOR, type Action } from '../../src/engine/index.ts';
import { ensureFonts, font } from '../../src/render/fonts.ts';
import { renderReviewChart, renderReviewPosition } from '../../src/render/index.ts';
import { layoutEvalChart, marginScale, roundStarts } from '../../src/render/review-chart.ts';
import { layoutReviewPosition } from '../../src/render/review-position.ts';
import { shortMoveWords } from '../../src/render/review-words.ts';
import { decode } from './pixels.ts';
import { B, craft, counts, K, linesFrom, R, W, wallFrom, Y } from '../review/crafted.ts';
import { EN } from './fixtures.ts';

const PHONE = 400;
const MIN_TEXT = 12;
const MIN_TILE = 14;

ensureFonts();
const ctx = createCanvas(10, 10).getContext('2d');
/** The lowest ink of digits and capitals at `size`, regular and bold, measured 8 times larger (pixel rounding). */
function lowestGlyph(size: number): number {
  let lowest = Infinity;
  for (const bold of [false, true]) {
    ctx.font = font(size * 8, bold);
    for (const g of '0123456789ABCDEFGHIKLMNOPRSTUVWXYZ') {
      const m = ctx.measureText(g);
      lowest = Math.min(lowest, (m.actualBoundingBoxAscent + m.actualBoundingBoxDescent) / 8);
    }
  }
  return lowest;
}

describe('at 400 px wide', () => {
  it.each([2, 3, 4])('the %i-player chart: every font draws digits and capitals at least 12 px high', (players) => {
    const l = layoutEvalChart(players);
    const scale = PHONE / l.width;
    for (const [name, size] of Object.entries(l.fonts))
      expect(lowestGlyph(size) * scale, name).toBeGreaterThanOrEqual(MIN_TEXT);
    expect(l.legend).toHaveLength(players);
    // Not too tall: the chat shrinks a tall image below 400 px wide.
    expect(l.height / l.width).toBeLessThan(1);
  });

  for (const [what, sources, centerItems] of [
    ['two displays', [3, 0], 0],
    ['a display and a crowded center', [2, CENTER], 28],
    ['the center alone', [CENTER], 5],
    ['a gray-wall placement (no source)', [], 0],
  ] as const) {
    it(`a costly move's position, ${what}: fonts at least 12 px, tiles at least 14 px`, () => {
      const l = layoutReviewPosition(sources, centerItems);
      const scale = PHONE / l.width;
      for (const [name, size] of Object.entries({ ...l.fonts, ...l.board.fonts })) {
        expect(lowestGlyph(size) * scale, name).toBeGreaterThanOrEqual(MIN_TEXT);
      }
      const tiles = [...l.board.wall, ...l.board.lines.flat(), ...l.board.floor, ...l.sources.flatMap((s) => s.tiles)];
      for (const t of tiles) expect(Math.min(t.w, t.h) * scale).toBeGreaterThanOrEqual(MIN_TILE);
      const center = l.sources.find((s) => s.source === CENTER);
      if (center) expect(center.tiles).toHaveLength(centerItems);
      expect(l.height / l.width).toBeLessThan(1.5);
    });
  }

  it('the check can fail: the chart drawn 1200 px wide would not pass', () => {
    expect(lowestGlyph(layoutEvalChart(4).fonts.axis) * (PHONE / 1200)).toBeLessThan(MIN_TEXT);
  });
});

describe('the chart', () => {
  it('its y axis always holds 0 and every point, on whole steps; rounds start where they change', () => {
    expect(marginScale([-3, 4, 2])).toEqual({ low: -5, high: 5, step: 5 });
    const s = marginScale([-27, 12]);
    expect(s.low).toBeLessThanOrEqual(-27);
    expect(s.high).toBeGreaterThanOrEqual(12);
    expect(Math.abs(s.low % s.step)).toBe(0);
    expect(roundStarts([0, 0, 0, 1, 1, 2])).toEqual([
      { round: 0, point: 0 },
      { round: 1, point: 3 },
      { round: 2, point: 5 },
    ]);
  });

  it('draws each seat in its color, rings a blunder, and says who ended where in its alt text', async () => {
    const margins = [
      Array.from({ length: 41 }, (_, i) => Math.sin(i / 6) * 8 + i / 5),
      Array.from({ length: 41 }, (_, i) => -(Math.sin(i / 6) * 8 + i / 5)),
    ];
    const rounds = Array.from({ length: 41 }, (_, i) => Math.floor(i / 9));
    const plain = await renderReviewChart({ words: EN.review, names: ['Ana', 'Rui'], margins, rounds });
    const marked = await renderReviewChart({
      words: EN.review,
      names: ['Ana', 'Rui'],
      margins,
      rounds,
      marks: [{ point: 20, seat: 1, severity: 'blunder' }],
    });
    expect(plain.width).toBe(800);
    expect(plain.description).toBe(
      "Chart of each player's expected margin over the best other player after each of the game's 40 moves. At the end: Ana +11, Rui −11.",
    );
    const a = await decode(plain.data);
    const b = await decode(marked.data);
    const count = (img: typeof a, rgb: [number, number, number]) => {
      let n = 0;
      for (let i = 0; i < img.pixels.length; i += 4)
        if (
          Math.abs(img.pixels[i] - rgb[0]) +
            Math.abs(img.pixels[i + 1] - rgb[1]) +
            Math.abs(img.pixels[i + 2] - rgb[2]) <
          30
        )
          n++;
      return n;
    };
    // Seat colors of the renderer (SEAT_COLORS): blue #0072b2 and green #009e73 lines.
    expect(count(a, [0x00, 0x72, 0xb2])).toBeGreaterThan(500);
    expect(count(a, [0x00, 0x9e, 0x73])).toBeGreaterThan(300);
    // The blunder's ring is drawn in the penalty red #b2352b.
    expect(count(a, [0xb2, 0x35, 0x2b])).toBeLessThan(count(b, [0xb2, 0x35, 0x2b]) - 40);
  });
});

describe("a costly move's position", () => {
  const state = craft({}, (s) => {
    s.round = 2;
    s.markerInCenter = false;
    s.markerTakenBy = 1;
    s.center = counts(W, W, W, W, W, K);
    s.factories[0] = counts(Y, Y, R, K);
    s.players[0].wall = wallFrom(['by...', '.b...', '..b..', '.....', '.....']);
    Object.assign(s.players[0], linesFrom([null, [R, 1], null, null, null]));
  });
  const played: Action = { type: 'draft', player: 0, source: CENTER, color: W as 4, line: FLOOR };
  const better: Action = { type: 'draft', player: 0, source: CENTER, color: W as 4, line: 4 };

  it('names both moves in words, and the alt text says what the better move was worth', async () => {
    expect(shortMoveWords(state, played, EN.review)).toBe('5 white, center → floor');
    expect(shortMoveWords(state, better, EN.review)).toBe('5 white, center → line 5');
    expect(shortMoveWords(state, { type: 'draft', player: 0, source: 0, color: Y as 1, line: 0 }, EN.review)).toBe(
      '2 yellow, display 1 → line 1 +1 floor',
    );
    const image = await renderReviewPosition({ words: EN.review, state, name: 'Ana', played, better, loss: 16.49 });
    expect(image.fileName).toBe('azul-review-round-3.png');
    expect(image.description).toBe(
      'Round 3, Ana to move. Played: 5 white, center → floor. Better: 5 white, center → line 5, worth 16.5 more expected points.',
    );
    expect(EN.review.loss(16.49)).toBe('−16.5 pts');
  });

  it('rings the played target in red and the better one in green, where the layout puts them', async () => {
    const image = await renderReviewPosition({ words: EN.review, state, name: 'Ana', played, better, loss: 16.49 });
    const img = await decode(image.data);
    const l = layoutReviewPosition([CENTER], 7);
    const near = (x: number, y: number, rgb: [number, number, number], radius = 7) => {
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const i = ((Math.round(y) + dy) * img.width + Math.round(x) + dx) * 4;
          if (
            Math.abs(img.pixels[i] - rgb[0]) +
              Math.abs(img.pixels[i + 1] - rgb[1]) +
              Math.abs(img.pixels[i + 2] - rgb[2]) <
            40
          )
            return true;
        }
      }
      return false;
    };
    const red: [number, number, number] = [0xb2, 0x35, 0x2b];
    const green: [number, number, number] = [0x21, 0x7a, 0x3c];
    // The played move ends on the floor: red at the floor's left edge, no green there.
    const floor = l.board.floor[0];
    expect(near(floor.x - 5, floor.y + floor.h / 2, red)).toBe(true);
    expect(near(floor.x - 5, floor.y + floor.h / 2, green)).toBe(false);
    // The better move ends on line 5: green at its row's left edge.
    const line5 = l.board.lineRows[4];
    expect(near(line5.x - 5, line5.y + line5.h / 2, green)).toBe(true);
    expect(near(line5.x - 5, line5.y + line5.h / 2, red)).toBe(false);
  });

  it('a gray-wall placement: the played and the better column ringed on the wall row', async () => {
    const gray = craft({ variant: 'gray' }, (s) => {
      s.phase = 'wall';
      s.pendingLine = 4;
      s.players[0].wall = wallFrom(['b....', 'y....', 'r....', 'k....', '.....']);
      Object.assign(s.players[0], linesFrom([null, null, null, null, [W, 5]]));
      s.lastReport = {
        round: 0,
        players: [0, 1].map((player) => ({
          player,
          scoreBefore: 0,
          placed: [],
          dumpedLines: [],
          floor: [],
          floorPenalty: 0,
          scoreAfter: 0,
        })),
      };
    });
    const image = await renderReviewPosition({
      words: EN.review,
      state: gray,
      name: 'Ana',
      played: { type: 'place', player: 0, line: 4, column: 4 },
      better: { type: 'place', player: 0, line: 4, column: 0 },
      loss: 12.3,
    });
    expect(image.description).toBe(
      'Round 1, Ana to move. Played: white → column 5. Better: white → column 1, worth 12.3 more expected points.',
    );
    const l = layoutReviewPosition([], 0);
    const img = await decode(image.data);
    const at = (x: number, y: number) =>
      Array.from(
        img.pixels.slice(
          (Math.round(y) * img.width + Math.round(x)) * 4,
          (Math.round(y) * img.width + Math.round(x)) * 4 + 3,
        ),
      );
    const playedSpace = l.board.wall[24];
    const betterSpace = l.board.wall[20];
    // The rings sit 5 px outside the spaces: sample their top edges, where dashes are drawn from the corner on.
    const redish = (p: number[]) => p[0] > 140 && p[1] < 90;
    const greenish = (p: number[]) => p[1] > 90 && p[0] < 80;
    const topEdge = (r: { x: number; y: number; w: number }) =>
      Array.from({ length: 12 }, (_, k) => at(r.x + 8 + k, r.y - 5));
    expect(topEdge(playedSpace).some(redish)).toBe(true);
    expect(topEdge(betterSpace).some(greenish)).toBe(true);
    expect(topEdge(betterSpace).some(redish)).toBe(false);
  });
});

it('every user-visible word of the review images comes from their words (ReviewWords) (no other literal in the drawing files)', async () => {
  const { readFile } = await import('node:fs/promises');
  for (const file of ['src/render/review-chart.ts', 'src/render/review-position.ts']) {
    const code = (await readFile(file, 'utf8'))
      .split('\n')
      .filter((l) => !l.trim().startsWith('//') && !l.trim().startsWith('*') && !l.trim().startsWith('/**'));
    // textInBox/drawChip calls draw text: their text argument is never a string literal there.
    for (const line of code) expect(line, `${file}: ${line.trim()}`).not.toMatch(/(textInBox|drawChip)\(ctx, ['"`]/);
  }
  expect(B).toBe(0);
});
