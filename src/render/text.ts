// Text drawing helpers: fit a string into a width, align it in a box.
import type { SKRSContext2D } from './canvas.ts';
import type { Rect } from './geometry.ts';
import { font } from './fonts.ts';
import type { NamePart, Phrase } from './words.ts';

export type { NamePart, Phrase };

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The user-perceived characters of `text`: an emoji ZWJ sequence or a flag is one. */
export function graphemesOf(text: string): string[] {
  return Array.from(graphemes.segment(text), (s) => s.segment);
}

/**
 * `text`, shortened with an ellipsis until it fits `maxWidth` in the current
 * font. Cuts only between graphemes, so no surrogate pair, emoji sequence or
 * accent is split.
 */
export function fitText(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  const parts = graphemesOf(text);
  const candidate = (n: number) => `${parts.slice(0, n).join('').trimEnd()}…`;
  // The longest prefix that fits, by bisection: widths grow with the prefix.
  let lo = 0;
  let hi = parts.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ctx.measureText(candidate(mid)).width <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? '…' : candidate(lo);
}

/** The phrase as one string, names in full. */
export function plain(text: string | Phrase): string {
  return typeof text === 'string' ? text : text.map((p) => (typeof p === 'string' ? p : p.name)).join('');
}

/**
 * `phrase` fitted to `maxWidth` in the current font by shortening its names
 * (each keeps at least its fair share of the room the words leave), so the
 * words keep their meaning; only if the words alone do not fit is the end cut.
 */
export function fitPhrase(ctx: SKRSContext2D, phrase: Phrase, maxWidth: number): string {
  const full = plain(phrase);
  if (ctx.measureText(full).width <= maxWidth) return full;
  const names = phrase.filter((p): p is NamePart => typeof p !== 'string');
  const words = phrase.filter((p): p is string => typeof p === 'string').join('');
  const room = maxWidth - ctx.measureText(words).width;
  if (names.length === 0 || room < ctx.measureText('M…').width * names.length) return fitText(ctx, full, maxWidth);
  // Share the room: names narrower than an equal share keep their width, the rest split what is left.
  const widths = names.map((n) => ctx.measureText(n.name).width);
  const allotted = new Map<NamePart, number>();
  let left = room;
  const byWidth = names.map((n, i) => ({ n, w: widths[i] })).sort((a, b) => a.w - b.w);
  byWidth.forEach(({ n, w }, i) => {
    const share = Math.min(w, left / (byWidth.length - i));
    allotted.set(n, share);
    left -= share;
  });
  const shown = phrase.map((p) => (typeof p === 'string' ? p : fitText(ctx, p.name, allotted.get(p)!))).join('');
  return ctx.measureText(shown).width <= maxWidth ? shown : fitText(ctx, shown, maxWidth);
}

/**
 * Every text drawn, as asked and as shown (shortened to fit: "…"), with its box, size and the
 * canvas's scale: the test that draws every image in every language watches it (null otherwise).
 */
export const textProbe: {
  drawn:
    | ((text: {
        asked: string;
        shown: string;
        box: Rect;
        size: number;
        pxPerUnit: number;
        canvasWidth: number;
        squeeze: number;
      }) => void)
    | null;
} = { drawn: null };

/** How much narrower than its natural width a text may be drawn to fit its box (never lower: legibility). */
export const MIN_SQUEEZE = 0.75;
/** Names up to this many characters count as short: a phrase holding only such names may be squeezed. */
const SHORT_NAME = 10;

export interface TextStyle {
  size: number;
  bold?: boolean;
  color: string;
  align?: 'left' | 'center' | 'right';
  /** A player's name: shortened ("…") when too long, never drawn narrower. */
  name?: boolean;
}

/**
 * Draws one line of text vertically centered in `box`, aligned as asked, shortened
 * to fit the box's width. Returns the width actually drawn.
 */
export function textInBox(ctx: SKRSContext2D, text: string | Phrase, box: Rect, style: TextStyle): number {
  ctx.save();
  ctx.font = font(style.size, style.bold, plain(text));
  ctx.fillStyle = style.color;
  ctx.textBaseline = 'middle';
  const align = style.align ?? 'left';
  ctx.textAlign = align;
  // A text a little wider than its box (another language's longer word) is drawn narrower, its
  // glyphs as high as ever; only a text much wider is shortened ("…": names first in a phrase).
  const full = plain(text);
  const natural = ctx.measureText(full).width;
  // A long name is shortened, not squeezed; a phrase with short names overflows by its words.
  const hasName =
    style.name ||
    (typeof text !== 'string' && text.some((p) => typeof p !== 'string' && graphemesOf(p.name).length > SHORT_NAME));
  const squeeze = !hasName && natural > box.w && natural * MIN_SQUEEZE <= box.w ? box.w / natural : 1;
  const shown =
    natural <= box.w || squeeze < 1
      ? full
      : typeof text === 'string'
        ? fitText(ctx, text, box.w)
        : fitPhrase(ctx, text, box.w);
  const x = align === 'left' ? box.x : align === 'right' ? box.x + box.w : box.x + box.w / 2;
  // Inter's middle sits a little high; nudge so digits look centered.
  const y = box.y + box.h / 2 + style.size * 0.04;
  if (squeeze < 1) {
    ctx.translate(x, y);
    ctx.scale(squeeze, 1);
    ctx.fillText(shown, 0, 0);
  } else ctx.fillText(shown, x, y);
  const width = ctx.measureText(shown).width * squeeze;
  textProbe.drawn?.({
    asked: full,
    shown,
    box,
    size: style.size,
    pxPerUnit: ctx.getTransform().d,
    canvasWidth: ctx.canvas.width,
    squeeze,
  });
  ctx.restore();
  return width;
}

export function measure(ctx: SKRSContext2D, text: string | Phrase, size: number, bold = false): number {
  ctx.save();
  ctx.font = font(size, bold, plain(text));
  const width = ctx.measureText(plain(text)).width;
  ctx.restore();
  return width;
}
