// Geometry without pixels: nothing overlaps that should not, everything sits
// inside what holds it, and the sizes keep the images legible in Discord.
import { describe, expect, it } from 'vitest';
import { contains, flowSquares, overlaps, rect, type Rect } from '../../src/render/geometry.ts';
import { layoutCards } from '../../src/render/layout-cards.ts';
import { layoutTable, splitMoveLine, type TableLayout } from '../../src/render/layout-table.ts';
import { layoutMyBoard, MY_BOARD_WIDTH } from '../../src/render/layout-my-board.ts';
import { layoutScoring, SCORING_EXAMPLES } from '../../src/render/scoring-examples.ts';

const canvasOf = (l: { width: number; height: number }) => rect(0, 0, l.width, l.height);

function expectDisjoint(rects: Rect[], what: string): void {
  for (let i = 0; i < rects.length; i++) {
    for (let j = i + 1; j < rects.length; j++) {
      expect(overlaps(rects[i], rects[j]), `${what} ${i} and ${j} overlap`).toBe(false);
    }
  }
}

const TABLES: [number, number][] = [
  [2, 5],
  [3, 7],
  [4, 9],
];

describe('layoutTable', () => {
  it.each(TABLES)('%i players, %i displays: boards, displays, center and banner never overlap', (players, displays) => {
    const l = layoutTable(players, displays);
    expect(l.boards).toHaveLength(players);
    expect(l.displays).toHaveLength(displays);
    const areas = [l.banner, l.center, ...l.boards.map((b) => b.rect), ...l.displays.map((d) => d.plate)];
    expectDisjoint(areas, `${players}p area`);
    for (const a of areas) expect(contains(canvasOf(l), a)).toBe(true);
    // Number badges stay on the canvas and clear of the banner.
    for (const d of l.displays) {
      expect(contains(canvasOf(l), d.badge)).toBe(true);
      expect(overlaps(d.badge, l.banner)).toBe(false);
    }
  });

  it.each(TABLES)(
    '%i players: the header holds the banner, two lines of moves and the supply grid, side by side, above everything else',
    (players, displays) => {
      const l = layoutTable(players, displays);
      const header = [l.banner, l.moves, l.supply.box];
      expectDisjoint(header, 'header piece');
      for (const h of header) expect(contains(canvasOf(l), h)).toBe(true);
      const headerBottom = Math.max(...header.map((h) => h.y + h.h));
      for (const below of [l.center, ...l.boards.map((b) => b.rect), ...l.displays.map((d) => d.badge)])
        expect(below.y).toBeGreaterThan(headerBottom);
      // Each move line: badge, tile and words side by side inside the moves box; split in parts, the same.
      for (const line of [...l.moveLines, ...splitMoveLine(l.moveLines[0], 3, l.tile)]) {
        expect(contains(l.moves, line.box)).toBe(true);
        for (const p of [line.badge, line.tile, line.text]) expect(contains(line.box, p), JSON.stringify(p)).toBe(true);
        expectDisjoint([line.badge, line.tile, line.text], 'move line piece');
      }
      expectDisjoint(
        l.moveLines.map((m) => m.box),
        'move line',
      );
      // The supply: a head tile per color, three rows of five counts, all inside its box, none overlapping.
      expect(l.supply.heads).toHaveLength(5);
      expect(l.supply.cells.map((r) => r.length)).toEqual([5, 5, 5]);
      const pieces = [...l.supply.heads, ...l.supply.labels, ...l.supply.cells.flat()];
      for (const p of pieces) expect(contains(l.supply.box, p), JSON.stringify(p)).toBe(true);
      expectDisjoint(pieces, 'supply piece');
    },
  );

  it.each(TABLES)(
    '%i players: every tile, label and space lies inside its board, none overlapping',
    (players, displays) => {
      const l = layoutTable(players, displays);
      for (const b of l.boards) {
        const pieces = [
          b.header,
          b.nameBox,
          b.scoreBox,
          b.turnPill,
          b.floorLabel,
          b.floorTotal,
          ...b.lines.flat(),
          ...b.wall,
          ...b.floor,
          ...b.floorPenalties,
          ...b.lineNumbers,
        ];
        for (const p of pieces) expect(contains(b.rect, p), JSON.stringify(p)).toBe(true);
        expect(b.lines.map((slots) => slots.length)).toEqual([1, 2, 3, 4, 5]);
        expect(b.wall).toHaveLength(25);
        expect(b.floor).toHaveLength(7);
        expectDisjoint(
          [...b.lines.flat(), ...b.wall, ...b.floor, ...b.floorPenalties, b.floorLabel, b.floorTotal],
          'board piece',
        );
        expect(b.floorPenalties).toHaveLength(3);
        expectDisjoint([b.nameBox, b.turnPill, b.scoreBox], 'header piece');
        // Pattern lines sit right-aligned against the wall: slot 0 of every line is in one column.
        expect(new Set(b.lines.map((slots) => slots[0].x)).size).toBe(1);
      }
    },
  );

  it.each(TABLES)('%i players: each display holds its 4 tiles inside its plate', (players, displays) => {
    for (const d of layoutTable(players, displays).displays) {
      expect(d.tiles).toHaveLength(4);
      for (const t of d.tiles) expect(contains(d.plate, t)).toBe(true);
      expectDisjoint(d.tiles, 'display tile');
    }
  });

  it.each(TABLES)(
    '%i players: the center fits the most tiles it can ever hold, plus the marker, at a readable size',
    (players, displays) => {
      const l = layoutTable(players, displays);
      const most = displays * 3 + 1;
      const slots = flowSquares(l.centerArea, most, l.tile);
      expect(slots).toHaveLength(most);
      for (const s of slots) expect(contains(l.centerArea, s)).toBe(true);
      expect(slots[0].w).toBeGreaterThanOrEqual(28);
      expect(contains(l.center, l.centerArea)).toBe(true);
    },
  );

  it('the 4-player table is about square, so a 400 px wide preview keeps tiles ~15 px', () => {
    const l = layoutTable(4, 9);
    const ratio = l.width / l.height;
    expect(ratio).toBeGreaterThan(0.85);
    expect(ratio).toBeLessThan(1.4);
    expect((l.tile * 400) / l.width).toBeGreaterThanOrEqual(14);
  });

  it('the 2-player table shows its tiles at least 30% larger than the 4-player one at the same preview width', () => {
    const two = layoutTable(2, 5);
    const four = layoutTable(4, 9);
    expect(two.tile / two.width).toBeGreaterThan(1.3 * (four.tile / four.width));
  });

  it('rejects impossible counts', () => {
    expect(() => layoutTable(5, 11)).toThrow(/player count/);
    expect(() => layoutTable(2, 10)).toThrow(/display count/);
  });
});

describe('flowSquares', () => {
  it('shrinks tiles until everything fits, and refuses what cannot fit', () => {
    const area = rect(0, 0, 100, 100);
    const big = flowSquares(area, 4, 40);
    expect(big[0].w).toBe(40);
    const many = flowSquares(area, 30, 40);
    expect(many[0].w).toBeLessThan(40);
    for (const s of many) expect(contains(area, s)).toBe(true);
    expectDisjoint(many, 'flowed tile');
    expect(() => flowSquares(rect(0, 0, 10, 10), 50, 40)).toThrow();
  });
});

describe('layoutCards', () => {
  it.each([2, 3, 4])(
    '%i players: cards never overlap, their rows, walls and floor stay inside, the chart sits below',
    (players) => {
      for (const final of [false, true]) {
        const rows = final ? 5 : 5;
        const l = layoutCards(
          Array.from({ length: players }, () => rows),
          final,
        );
        expect(l.cards).toHaveLength(players);
        expectDisjoint([l.banner, ...l.cards.map((c) => c.rect), ...(l.chart ? [l.chart] : [])], 'card');
        for (const c of l.cards) {
          expect(contains(canvasOf(l), c.rect)).toBe(true);
          const pieces = [...c.rows, ...c.wall, c.nameBox, c.scoreBox, ...(c.floorRow ? [c.floorRow] : [])];
          for (const piece of pieces) expect(contains(c.rect, piece), JSON.stringify(piece)).toBe(true);
          expectDisjoint([...c.rows, ...c.wall, ...(c.floorRow ? [c.floorRow] : [])], 'card piece');
          expect(c.rows).toHaveLength(rows);
          expect(c.floorRow === null).toBe(final);
        }
        if (l.chart) expect(contains(canvasOf(l), l.chart)).toBe(true);
        expect(l.subtitle === null).toBe(!final);
        if (l.subtitle) expectDisjoint([l.banner, l.subtitle, l.cards[0].rect], 'banner piece');
      }
    },
  );

  it.each([2, 3, 4])(
    '%i players: about as tall as wide at most 1.5 times (the chat shrinks tall images), even with the most rows',
    (players) => {
      for (const [final, rows] of [
        [false, 5],
        [false, 1],
        [true, 5],
      ] as const) {
        const l = layoutCards(
          Array.from({ length: players }, () => rows),
          final,
        );
        expect(l.height / l.width, `${final ? 'final' : 'summary'} ${rows} rows`).toBeLessThanOrEqual(1.5);
      }
    },
  );

  it('a 2-player summary stacks two wide cards; the others set compact cards two by two, an odd last one centered', () => {
    const two = layoutCards([3, 3], false);
    expect(two.cards[0].rect.x).toBe(two.cards[1].rect.x);
    expect(two.cards.every((c) => !c.compact)).toBe(true);
    const three = layoutCards([3, 3, 3], false);
    expect(three.cards[0].rect.y).toBe(three.cards[1].rect.y);
    expect(three.cards.every((c) => c.compact)).toBe(true);
    const middle = three.cards[2].rect.x + three.cards[2].rect.w / 2;
    expect(Math.abs(middle - three.width / 2)).toBeLessThanOrEqual(1);
    expect(layoutCards([5, 5], true).cards[0].rect.y).toBe(layoutCards([5, 5], true).cards[1].rect.y);
  });

  it('gives every card the height of the tallest', () => {
    const l = layoutCards([1, 7], false);
    expect(l.cards[0].rect.h).toBe(l.cards[1].rect.h);
    expect(l.chart).toBeNull();
  });
});

// Keeps the helper honest: overlapping rectangles are caught.
it('expectDisjoint fails on overlapping rectangles', () => {
  expect(() => expectDisjoint([rect(0, 0, 10, 10), rect(5, 5, 10, 10)], 'x')).toThrow();
  const l: TableLayout = layoutTable(4, 9);
  expect(overlaps(l.boards[0].rect, l.boards[0].wall[0])).toBe(true);
});

describe('layoutMyBoard', () => {
  it.each(TABLES)(
    '%i players: banner, displays, center, supply, my board and the others never overlap and stay on the image',
    (players, displays) => {
      const l = layoutMyBoard(players, displays);
      expect(l.width).toBe(MY_BOARD_WIDTH);
      expect(l.displays).toHaveLength(displays);
      expect(l.others).toHaveLength(players - 1);
      const areas = [
        l.banner,
        l.center,
        l.supply.box,
        l.board.rect,
        ...l.others.map((o) => o.rect),
        ...l.displays.map((d) => d.plate),
      ];
      expectDisjoint(areas, `${players}p my-board area`);
      for (const a of areas) expect(contains(canvasOf(l), a), JSON.stringify(a)).toBe(true);
      for (const d of l.displays) {
        expect(d.tiles).toHaveLength(4);
        for (const p of [d.badge, ...d.tiles]) expect(contains(d.plate, p)).toBe(true);
        expectDisjoint([d.badge, ...d.tiles], 'strip piece');
      }
      const most = displays * 3 + 1;
      const slots = flowSquares(l.centerArea, most, l.tile);
      for (const s of slots) expect(contains(l.centerArea, s)).toBe(true);
      expect(contains(l.center, l.centerArea)).toBe(true);
    },
  );

  it.each(TABLES)(
    "%i players: every piece of a compact row lies inside it, none overlapping; the viewer's board is larger",
    (players, displays) => {
      const l = layoutMyBoard(players, displays);
      for (const o of l.others) {
        const pieces = [...o.lines.flat(), ...o.wall, ...o.floor, o.nameBox, o.scoreBox, o.floorText];
        for (const p of pieces) expect(contains(o.rect, p), JSON.stringify(p)).toBe(true);
        expectDisjoint([...o.lines.flat(), ...o.wall, ...o.floor, o.nameBox, o.scoreBox], 'mini piece');
        expectDisjoint([o.scoreBox, o.floorText], 'mini score and floor');
        expect(o.lines.map((s) => s.length)).toEqual([1, 2, 3, 4, 5]);
        expect(l.board.tile).toBeGreaterThan(1.5 * o.tile);
        // Room left of line 5 and of the floor for a move's number beside them (a badge of the mark font's size).
        expect(o.lines[4][4].x - o.rect.x).toBeGreaterThanOrEqual(30);
      }
      const b = l.board;
      for (const p of [
        b.header,
        b.nameBox,
        b.scoreBox,
        b.turnPill,
        b.floorLabel,
        b.floorTotal,
        ...b.lines.flat(),
        ...b.wall,
        ...b.floor,
        ...b.lineNumbers,
      ]) {
        expect(contains(b.rect, p), JSON.stringify(p)).toBe(true);
      }
    },
  );

  it('stays under 2.1 times as tall as wide with 4 players, under 1.55 with 2 (a phone screen is about 2.1)', () => {
    expect(layoutMyBoard(4, 9).height / MY_BOARD_WIDTH).toBeLessThan(2.1);
    expect(layoutMyBoard(2, 5).height / MY_BOARD_WIDTH).toBeLessThan(1.55);
  });

  it('rejects impossible counts', () => {
    expect(() => layoutMyBoard(5, 11)).toThrow(/player count/);
    expect(() => layoutMyBoard(2, 10)).toThrow(/display count/);
  });
});

describe('layoutScoring', () => {
  it.each(SCORING_EXAMPLES)('%s: its pieces stay on the image, none overlapping', (kind) => {
    const l = layoutScoring(kind);
    const pieces = [
      l.title,
      l.points,
      l.explain,
      ...(kind === 'floor' ? [] : [l.label]),
      ...l.wall,
      ...l.floor,
      ...l.penalties,
    ];
    for (const p of pieces) expect(contains(canvasOf(l), p), JSON.stringify(p)).toBe(true);
    expectDisjoint(pieces, `${kind} piece`);
    expect(kind === 'floor' ? l.floor.length : l.wall.length).toBe(kind === 'floor' ? 7 : 25);
  });
});
