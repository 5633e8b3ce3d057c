// Small geometry helpers shared by the layouts.

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function rect(x: number, y: number, w: number, h: number): Rect {
  return { x, y, w, h };
}

/** A move's number badge's diameter for a font size: the digit with a rim around it (layouts leave room for it). */
export function badgeDiameter(fontSize: number): number {
  return Math.round(fontSize * 1.15 + 6);
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

export function contains(outer: Rect, inner: Rect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.w <= outer.x + outer.w &&
    inner.y + inner.h <= outer.y + outer.h
  );
}

export function right(r: Rect): number {
  return r.x + r.w;
}

export function bottom(r: Rect): number {
  return r.y + r.h;
}

/**
 * Places `count` square tiles in rows inside `area`, left to right, top to bottom,
 * with the largest tile size not above `preferred` for which they all fit.
 */
export function flowSquares(area: Rect, count: number, preferred: number): Rect[] {
  if (count <= 0) return [];
  for (let size = preferred; size >= 6; size -= 1) {
    const gap = Math.max(2, Math.round(size * 0.12));
    const step = size + gap;
    const perRow = Math.floor((area.w + gap) / step);
    const rows = Math.floor((area.h + gap) / step);
    if (perRow * rows < count) continue;
    const out: Rect[] = [];
    for (let i = 0; i < count; i++) {
      const col = i % perRow;
      const row = Math.floor(i / perRow);
      out.push(rect(area.x + col * step, area.y + row * step, size, size));
    }
    return out;
  }
  throw new Error(`flowSquares: ${count} tiles cannot fit in ${area.w}x${area.h}`);
}
