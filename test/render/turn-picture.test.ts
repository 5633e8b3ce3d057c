// The turn message's picture on a phone, measured as My board is (test/render/phone.test.ts): at
// 400 px wide, every digit and capital at least 12 px high and every tile at least 14 px. Seen before:
// with 3 players the table (1,088 px wide) was shown about 304 px wide, its display tiles about 8 px
// and "Display 6 → line 2" about 7 px. The picture is drawn through the app, as the turn message's
// job draws it (renderGameImage(game, 'turn', ...)), and every text drawn is watched (textProbe).
import { describe, expect, it } from 'vitest';
import { renderGameImage, type ImageKind } from '../../src/app/images.ts';
import type { Locale } from '../../src/i18n/index.ts';
import { createCanvas } from '../../src/render/canvas.ts';
import { ensureFonts, font } from '../../src/render/fonts.ts';
import { layoutMyBoard } from '../../src/render/layout-my-board.ts';
import { sampleGame } from '../../src/render/samples.ts';
import { textProbe } from '../../src/render/text.ts';
import { decode } from './pixels.ts';
import { gameOf } from '../discord/game-fixture.ts';

const PHONE = 400;
const MIN_TEXT = 12;
const MIN_TILE = 14;

ensureFonts();
const ctx = createCanvas(10, 10).getContext('2d');
const inkCache = new Map<string, number>();
/**
 * Ink height of `glyph` at `size` px (the lower of regular and bold), measured 8 times larger against
 * pixel rounding.
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

/** A game of `players` mid-round, two of its seats hard bots. */
function game(players: 3 | 4) {
  const g = sampleGame(players, `turn-picture-${players}`);
  const base = gameOf(g.midRound);
  const who = [
    { userId: '100000000000000001', displayName: 'Ana', botLevel: null },
    { userId: 'bot:hard', displayName: 'Bot · hard', botLevel: 'hard' },
    { userId: 'bot:hard#2', displayName: 'Bot · hard 2', botLevel: 'hard' },
    { userId: '100000000000000004', displayName: 'Rui', botLevel: null },
  ];
  return { ...base, seats: base.seats.map((s, i) => ({ ...s, ...who[i]! })) };
}

/** The glyphs drawn too small at 400 px wide, and the picture's width. */
async function tooSmall(players: 3 | 4, kind: ImageKind, locale: Locale): Promise<{ low: string[]; width: number }> {
  const low: string[] = [];
  textProbe.drawn = (t) => {
    const size = t.size * t.pxPerUnit * (PHONE / t.canvasWidth);
    for (const g of new Set(t.asked.match(/[\p{Lu}\p{Nd}]/gu) ?? []))
      if (ink(g, size) < MIN_TEXT) low.push(`"${g}" of "${t.asked}": ${ink(g, size).toFixed(1)} px`);
  };
  try {
    const image = await renderGameImage(game(players), kind, locale, { since: [] });
    return { low: [...new Set(low)], width: (await decode(image.data)).width };
  } finally {
    textProbe.drawn = null;
  }
}

describe.each([3, 4] as const)('the turn message’s picture, %i players, at 400 px wide', (players) => {
  it.each(['en', 'pt-BR', 'de'] as const)('in %s: every digit and capital at least 12 px high', async (locale) => {
    const { low, width } = await tooSmall(players, 'turn', locale);
    expect(low).toEqual([]);
    // My board's layout: the acting player's board large, the others compact; every tile 14 px.
    const l = layoutMyBoard(players, 2 * players + 1);
    expect(width).toBe(l.width);
    const tiles = [...l.board.wall, ...l.board.lines.flat(), ...l.board.floor, ...l.displays.flatMap((d) => d.tiles)];
    for (const t of tiles) expect(Math.min(t.w, t.h) * (PHONE / width)).toBeGreaterThanOrEqual(MIN_TILE);
  });

  it('the check can fail: the whole table, as the turn message showed it before, does not pass', async () => {
    const { low } = await tooSmall(players, 'table', 'pt-BR');
    expect(low.length).toBeGreaterThan(0);
  });
});
