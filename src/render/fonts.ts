// Fonts of the images. Inter (SIL OFL 1.1, assets/fonts/OFL.txt), bundled with
// the repo, draws Latin, Greek and Cyrillic; names in other scripts and emoji
// are drawn with Noto fonts from npm (@fontsource/*, SIL OFL 1.1, licenses in
// assets/fonts/licenses/), listed after Inter in the CSS font string.
//
// Fontsource ships each font cut into unicode-range chunks (woff2, which the
// canvas reads). One family name can hold only one file here, so every chunk is
// its own family, registered the first time a text needs it: a CJK name loads
// its few chunks (~0.5 ms each), and a process that only ever draws Latin names
// loads none. Only the bold cut (700) is used; names are drawn bold.
import { GlobalFonts } from './canvas.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FONT_FAMILY = 'AzulInter';
const FONT_FILES = ['Inter_500Medium.ttf', 'Inter_800ExtraBold.ttf'];

/**
 * The fallback fonts, in the order the font string lists them: the first that
 * has a glyph draws it. `subsets` limits a package to its own script's chunks
 * (their Latin chunks would only duplicate Inter). Noto Sans SC holds the Han
 * characters and kana; its chunks claim Hangul too but lack the glyphs, so
 * Noto Sans KR comes next. Noto Emoji is monochrome: the canvas (Skia in
 * @napi-rs/canvas 1.0.11) draws Noto Color Emoji's woff2 chunks as blanks.
 */
const FALLBACKS: { pkg: string; subsets?: string[] }[] = [
  { pkg: 'noto-sans-arabic', subsets: ['arabic'] },
  { pkg: 'noto-sans-hebrew', subsets: ['hebrew', 'greek-ext', 'cyrillic-ext'] },
  { pkg: 'noto-sans-devanagari', subsets: ['devanagari'] },
  { pkg: 'noto-sans-thai', subsets: ['thai'] },
  { pkg: 'noto-sans-sc' },
  { pkg: 'noto-sans-kr' },
  { pkg: 'noto-emoji' },
];
const FALLBACK_WEIGHT = 700;

/** What Inter draws: Latin, Greek, Cyrillic and their extensions, general punctuation. */
const INTER = /^[\u0020-\u007e\u00a0-\u052f\u1e00-\u1eff\u2010-\u2027\u2030-\u205e\u20ac\u2190-\u2193\u2212]$/u;
/** Parts of a grapheme drawn with its base: joiners, variation selectors, tags, marks. */
const JOINER = /^(?:\u200c|\u200d|[\ufe00-\ufe0f]|[\u{e0020}-\u{e007f}]|\p{M})$/u;

interface Chunk {
  family: string;
  file: string;
  ranges: [number, number][];
  loaded: boolean;
}

let interRegistered = false;
let chunks: Chunk[] | null = null;
const require = createRequire(import.meta.url);

/** Registers Inter once per process; throws if a file is missing. */
export function ensureFonts(): void {
  if (interRegistered) return;
  for (const file of FONT_FILES) {
    const path = fileURLToPath(new URL(`../../assets/fonts/${file}`, import.meta.url));
    if (!GlobalFonts.registerFromPath(path, FONT_FAMILY)) {
      throw new Error(`render: could not load the bundled font ${path}`);
    }
  }
  interRegistered = true;
}

/**
 * Registers Inter and reads the fallback fonts' chunk tables (~30 ms), so the
 * first image does not pay for it; the chunks themselves load when a text needs them.
 */
export function warmFonts(): void {
  ensureFonts();
  fallbackChunks();
}

function parseRanges(list: string): [number, number][] {
  return list.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from, 16);
    return [start, to === undefined ? start : parseInt(to, 16)];
  });
}

/** The fallback chunks and the code points each claims, read from the packages' unicode.json. */
function fallbackChunks(): Chunk[] {
  if (chunks) return chunks;
  const out: Chunk[] = [];
  for (const { pkg, subsets } of FALLBACKS) {
    const dir = dirname(require.resolve(`@fontsource/${pkg}/package.json`));
    const unicode = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
    for (const [key, list] of Object.entries(unicode)) {
      const subset = key.replace(/^\[|\]$/g, '');
      if (subsets && !subsets.includes(subset)) continue;
      out.push({
        family: `Azul ${pkg} ${subset}`,
        file: join(dir, 'files', `${pkg}-${subset}-${FALLBACK_WEIGHT}-normal.woff2`),
        ranges: parseRanges(list),
        loaded: false,
      });
    }
  }
  chunks = out;
  return out;
}

function chunksFor(codePoint: number): Chunk[] {
  return fallbackChunks().filter((c) => c.ranges.some(([a, b]) => codePoint >= a && codePoint <= b));
}

/** Whether some bundled font draws this code point (joiners and marks go with their base). */
export function canDraw(codePoint: number): boolean {
  const ch = String.fromCodePoint(codePoint);
  return INTER.test(ch) || JOINER.test(ch) || chunksFor(codePoint).length > 0;
}

function load(chunk: Chunk): void {
  if (chunk.loaded) return;
  if (!GlobalFonts.registerFromPath(chunk.file, chunk.family)) {
    throw new Error(`render: could not load the fallback font ${chunk.file}`);
  }
  chunk.loaded = true;
}

// Most texts are plain Latin: their font string is Inter alone, without a lookup.
const familiesCache = new Map<string, string>();
const CACHE_LIMIT = 500;

/** The fallback families `text` needs after Inter, as a CSS list (registered on first use); "" if none. */
export function fallbackFamilies(text: string): string {
  let ascii = true;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7e) ascii = false;
  if (ascii) return '';
  const cached = familiesCache.get(text);
  if (cached !== undefined) return cached;
  const needed = new Set<Chunk>();
  for (const ch of text) {
    // Joiners and selectors are in every emoji chunk; the chunk of the emoji they join holds them too.
    if (INTER.test(ch) || JOINER.test(ch)) continue;
    for (const chunk of chunksFor(ch.codePointAt(0)!)) needed.add(chunk);
  }
  const ordered = fallbackChunks().filter((c) => needed.has(c));
  ordered.forEach(load);
  const list = ordered.map((c) => `"${c.family}"`).join(', ');
  if (familiesCache.size >= CACHE_LIMIT) familiesCache.clear();
  familiesCache.set(text, list);
  return list;
}

/**
 * A CSS font string: weight 500 (regular text) or 800 (bold), in Inter, followed
 * by the fallback fonts `text` needs (pass the text that will be drawn with it).
 */
export function font(sizePx: number, bold = false, text = ''): string {
  const fallback = fallbackFamilies(text);
  return `${bold ? 800 : 500} ${sizePx}px ${FONT_FAMILY}${fallback ? `, ${fallback}` : ''}`;
}
