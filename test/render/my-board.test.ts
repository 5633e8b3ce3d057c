// My board (one player's image for a phone), the scoring examples, and the
// words every image takes from outside.
import { describe, expect, it } from 'vitest';
import {
  renderMyBoard,
  renderScoringExample,
  renderTable,
  SCORING_EXAMPLES,
  type MyBoardWords,
  type ScoringWords,
} from '../../src/render/index.ts';
import { sampleGame } from '../../src/render/samples.ts';
import { MY_BOARD_WIDTH } from '../../src/render/layout-my-board.ts';
import { comparePixels, decode, withinTolerance } from './pixels.ts';
import * as F from './fixtures.ts';
import { EN } from './fixtures.ts';

const PNG = (b: Buffer) => b.subarray(1, 4).toString() === 'PNG';

describe('renderMyBoard', () => {
  it.each([2, 3, 4] as const)(
    '%i players, on an engine game: a PNG 640 px wide, under 500 KB, with alt text about the viewer',
    async (players) => {
      const game = sampleGame(players, `my-board-${players}`);
      const names = game.record.names!;
      const viewer = game.midRound.current;
      const image = await renderMyBoard(game.midRound, names, viewer, { words: EN.myBoard, since: game.midRoundSince });
      expect(PNG(image.data)).toBe(true);
      expect(image.width).toBe(MY_BOARD_WIDTH);
      expect(image.data.length).toBeLessThan(500 * 1024);
      expect(image.fileName).toBe(`azul-round-${game.midRound.round + 1}-my-board.png`);
      expect(image.description).toContain(`${names[viewer]}'s board up close`);
      expect(image.description.length).toBeLessThan(1000);
      // The moves since the viewer's turn are named in order.
      expect(image.description).toContain(
        `The ${players - 1 === 1 ? 'move' : `${players - 1} moves`} since the last turn`,
      );
    },
  );

  it('a pick changes the picture and is said in the alt text; a pick of a source the table lacks is ignored', async () => {
    const { state, lastMove } = F.fourPlayerAfterMoves();
    const none = await renderMyBoard(state, F.NAMES4, 3, { words: EN.myBoard, since: lastMove });
    const source = await renderMyBoard(state, F.NAMES4, 3, {
      words: EN.myBoard,
      since: lastMove,
      picked: { source: 8 },
    });
    const color = await renderMyBoard(state, F.NAMES4, 3, {
      words: EN.myBoard,
      since: lastMove,
      picked: { source: 8, color: 3 },
    });
    const [a, b, c] = await Promise.all([none, source, color].map((i) => decode(i.data)));
    expect(withinTolerance(comparePixels(a, b))).toBe(false);
    expect(withinTolerance(comparePixels(b, c))).toBe(false);
    expect(color.description).toContain('Picked: black from display 9.');
    const bogus = await renderMyBoard(state, F.NAMES4, 3, {
      words: EN.myBoard,
      since: lastMove,
      picked: { source: 12 as never },
    });
    expect(bogus.data.equals(none.data)).toBe(true);
  });

  it('refuses a seat that is not in the game', async () => {
    await expect(renderMyBoard(F.twoPlayerMidRound(), F.NAMES2, 2, { words: EN.myBoard })).rejects.toThrow(/no seat 2/);
    await expect(renderMyBoard(F.twoPlayerMidRound(), F.NAMES2, -1, { words: EN.myBoard })).rejects.toThrow(
      /no seat -1/,
    );
  });

  it('another viewer of the same table gets another picture (their board large)', async () => {
    const state = F.threePlayerMidRound();
    const ana = await decode((await renderMyBoard(state, F.NAMES3, 0, { words: EN.myBoard })).data);
    const cy = await decode((await renderMyBoard(state, F.NAMES3, 2, { words: EN.myBoard })).data);
    expect(withinTolerance(comparePixels(ana, cy))).toBe(false);
  });

  it('takes its words from outside: another words object changes what it says and shows', async () => {
    const words: MyBoardWords = {
      ...EN.myBoard,
      yourTurn: 'Du bist dran',
      alt: { ...EN.myBoard.alt, intro: (round, _p, _v, viewer) => `Azul, Brett von ${viewer}, Runde ${round}.` },
    };
    const state = F.twoPlayerMidRound();
    const english = await renderMyBoard(state, F.NAMES2, 0, { words: EN.myBoard });
    const other = await renderMyBoard(state, F.NAMES2, 0, { words });
    expect(other.description.startsWith('Azul, Brett von Ana, Runde 3.')).toBe(true);
    expect(withinTolerance(comparePixels(await decode(english.data), await decode(other.data)))).toBe(false);
  });
});

describe('the table takes its words from outside too', () => {
  it('a seat with no drawable name is called as the words say', async () => {
    const image = await renderTable(F.twoPlayerMidRound(), ['  ', 'Rui'], {
      words: { ...EN.table, seat: (n) => `Spieler ${n}` },
    });
    expect(image.description).toContain('Spieler 1 to play.');
  });
});

describe('renderScoringExample', () => {
  it("the examples' points are the engine's: a row of 3, a column of 4, both 3 + 2, a floor of 4 items", async () => {
    const said: string[] = [];
    const words: ScoringWords = {
      ...EN.scoring,
      explain: {
        row: (h, v, p) => (said.push(`row ${h} ${v} ${p}`), EN.scoring.explain.row(h, v, p)),
        column: (h, v, p) => (said.push(`column ${h} ${v} ${p}`), EN.scoring.explain.column(h, v, p)),
        both: (h, v, p) => (said.push(`both ${h} ${v} ${p}`), EN.scoring.explain.both(h, v, p)),
      },
      floorExplain: (penalties, total) => (
        said.push(`floor ${penalties} = ${total}`),
        EN.scoring.floorExplain(penalties, total)
      ),
    };
    for (const kind of SCORING_EXAMPLES) {
      const image = await renderScoringExample(kind, { words });
      expect(PNG(image.data)).toBe(true);
      expect(image.description).toBe(EN.scoring.alt[kind]);
      expect(image.data.length).toBeLessThan(200 * 1024);
    }
    expect(said).toEqual(['row 3 0 3', 'column 0 4 4', 'both 3 2 5', 'floor −1 −1 −2 −2 = −6']);
  });

  it('refuses an example it does not have', async () => {
    await expect(renderScoringExample('diagonal' as never, { words: EN.scoring })).rejects.toThrow(/no example/);
  });
});
