// Text drawing helpers: fit a string into a width, align it in a box.
import type { SKRSContext2D } from './canvas.ts';
import type { Rect } from './geometry.ts';
import { font } from './fonts.ts';

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

/**
 * The players' names of the picture being drawn (`drawingNames`): a name shortened to fit is
 * shortened so that it cannot be read as another of them ("Bot · h…" could be either of two bots).
 */
let pictureNames: readonly string[] = [];

/** Draws a picture (synchronously) knowing its players' names, so each shortened name stays distinguishable. */
export function drawingNames<T>(names: readonly string[], draw: () => T): T {
  const before = pictureNames;
  pictureNames = names;
  try {
    return draw();
  } finally {
    pictureNames = before;
  }
}

/** A shortened name as shown: the start kept, an ellipsis, and the end kept (often empty). */
interface Shortened {
  head: string;
  tail: string;
}

function shownOf(s: Shortened): string {
  return `${s.head.trimEnd()}…${s.tail}`;
}

/** Whether a reader could take `shown` (a shortened name) for `name`: it starts and ends as `name` does. */
export function couldBe(shown: string, name: string): boolean {
  const cut = shown.indexOf('…');
  if (cut < 0) return shown === name;
  const head = shown.slice(0, cut);
  const tail = shown.slice(cut + 1);
  return name.length >= head.length + tail.length && name.startsWith(head) && name.endsWith(tail);
}

/**
 * `name` fitted to `maxWidth` in the current font: whole if it fits; else its start and an ellipsis
 * ("Alexandra Konst…"), unless another name of the picture starts the same way: then the end that
 * tells them apart is kept ("Bot · d… 2", "Bot · di…cil"), a whole word of it first. Cuts only
 * between graphemes.
 */
export function fitName(ctx: SKRSContext2D, name: string, maxWidth: number, others = pictureNames): string {
  if (ctx.measureText(name).width <= maxWidth) return name;
  const plainCut = fitText(ctx, name, maxWidth);
  const rivals = others.filter((o) => o !== name);
  const clear = (shown: string) => !rivals.some((o) => couldBe(shown, o));
  if (clear(plainCut)) return plainCut;
  const parts = graphemesOf(name);
  // Ends to keep: whole words first (" 2", " difícil 2"), then the last graphemes, shortest first.
  const wordEnds = parts.flatMap((g, i) => (i > 0 && /\s/u.test(g) ? [parts.slice(i).join('')] : [])).reverse();
  const graphemeEnds = parts.slice(1).map((_, i) => parts.slice(parts.length - 1 - i).join(''));
  for (const tail of [...wordEnds, ...graphemeEnds]) {
    const fitted = headFor(ctx, parts, tail, maxWidth);
    if (fitted && clear(shownOf(fitted))) return shownOf(fitted);
  }
  return plainCut;
}

/** The longest start of `parts` (at least one grapheme that is not blank) that fits before "…" and `tail`. */
function headFor(ctx: SKRSContext2D, parts: readonly string[], tail: string, maxWidth: number): Shortened | null {
  const tailParts = graphemesOf(tail).length;
  let best: Shortened | null = null;
  for (let n = 1; n < parts.length - tailParts; n++) {
    const candidate = { head: parts.slice(0, n).join(''), tail };
    if (ctx.measureText(shownOf(candidate)).width > maxWidth) break;
    if (candidate.head.trim().length > 0) best = candidate;
  }
  return best;
}

/** A name inside a phrase: the part shortened first when the phrase does not fit. */
export interface NamePart {
  name: string;
}
/** Words and names: "<name> starts round 4" is [{ name }, ' starts round 4']. */
export type Phrase = readonly (string | NamePart)[];

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
  const shown = phrase.map((p) => (typeof p === 'string' ? p : fitName(ctx, p.name, allotted.get(p)!))).join('');
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
        ? style.name
          ? fitName(ctx, text, box.w)
          : fitText(ctx, text, box.w)
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

/**
 * `text` in lines of at most `maxWidth` at `size` (bold or not), broken between words, at most
 * `maxLines` (the last one then fitted with "…" by whoever draws it). Two lines break where a phrase
 * ends (after a comma, before "→"), else where the longer line is shortest: "1 blue, display 2" /
 * "→ line 4", not a lone "4" on the second line.
 */
export function wrapWords(
  ctx: SKRSContext2D,
  text: string,
  maxWidth: number,
  size: number,
  bold: boolean,
  maxLines: number,
): string[] {
  const words = text.split(' ');
  const width = (line: string) => measure(ctx, line, size, bold);
  if (maxLines <= 1 || width(text) <= maxWidth) return [text];
  if (maxLines === 2) {
    // A break after a comma or before a symbol ("→", "+1") keeps a phrase together: those first.
    const natural = (cut: number) => /,$/.test(words[cut - 1]!) || !/^\p{L}|^\d/u.test(words[cut]!);
    let best: { lines: string[]; longest: number; natural: boolean } | null = null;
    for (let cut = 1; cut < words.length; cut++) {
      const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
      const longest = Math.max(...lines.map(width));
      if (longest > maxWidth) continue;
      const candidate = { lines, longest, natural: natural(cut) };
      if (
        !best ||
        (candidate.natural && !best.natural) ||
        (candidate.natural === best.natural && longest < best.longest)
      )
        best = candidate;
    }
    if (best) return best.lines;
  }
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const longer = line ? `${line} ${word}` : word;
    if (!line || width(longer) <= maxWidth || lines.length === maxLines - 1) line = longer;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
