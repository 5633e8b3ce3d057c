// How the table looks in the browser: the pictures' colors (src/render/palette.ts) and their glyphs
// (src/render/glyphs.ts) as SVG images, one per color for a placed tile and one per color for an
// empty colored-wall space, set once as style rules (through the style sheet's API: the page's
// content security policy allows no inline style).
import type { Color } from '../../engine/types.ts';
import { glyphParts, type GlyphPart } from '../../render/glyphs.ts';
import * as palette from '../../render/palette.ts';
import { HINT_FILL, TILE_EDGE, TILE_FILL, TILE_GLYPH } from '../../render/palette.ts';

const SIZE = 40;
const COLORS: Color[] = [0, 1, 2, 3, 4];

function partSvg(part: GlyphPart, ink: string): string {
  switch (part.kind) {
    case 'stroke':
      return `<path d="${part.segments.map(([a, b, c, d]) => `M${a} ${b}L${c} ${d}`).join('')}" stroke="${ink}" stroke-width="${part.width}" stroke-linecap="${part.cap}" stroke-linejoin="round" fill="none"/>`;
    case 'disc':
      return `<circle cx="${part.cx}" cy="${part.cy}" r="${part.r}" fill="${ink}"/>`;
    case 'ring':
      return `<circle cx="${part.cx}" cy="${part.cy}" r="${part.r}" stroke="${ink}" stroke-width="${part.width}" fill="none"/>`;
    case 'polygon':
      return `<polygon points="${part.points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${ink}"/>`;
  }
}

function svgUrl(body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}">${body}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/** A placed tile: its face, edge and glyph. */
function tileImage(color: Color): string {
  const r = { x: 0, y: 0, w: SIZE, h: SIZE };
  const edge = SIZE * 0.045;
  const face = `<rect x="${edge / 2}" y="${edge / 2}" width="${SIZE - edge}" height="${SIZE - edge}" rx="${SIZE * 0.16}" fill="${TILE_FILL[color]}" stroke="${TILE_EDGE[color]}" stroke-width="${edge}"/>`;
  return svgUrl(
    face +
      glyphParts(color, r)
        .map((p) => partSvg(p, TILE_GLYPH[color]))
        .join(''),
  );
}

/** An empty space of the colored wall: the color's tint, its edge, and its glyph faded. */
function hintImage(color: Color): string {
  const r = { x: 0, y: 0, w: SIZE, h: SIZE };
  const ink = color === 4 ? TILE_GLYPH[4] : TILE_EDGE[color];
  const face = `<rect x="0.75" y="0.75" width="${SIZE - 1.5}" height="${SIZE - 1.5}" rx="${SIZE * 0.16}" fill="${HINT_FILL[color]}" stroke="${TILE_EDGE[color]}" stroke-width="1.5"/>`;
  return svgUrl(
    `${face}<g opacity="0.62">${glyphParts(color, r)
      .map((p) => partSvg(p, ink))
      .join('')}</g>`,
  );
}

/** Adds the tiles' style rules to the page's style sheet, once. */
export function installTileLooks(): void {
  const sheet = [...document.styleSheets].find((s) => s.href?.endsWith('style.css')) ?? document.styleSheets[0];
  if (!sheet) return;
  // The pictures' colors, for the style sheet to use.
  const vars = Object.entries({
    panel: palette.PANEL,
    'panel-edge': palette.PANEL_EDGE,
    board: palette.BOARD,
    'board-edge': palette.BOARD_EDGE,
    slot: palette.SLOT,
    'slot-edge': palette.SLOT_EDGE,
    ink: palette.INK,
    'ink-soft': palette.INK_SOFT,
    penalty: palette.PENALTY,
    gain: palette.GAIN,
    turn: palette.TURN,
    'turn-ink': palette.TURN_INK,
    plate: palette.PLATE,
    'plate-edge': palette.PLATE_EDGE,
    'marker-fill': palette.MARKER_FILL,
    'marker-edge': palette.MARKER_EDGE,
  }).map(([name, value]) => `--${name}:${value}`);
  sheet.insertRule(`:root{${vars.join(';')}}`, sheet.cssRules.length);
  for (const color of COLORS) {
    sheet.insertRule(`.tile.c${color}{background-image:${tileImage(color)}}`, sheet.cssRules.length);
    sheet.insertRule(`.hint.c${color}{background-image:${hintImage(color)}}`, sheet.cssRules.length);
  }
}
