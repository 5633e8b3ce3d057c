// The glyph on each tile, which tells the colors apart without color vision (blue snowflake, yellow
// sun, red diamond, black cross, white ring), as shapes in a tile's box: the pictures paint them on
// a canvas (tiles.ts), the Activity draws them as SVG in the browser, from the same geometry.
import type { Color } from '../engine/types.ts';
import type { Rect } from './geometry.ts';

/** One piece of a glyph, painted in the glyph's ink, in order. */
export type GlyphPart =
  /** Line segments stroked as one path (their crossings painted once). */
  | { kind: 'stroke'; segments: readonly [number, number, number, number][]; width: number; cap: 'round' | 'butt' }
  /** A filled disc. */
  | { kind: 'disc'; cx: number; cy: number; r: number }
  /** A circle's outline. */
  | { kind: 'ring'; cx: number; cy: number; r: number; width: number }
  /** A filled polygon. */
  | { kind: 'polygon'; points: readonly [number, number][] };

/** The glyph of `color`, centered in `r`. */
export function glyphParts(color: Color, r: Rect): GlyphPart[] {
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const s = r.w * 0.3; // the glyph's "radius"
  const at = (a: number, k: number): [number, number] => [cx + Math.cos(a) * s * k, cy + Math.sin(a) * s * k];
  switch (color) {
    case 0: {
      // Snowflake: three crossing bars with a dot at each tip.
      const width = Math.max(1.2, r.w * 0.07);
      const parts: GlyphPart[] = [];
      for (let i = 0; i < 3; i++) {
        const a = (Math.PI / 3) * i + Math.PI / 2;
        parts.push({
          kind: 'stroke',
          segments: [[cx + Math.cos(a) * s, cy + Math.sin(a) * s, cx - Math.cos(a) * s, cy - Math.sin(a) * s]],
          width,
          cap: 'round',
        });
      }
      for (let i = 0; i < 6; i++) {
        const [x, y] = at((Math.PI / 3) * i + Math.PI / 2, 1.05);
        parts.push({ kind: 'disc', cx: x, cy: y, r: r.w * 0.06 });
      }
      return parts;
    }
    case 1: {
      // Sun: a disc with eight rays.
      const width = Math.max(1.2, r.w * 0.065);
      const parts: GlyphPart[] = [{ kind: 'disc', cx, cy, r: s * 0.5 }];
      for (let i = 0; i < 8; i++) {
        const a = (Math.PI / 4) * i;
        parts.push({ kind: 'stroke', segments: [[...at(a, 0.75), ...at(a, 1.1)]], width, cap: 'round' });
      }
      return parts;
    }
    case 2:
      // Diamond.
      return [
        {
          kind: 'polygon',
          points: [
            [cx, cy - s * 1.05],
            [cx + s * 0.75, cy],
            [cx, cy + s * 1.05],
            [cx - s * 0.75, cy],
          ],
        },
      ];
    case 3:
      // Cross.
      return [
        {
          kind: 'stroke',
          segments: [
            [cx - s * 0.8, cy - s * 0.8, cx + s * 0.8, cy + s * 0.8],
            [cx + s * 0.8, cy - s * 0.8, cx - s * 0.8, cy + s * 0.8],
          ],
          width: Math.max(1.5, r.w * 0.11),
          cap: 'butt',
        },
      ];
    case 4:
      // Ring with a dot.
      return [
        { kind: 'ring', cx, cy, r: s * 0.85, width: Math.max(1.4, r.w * 0.085) },
        { kind: 'disc', cx, cy, r: s * 0.22 },
      ];
  }
}
