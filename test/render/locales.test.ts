// Images that fit in every language: every image is drawn in every shipped language (table and my board for 2-4
// players, mid-round, after several moves, in the gray wall phase; round summaries; final results with a tie-break and
// a shared win; the scoring examples; the review's chart and position; a tournament's standings) with short names, and
// every text drawn is watched (textProbe): none may be cut to fit its box ("…": its words were longer than the box; a
// text a little too wide is drawn narrower, down to MIN_SQUEEZE of its width, its glyphs as high), and every capital
// letter and digit of it stays as high on a 400 px wide phone as the phone test asks of English (9 px; 12 px on the
// images made for phones: my board, the scoring examples). German, Polish and Portuguese have the longest words; this
// is where a too long translation shows.
import { createCanvas } from '../../src/render/canvas.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { imageWordsFor } from '../../src/app/image-words.ts';
import { renderStandingsImage } from '../../src/app/tournament-images.ts';
import type { StandingsModel } from '../../src/app/view-model/tournament.ts';
import { CENTER, FLOOR, type Action } from '../../src/engine/types.ts';
import { draftOutcome, legalMoves } from '../../src/engine/index.ts';
import { LOCALES } from '../../src/i18n/index.ts';
import { ensureFonts, font } from '../../src/render/fonts.ts';
import {
  renderFinal,
  renderMyBoard,
  renderReviewChart,
  renderReviewPosition,
  renderRoundSummary,
  renderScoringExample,
  renderTable,
  SCORING_EXAMPLES,
  type RenderedImage,
} from '../../src/render/index.ts';
import { sampleGame } from '../../src/render/samples.ts';
import { textProbe } from '../../src/render/text.ts';
import * as F from './fixtures.ts';

const PHONE_WIDTH = 400;
const SHORT = ['Ana', 'Bo', 'Cy', 'Dee'];

ensureFonts();
const ctx = createCanvas(10, 10).getContext('2d');
const inkCache = new Map<string, number>();
/**
 * Ink height of `glyph` at `size` px (the lower of regular and bold), measured 8 times larger against pixel rounding.
 */
function ink(glyph: string, size: number): number {
  const key = `${glyph} ${size}`;
  let h = inkCache.get(key);
  if (h === undefined) {
    h = Infinity;
    for (const bold of [false, true]) {
      ctx.font = font(size * 8, bold, glyph);
      const m = ctx.measureText(glyph);
      h = Math.min(h, (m.actualBoundingBoxAscent + m.actualBoundingBoxDescent) / 8);
    }
    inkCache.set(key, h);
  }
  return h;
}

interface Drawn {
  image: string;
  asked: string;
  shown: string;
  /** The font's size as shown on a 400 px wide phone. */
  phoneSize: number;
  squeeze: number;
}

/** Every image of a language: name, whether it is made for phones, how to draw it. */
function scenes(locale: (typeof LOCALES)[number]): Array<[string, boolean, () => Promise<RenderedImage>]> {
  const w = imageWordsFor(locale);
  const out: Array<[string, boolean, () => Promise<RenderedImage>]> = [];
  for (const players of [2, 3, 4] as const) {
    const g = sampleGame(players, `locales-${players}`);
    const names = SHORT.slice(0, players);
    out.push(
      [`table ${players}p`, false, () => renderTable(g.midRound, names, { words: w.table, since: g.midRoundSince })],
      [
        `my board ${players}p`,
        true,
        () =>
          renderMyBoard(g.midRound, names, g.midRound.current, {
            words: w.myBoard,
            since: g.midRoundSince,
            picked: { source: -1 },
          }),
      ],
      [`summary ${players}p`, false, () => renderRoundSummary(g.afterTiling, names, { words: w.summary })],
      [`final ${players}p`, false, () => renderFinal(g.final, names, { words: w.final })],
    );
  }
  const moves = F.fourPlayerAfterMoves();
  const shared = F.finalTieBreak4();
  shared.result = { ...shared.result!, winners: [1, 2], decidedBy: 'shared', completeRows: [1, 2, 2, 0] };
  out.push(
    ['table 4p two moves', false, () => renderTable(moves.state, SHORT, { words: w.table, since: moves.lastMove })],
    [
      'my board 4p two moves',
      true,
      () =>
        renderMyBoard(moves.state, SHORT, 3, {
          words: w.myBoard,
          since: moves.lastMove,
          picked: { source: 8, color: 3 },
        }),
    ],
    ['table gray wall', false, () => renderTable(F.grayWallPhase(), SHORT.slice(0, 2), { words: w.table })],
    ['my board gray wall', true, () => renderMyBoard(F.grayWallPhase(), SHORT.slice(0, 2), 0, { words: w.myBoard })],
    [
      'summary longest lines',
      false,
      () => renderRoundSummary(F.roundSummary3LongLines(), SHORT.slice(0, 3), { words: w.summary }),
    ],
    ['final tie-break', false, () => renderFinal(F.finalTieBreak4(), SHORT, { words: w.final })],
    ['final shared win', false, () => renderFinal(shared, SHORT, { words: w.final })],
    ['final shared second', false, () => renderFinal(F.finalSharedSecond4(), SHORT, { words: w.final })],
    ...SCORING_EXAMPLES.map((kind): [string, boolean, () => Promise<RenderedImage>] => [
      `scoring ${kind}`,
      true,
      () => renderScoringExample(kind, { words: w.scoring }),
    ]),
  );
  const margins = [
    Array.from({ length: 61 }, (_, i) => Math.sin(i / 6) * 8 + i / 5),
    Array.from({ length: 61 }, (_, i) => -(Math.sin(i / 6) * 8 + i / 5)),
  ];
  const rounds = Array.from({ length: 61 }, (_, i) => Math.floor(i / 12));
  const state = sampleGame(2, 'locales-review').midRound;
  const source = state.factories.findIndex((d) => d.some((n) => n > 0));
  const color = state.factories[source].findIndex((n) => n > 0);
  const played: Action = {
    type: 'draft',
    player: state.current,
    source: source >= 0 ? source : CENTER,
    color: color as 0,
    line: FLOOR,
  };
  const better: Action = { ...played, line: 4 };
  // A long move in words (a display's tiles to line 1, the rest to the floor): "centro → fil…" was cut.
  const long = sampleGame(4, 'locales-long-move').midRound;
  const spill = legalMoves(long)
    .filter((m): m is Extract<Action, { type: 'draft' }> => m.type === 'draft' && m.source !== CENTER && m.line === 0)
    .map((m) => ({ m, floor: draftOutcome(long, m).toFloor }))
    .sort((a, b) => b.floor - a.floor)[0]!.m;
  out.push(
    [
      'review chart',
      false,
      () =>
        renderReviewChart({
          words: w.review,
          names: SHORT.slice(0, 2),
          margins,
          rounds,
          marks: [{ point: 20, seat: 1, severity: 'blunder' }],
        }),
    ],
    [
      'review position',
      false,
      () => renderReviewPosition({ words: w.review, state, name: 'Ana', played, better, loss: 16.49 }),
    ],
    [
      'review position, a long move',
      false,
      () =>
        renderReviewPosition({
          words: w.review,
          state: long,
          name: 'Ana',
          played: spill,
          better: { ...spill, source: CENTER },
          loss: 5.6,
        }),
    ],
  );
  const standings: StandingsModel = {
    ref: {
      id: 't',
      version: 3,
      name: 'Friday Cup',
      format: 'swiss',
      tableSize: 4,
      variant: 'standard',
      turnSeconds: null,
      botsFill: false,
      checkIn: false,
      organizerId: '1',
    },
    after: 3,
    of: 5,
    final: false,
    status: 'running',
    rows: ['Ana', 'Bo', 'Cy', 'Dee', 'Eve', 'Fay'].map((name, i) => ({
      rank: i === 2 ? 2 : i + 1,
      shared: i === 1 || i === 2,
      userId: String(i),
      name,
      points: 2.8333333 - i * 0.41,
      buchholz: 12.75 - i * 1.3,
      totalScore: 231 - i * 17,
      rating: 0,
      games: 3,
      withdrawn: i === 5,
      out: null,
    })),
  };
  out.push(['tournament standings', false, () => renderStandingsImage(standings, locale)]);
  return out;
}

const seen = new Map<string, { texts: number; longest: string; narrowest: string }>();

afterAll(() => {
  // What was measured, per language: how many texts, and the widest word checked.
  console.log(
    [...seen].map(([l, s]) => `${l}: ${s.texts} texts, longest "${s.longest}", narrowest ${s.narrowest}`).join('\n'),
  );
});

describe.each(LOCALES)('every image in %s', (locale) => {
  it('draws every text whole in its box, no word cut, capitals and digits as high as the phone needs', async () => {
    const drawn: Drawn[] = [];
    const cut: string[] = [];
    const low: string[] = [];
    for (const [image, forPhone, draw] of scenes(locale)) {
      const before = drawn.length;
      let width = 0;
      textProbe.drawn = (t) => {
        width = t.canvasWidth;
        drawn.push({ image, asked: t.asked, shown: t.shown, phoneSize: t.size * t.pxPerUnit, squeeze: t.squeeze });
      };
      try {
        await draw();
      } finally {
        textProbe.drawn = null;
      }
      const min = forPhone ? 12 : 9;
      for (const d of drawn.slice(before)) {
        d.phoneSize *= PHONE_WIDTH / width;
        if (d.shown !== d.asked) cut.push(`${image}: "${d.asked}" shown as "${d.shown}"`);
        for (const g of new Set(d.asked.match(/[\p{Lu}\p{Nd}]/gu) ?? [])) {
          if (ink(g, d.phoneSize) < min)
            low.push(`${image}: "${g}" of "${d.asked}" is ${ink(g, d.phoneSize).toFixed(1)} px high on a phone`);
        }
      }
    }
    expect(drawn.length).toBeGreaterThan(200);
    const narrowest = drawn.reduce((a, d) => (d.squeeze < a.squeeze ? d : a), drawn[0]!);
    seen.set(locale, {
      texts: drawn.length,
      longest: drawn.reduce((a, d) => (d.asked.length > a.length ? d.asked : a), ''),
      narrowest: `"${narrowest.asked}" at ${Math.round(narrowest.squeeze * 100)}% width`,
    });
    expect(cut, `texts cut in ${locale}`).toEqual([]);
    expect([...new Set(low)], `glyphs too small in ${locale}`).toEqual([]);
  });
});
