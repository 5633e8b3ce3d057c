// Images for phones: Discord shows an image about 400 px wide there. Measured
// at that width (scale = 400 / image width; the images scale uniformly, so
// layout units give the same ratio as drawn pixels), every tile is at least
// 14 px and every digit and label at least 9 px high, on every table, round
// summary and final results; on my board (the image made for one player's
// phone) and the scoring examples, 12 px. "High" is the ink of the glyphs as the font draws
// them (ctx.measureText's actual bounding box), not the font size: a digit or
// capital of Inter is about 0.73 of its em box. The layouts list all their tile
// boxes and texts, so every one is checked, not a sample.
import { createCanvas } from '../../src/render/canvas.ts';
import { describe, expect, it } from 'vitest';
import { ensureFonts, font } from '../../src/render/fonts.ts';
import { flowSquares, type Rect } from '../../src/render/geometry.ts';
import { layoutCards } from '../../src/render/layout-cards.ts';
import { SCORE_LINE_GAP, SCORE_LINE_POINT_GAP } from '../../src/render/summary.ts';
import { layoutTable, tableTexts, type TableLayout } from '../../src/render/layout-table.ts';
import { tableScale } from '../../src/render/table.ts';
import { layoutMyBoard, myBoardTexts, UNUSED_ON_MY_BOARD } from '../../src/render/layout-my-board.ts';
import { layoutScoring, SCORING_EXAMPLES, SCORING_FONTS } from '../../src/render/scoring-examples.ts';
import { EN } from './fixtures.ts';

const PHONE_WIDTH = 400;
const MIN_TILE = 14;
const MIN_TEXT = 9;
/** My board is made for the phone: larger text. */
const MIN_MY_BOARD_TEXT = 12;
/** What must be 9 px high: every digit, and every capital letter of the labels (J and Q reach below the line). */
const DIGITS = '0123456789';
const CAPITALS = 'ABCDEFGHIKLMNOPRSTUVWXYZ';

ensureFonts();
const ctx = createCanvas(10, 10).getContext('2d');
function width(text: string, size: number): number {
  ctx.font = font(size, true, text);
  return ctx.measureText(text).width;
}
function widthRegular(text: string, size: number): number {
  ctx.font = font(size, false, text);
  return ctx.measureText(text).width;
}

/**
 * The ink height of the lowest of `glyphs` at `size` px, in regular and bold
 * (whichever is lower). Measured 8 times larger: the canvas rounds its boxes to
 * whole pixels, which at 9 px would be an 11% error.
 */
const inkCache = new Map<string, number>();
function lowestGlyph(glyphs: string, size: number): number {
  const key = `${glyphs} ${size}`;
  const cached = inkCache.get(key);
  if (cached !== undefined) return cached;
  let lowest = Infinity;
  for (const bold of [false, true]) {
    ctx.font = font(size * 8, bold);
    for (const g of glyphs) {
      const m = ctx.measureText(g);
      lowest = Math.min(lowest, (m.actualBoundingBoxAscent + m.actualBoundingBoxDescent) / 8);
    }
  }
  inkCache.set(key, lowest);
  return lowest;
}

/** The smallest digit and the smallest capital of a font size, in px at the phone's width. */
function glyphsAtPhone(size: number, scale: number): { digit: number; capital: number } {
  return { digit: lowestGlyph(DIGITS, size) * scale, capital: lowestGlyph(CAPITALS, size) * scale };
}

/**
 * Every tile-sized box of the table: pattern lines, wall, floor, display tiles,
 * the marker, the moves' tiles, the supply's, the center at its fullest.
 */
function tableTiles(l: TableLayout, displays: number): Rect[] {
  const most = displays * 3 + 1; // every display's leftovers and the marker
  return [
    ...l.boards.flatMap((b) => [
      ...b.lines.flat(),
      ...b.wall,
      ...b.floor,
      { x: 0, y: 0, w: b.markerSize, h: b.markerSize },
    ]),
    ...l.displays.flatMap((d) => d.tiles),
    ...l.moveLines.map((m) => m.tile),
    ...l.supply.heads,
    ...flowSquares(l.centerArea, most, l.tile),
  ];
}

describe.each([
  [4, 9],
  [3, 7],
  [2, 5],
])('the %i-player table at 400 px wide', (players, displays) => {
  const l = layoutTable(players, displays);
  // Drawn at tableScale, but uniformly: the ratio to the image width is the layout's.
  const imageWidth = Math.round(l.width * tableScale(players));
  const scale = PHONE_WIDTH / imageWidth;
  const drawn = tableScale(players);

  it('every tile is at least 14 px', () => {
    for (const t of tableTiles(l, displays)) {
      expect(Math.min(t.w, t.h) * drawn * scale, JSON.stringify(t)).toBeGreaterThanOrEqual(MIN_TILE);
    }
  });

  it('every digit and label is at least 9 px high, every text fits its box, and no font of the table is left unchecked', () => {
    const texts = tableTexts(l, EN.table);
    expect(new Set(texts.map((t) => t.what))).toEqual(new Set(Object.keys(l.fonts)));
    for (const t of texts) {
      const ink = glyphsAtPhone(t.size, drawn * scale);
      expect(ink.digit, `${t.what}: digits ${JSON.stringify(t.box)}`).toBeGreaterThanOrEqual(MIN_TEXT);
      expect(ink.capital, `${t.what}: capitals ${JSON.stringify(t.box)}`).toBeGreaterThanOrEqual(MIN_TEXT);
      expect(t.box.h, `${t.what} box too low for its font`).toBeGreaterThanOrEqual(t.size * 0.9);
      if (t.widest !== null)
        expect(width(t.widest, t.size), `${t.what}: "${t.widest}" is cut`).toBeLessThanOrEqual(t.box.w);
    }
    // Right of the floor: the label over the largest penalty, each in its own box.
    for (const b of l.boards) {
      expect(width('Floor', l.fonts.floorLabel)).toBeLessThanOrEqual(b.floorLabel.w);
      expect(width('−14', l.fonts.floorTotal)).toBeLessThanOrEqual(b.floorTotal.w);
      expect(b.floorLabel.y + b.floorLabel.h).toBeLessThanOrEqual(b.floorTotal.y);
    }
  });
});

describe('the 2-player table stays the largest', () => {
  it('its tiles and texts show at least 30% larger than on the 4-player table', () => {
    const two = layoutTable(2, 5);
    const four = layoutTable(4, 9);
    expect(two.tile / two.width).toBeGreaterThan(1.3 * (four.tile / four.width));
  });
});

describe.each([2, 3, 4])('%i players: round summary and final results at 400 px wide', (players) => {
  for (const [what, withChart, rows] of [
    ['summary', false, 5],
    ['final', true, 5],
  ] as const) {
    it(`${what}: every tile at least 14 px, every digit and label at least 9 px high`, () => {
      const l = layoutCards(
        Array.from({ length: players }, () => rows),
        withChart,
      );
      const scale = PHONE_WIDTH / l.width;
      const tiles = [...l.cards.flatMap((c) => c.wall.map((w) => Math.min(w.w, w.h))), l.rowTile, l.floorTile];
      for (const t of tiles) expect(t * scale).toBeGreaterThanOrEqual(MIN_TILE);
      for (const [name, size] of Object.entries(l.fonts)) {
        const ink = glyphsAtPhone(size, scale);
        expect(ink.digit, `${name}: digits`).toBeGreaterThanOrEqual(MIN_TEXT);
        expect(ink.capital, `${name}: capitals`).toBeGreaterThanOrEqual(MIN_TEXT);
      }
      // Text rows are tall enough for what they hold: a title over a reason (wide summary card), or one line.
      const f = l.fonts;
      for (const c of l.cards) {
        const needed = withChart
          ? Math.max(f.finalLastValue, f.finalLabel)
          : c.compact
            ? Math.max(f.rowTitle, f.rowReason, f.rowPoints)
            : f.rowTitle + f.rowReason - 2;
        for (const r of c.rows) expect(r.h).toBeGreaterThanOrEqual(needed);
        // A compact summary card says it all on one line: every title, reason and points a tile can have fit.
        if (c.compact && !withChart) {
          for (const r of c.rows)
            expect(widestScoreLine(f.rowTitle, f.rowReason, f.rowPoints)).toBeLessThanOrEqual(r.w);
          // Beside the wall: the score and a two-digit change in words.
          expect(width('−88 this round', f.scoreChange)).toBeLessThanOrEqual(c.scoreBox.w);
          expect(width('888', f.sideScore)).toBeLessThanOrEqual(c.scoreBox.w);
        }
      }
      // The floor row holds 7 floor tiles with its label and penalty.
      for (const c of l.cards) {
        if (c.floorRow)
          expect(c.floorRow.w).toBeGreaterThanOrEqual(width('Floor', f.note) + 8 + 7 * (l.floorTile + 3) + 48);
      }
    });
  }
});

/**
 * The widest compact scoring line: "Line N", the reason, the points,
 * for every run a placed tile can join (points = across + down).
 */
function widestScoreLine(titleSize: number, reasonSize: number, pointsSize: number): number {
  let widest = 0;
  for (let line = 1; line <= 5; line++) {
    for (const h of [0, 2, 3, 4, 5]) {
      for (const v of [0, 2, 3, 4, 5]) {
        const total =
          width(EN.summary.line(line), titleSize) +
          SCORE_LINE_GAP +
          widthRegular(EN.summary.reasonShort(h, v), reasonSize) +
          SCORE_LINE_POINT_GAP +
          width(`+${h + v || 1}`, pointsSize);
        widest = Math.max(widest, total);
      }
    }
  }
  return widest;
}

it('the compact scoring line check covers a line once seen cut ("Line 4  4 across, 2 do…")', () => {
  const f = layoutCards([3, 3, 3], false).fonts;
  const seen =
    width('Line 4', f.rowTitle) +
    SCORE_LINE_GAP +
    widthRegular('4 across, 2 down', f.rowReason) +
    SCORE_LINE_POINT_GAP +
    width('+6', f.rowPoints);
  expect(widestScoreLine(f.rowTitle, f.rowReason, f.rowPoints)).toBeGreaterThanOrEqual(seen);
});

describe.each([
  [2, 5],
  [3, 7],
  [4, 9],
])('my board for %i players at 400 px wide', (players, displays) => {
  const l = layoutMyBoard(players, displays);
  const scale = PHONE_WIDTH / l.width;

  it('every digit and capital letter is at least 12 px high, every text fits its box, no font left unchecked', () => {
    const texts = myBoardTexts(l, EN.myBoard);
    const unused = new Set<string>(UNUSED_ON_MY_BOARD);
    expect(new Set(texts.map((t) => t.what))).toEqual(new Set(Object.keys(l.fonts).filter((k) => !unused.has(k))));
    for (const t of texts) {
      const ink = glyphsAtPhone(t.size, scale);
      expect(ink.digit, `${t.what}: digits`).toBeGreaterThanOrEqual(MIN_MY_BOARD_TEXT);
      expect(ink.capital, `${t.what}: capitals`).toBeGreaterThanOrEqual(MIN_MY_BOARD_TEXT);
      expect(t.box.h, `${t.what} box too low for its font`).toBeGreaterThanOrEqual(t.size * 0.9);
      if (t.widest !== null)
        expect(width(t.widest, t.size), `${t.what}: "${t.widest}" is cut`).toBeLessThanOrEqual(t.box.w);
    }
  });

  it('every tile is at least 14 px: displays, the center at its fullest, my board, the others, the supply', () => {
    const most = displays * 3 + 1;
    const tiles = [
      ...l.displays.flatMap((d) => d.tiles),
      ...flowSquares(l.centerArea, most, l.tile),
      ...l.supply.heads,
      ...l.board.lines.flat(),
      ...l.board.wall,
      ...l.board.floor,
      ...l.others.flatMap((o) => [...o.lines.flat(), ...o.wall, ...o.floor]),
    ];
    for (const r of tiles) expect(Math.min(r.w, r.h) * scale, JSON.stringify(r)).toBeGreaterThanOrEqual(MIN_TILE);
  });
});

it.each(SCORING_EXAMPLES)('the %s scoring example at 400 px wide: digits and capitals at least 12 px high', (kind) => {
  const l = layoutScoring(kind);
  for (const [name, size] of Object.entries(SCORING_FONTS)) {
    const ink = glyphsAtPhone(size, PHONE_WIDTH / l.width);
    expect(ink.digit, name).toBeGreaterThanOrEqual(MIN_MY_BOARD_TEXT);
    expect(ink.capital, name).toBeGreaterThanOrEqual(MIN_MY_BOARD_TEXT);
  }
});

it('the check fails on a layout that is too small: a 4-player table 1600 px wide would not pass', () => {
  const l = layoutTable(4, 9);
  expect(l.tile * (PHONE_WIDTH / 1600)).toBeLessThan(MIN_TILE);
  expect(glyphsAtPhone(Math.min(...Object.values(l.fonts)), PHONE_WIDTH / 1600).digit).toBeLessThan(MIN_TEXT);
});

it('glyph heights are measured, not the font size: a 9 px font draws digits and capitals under 7 px', () => {
  const ink = glyphsAtPhone(9, 1);
  expect(ink.digit).toBeLessThan(7);
  expect(ink.capital).toBeLessThan(7);
  expect(ink.digit).toBeGreaterThan(6);
});
