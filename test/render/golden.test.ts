// Golden images of the main scenes. Each scene is drawn, scaled to half size and
// compared with test/render/goldens/NAME.webp within a tolerance.
// After an intended change of the drawings, rewrite them with
//   UPDATE_GOLDENS=1 npx vitest run test/render/golden.test.ts
// and look at the new files before committing them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/types.ts';
import {
  renderFinal,
  renderMyBoard,
  renderRoundSummary,
  renderScoringExample,
  renderTable,
  type RenderedImage,
} from '../../src/render/index.ts';
import * as F from './fixtures.ts';
import { imageWordsFor } from '../../src/app/image-words.ts';
import { EN } from './fixtures.ts';
import { comparePixels, decode, halfSize, withinTolerance } from './pixels.ts';

const GOLDENS = fileURLToPath(new URL('./goldens/', import.meta.url));
const UPDATE = process.env.UPDATE_GOLDENS === '1';

const SCENES: [string, () => Promise<RenderedImage>][] = [
  ['table-2p-mid-round', () => renderTable(F.twoPlayerMidRound(), F.NAMES2, { words: EN.table })],
  ['table-3p-mid-round', () => renderTable(F.threePlayerMidRound(), F.NAMES3, { words: EN.table })],
  ['table-4p-mid-round', () => renderTable(F.fourPlayerMidRound(), F.NAMES4, { words: EN.table })],
  ['table-gray-wall-phase', () => renderTable(F.grayWallPhase(), F.NAMES2, { words: EN.table })],
  [
    'table-4p-last-move',
    () => {
      const m = F.fourPlayerAfterMove();
      return renderTable(m.state, F.NAMES4, { words: EN.table, lastMove: m.lastMove });
    },
  ],
  [
    'table-2p-last-move',
    () => {
      const m = F.twoPlayerAfterMove();
      return renderTable(m.state, F.NAMES2, { words: EN.table, lastMove: m.lastMove });
    },
  ],
  [
    'table-4p-mixed-script-names',
    () => {
      const m = F.fourPlayerAfterMove();
      return renderTable(m.state, F.MIXED_NAMES, { words: EN.table, lastMove: m.lastMove });
    },
  ],
  [
    'table-4p-two-moves-since',
    () => {
      const m = F.fourPlayerAfterMoves();
      return renderTable(m.state, F.NAMES4, { words: EN.table, since: m.lastMove });
    },
  ],
  [
    'my-board-4p-two-moves-picked',
    () => {
      const m = F.fourPlayerAfterMoves();
      return renderMyBoard(m.state, F.NAMES4, 3, {
        words: EN.myBoard,
        since: m.lastMove,
        picked: { source: 8, color: 3 },
      });
    },
  ],
  [
    'my-board-4p-center-picked',
    () => {
      const m = F.fourPlayerAfterMoves();
      return renderMyBoard(m.state, F.NAMES4, 3, { words: EN.myBoard, since: m.lastMove, picked: { source: -1 } });
    },
  ],
  ['my-board-3p-not-my-turn', () => renderMyBoard(F.threePlayerMidRound(), F.NAMES3, 0, { words: EN.myBoard })],
  [
    'my-board-2p-last-move',
    () => {
      const m = F.twoPlayerAfterMove();
      return renderMyBoard(m.state, F.NAMES2, 0, { words: EN.myBoard, since: [m.lastMove] });
    },
  ],
  ['my-board-gray-wall-phase', () => renderMyBoard(F.grayWallPhase(), F.NAMES2, 0, { words: EN.myBoard })],
  ['scoring-row', () => renderScoringExample('row', { words: EN.scoring })],
  ['scoring-column', () => renderScoringExample('column', { words: EN.scoring })],
  ['scoring-both', () => renderScoringExample('both', { words: EN.scoring })],
  ['scoring-floor', () => renderScoringExample('floor', { words: EN.scoring })],
  ['summary-3p', () => renderRoundSummary(F.roundSummary3(), F.NAMES3, { words: EN.summary })],
  ['summary-3p-longest-lines', () => renderRoundSummary(F.roundSummary3LongLines(), F.NAMES3, { words: EN.summary })],
  ['summary-3p-mixed-script-names', () => renderRoundSummary(F.roundSummary3(), F.MIXED_NAMES, { words: EN.summary })],
  ['final-4p-tie-break', () => renderFinal(F.finalTieBreak4(), F.NAMES4, { words: EN.final })],
  ['final-4p-shared-rank', () => renderFinal(F.finalSharedSecond4(), F.NAMES4, { words: EN.final })],
  // The same scenes in German and Portuguese (the longest words): the images in other languages.
  ...(['de', 'pt-PT'] as const).flatMap((locale): [string, () => Promise<RenderedImage>][] => {
    const w = imageWordsFor(locale);
    return [
      [
        `${locale}/table-4p-two-moves-since`,
        () =>
          renderTable(F.fourPlayerAfterMoves().state, F.NAMES4, {
            words: w.table,
            since: F.fourPlayerAfterMoves().lastMove,
          }),
      ],
      [`${locale}/table-gray-wall-phase`, () => renderTable(F.grayWallPhase(), F.NAMES2, { words: w.table })],
      [
        `${locale}/my-board-4p-two-moves-picked`,
        () =>
          renderMyBoard(F.fourPlayerAfterMoves().state, F.NAMES4, 3, {
            words: w.myBoard,
            since: F.fourPlayerAfterMoves().lastMove,
            picked: { source: 8, color: 3 },
          }),
      ],
      [
        `${locale}/summary-3p-longest-lines`,
        () => renderRoundSummary(F.roundSummary3LongLines(), F.NAMES3, { words: w.summary }),
      ],
      [`${locale}/final-4p-tie-break`, () => renderFinal(F.finalTieBreak4(), F.NAMES4, { words: w.final })],
      [`${locale}/scoring-floor`, () => renderScoringExample('floor', { words: w.scoring })],
    ];
  }),
];

async function halfPixels(image: RenderedImage) {
  const half = await halfSize(image.data);
  return { canvas: half, ...(await decode(await half.encode('webp', 100))) };
}

describe('golden images', () => {
  it.each(SCENES)('%s matches its golden', async (name, render) => {
    const image = await render();
    const actual = await halfPixels(image);
    const file = `${GOLDENS}${name}.webp`;
    if (UPDATE || !existsSync(file)) {
      if (!UPDATE) throw new Error(`no golden ${file}: run with UPDATE_GOLDENS=1 to create it`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await actual.canvas.encode('webp', 100));
      return;
    }
    const diff = comparePixels(actual, await decode(readFileSync(file)));
    expect(diff.sameSize, `${name}: size changed`).toBe(true);
    expect(withinTolerance(diff), `${name}: ${JSON.stringify(diff)}`).toBe(true);
  });

  it('the comparison notices a change that matters: another player to act', async () => {
    const state: GameState = F.fourPlayerMidRound();
    const base = await halfPixels(await renderTable(state, F.NAMES4, { words: EN.table }));
    const other = await halfPixels(await renderTable({ ...state, current: 0 }, F.NAMES4, { words: EN.table }));
    expect(withinTolerance(comparePixels(base, other))).toBe(false);
    expect(withinTolerance(comparePixels(base, base))).toBe(true);
  });

  it('the comparison notices a single tile more on a pattern line', async () => {
    const state = F.twoPlayerMidRound();
    const base = await halfPixels(await renderTable(state, F.NAMES2, { words: EN.table }));
    const changed = structuredClone(state);
    changed.players[1].lineCount[1] = 1; // black line 2: 2 tiles -> 1
    const other = await halfPixels(await renderTable(changed, F.NAMES2, { words: EN.table }));
    expect(withinTolerance(comparePixels(base, other))).toBe(false);
  });
});
