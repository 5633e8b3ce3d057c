// Drawing one tile: a colored face plus the glyph that tells the colors apart
// without color vision (blue snowflake, yellow sun, red diamond, black cross,
// white ring), all drawn with paths.
import { createCanvas, type Canvas, type SKRSContext2D } from './canvas.ts';
import type { Color } from '../engine/types.ts';
import type { Rect } from './geometry.ts';
import { font } from './fonts.ts';
import { glyphParts } from './glyphs.ts';
import { HINT_FILL, MARKER_EDGE, MARKER_FILL, SLOT, SLOT_EDGE, TILE_EDGE, TILE_FILL, TILE_GLYPH } from './palette.ts';

export function roundRect(ctx: SKRSContext2D, r: Rect, radius: number): void {
  ctx.beginPath();
  ctx.roundRect(r.x, r.y, r.w, r.h, radius);
}

function tileRadius(r: Rect): number {
  return Math.max(2, r.w * 0.16);
}

/** A placed tile: face, edge, glyph and a small drop shadow. */
export function drawTile(ctx: SKRSContext2D, r: Rect, color: Color): void {
  drawSprite(ctx, r, `tile${color}`, paintTile, color);
}

function paintTile(ctx: SKRSContext2D, r: Rect, color: Color): void {
  ctx.save();
  const radius = tileRadius(r);
  // A drop shadow under placed tiles, so they read as objects.
  ctx.fillStyle = 'rgba(60,40,10,0.28)';
  roundRect(ctx, { x: r.x + 1.5, y: r.y + 2.5, w: r.w, h: r.h }, radius);
  ctx.fill();
  ctx.fillStyle = TILE_FILL[color];
  roundRect(ctx, r, radius);
  ctx.fill();
  ctx.lineWidth = Math.max(1, r.w * 0.045);
  ctx.strokeStyle = TILE_EDGE[color];
  roundRect(
    ctx,
    { x: r.x + ctx.lineWidth / 2, y: r.y + ctx.lineWidth / 2, w: r.w - ctx.lineWidth, h: r.h - ctx.lineWidth },
    radius,
  );
  ctx.stroke();
  drawGlyph(ctx, r, color);
  ctx.restore();
}

/** The glyph of `color`, centered in `r`, in the glyph color (or `ink` if given): glyphs.ts's shapes. */
export function drawGlyph(ctx: SKRSContext2D, r: Rect, color: Color, ink?: string): void {
  ctx.save();
  ctx.fillStyle = ink ?? TILE_GLYPH[color];
  ctx.strokeStyle = ink ?? TILE_GLYPH[color];
  ctx.lineJoin = 'round';
  for (const part of glyphParts(color, r)) {
    ctx.beginPath();
    switch (part.kind) {
      case 'stroke':
        ctx.lineWidth = part.width;
        ctx.lineCap = part.cap;
        for (const [x1, y1, x2, y2] of part.segments) {
          ctx.moveTo(x1, y1);
          ctx.lineTo(x2, y2);
        }
        ctx.stroke();
        break;
      case 'disc':
        ctx.arc(part.cx, part.cy, part.r, 0, Math.PI * 2);
        ctx.fill();
        break;
      case 'ring':
        ctx.lineWidth = part.width;
        ctx.arc(part.cx, part.cy, part.r, 0, Math.PI * 2);
        ctx.stroke();
        break;
      case 'polygon':
        part.points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
        ctx.closePath();
        ctx.fill();
        break;
    }
  }
  ctx.restore();
}

/** An empty space: pattern line slot, floor space or a plain (gray wall) space. */
export function drawSlot(ctx: SKRSContext2D, r: Rect, fill = SLOT, edge = SLOT_EDGE): void {
  drawSprite(ctx, r, `slot${fill}${edge}`, (c, at) => paintSlot(c, at, fill, edge), 0);
}

function paintSlot(ctx: SKRSContext2D, r: Rect, fill: string, edge: string): void {
  ctx.fillStyle = fill;
  roundRect(ctx, r, tileRadius(r));
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = edge;
  roundRect(ctx, { x: r.x + 0.75, y: r.y + 0.75, w: r.w - 1.5, h: r.h - 1.5 }, tileRadius(r));
  ctx.stroke();
}

/**
 * An empty colored-wall space: the color that belongs there as a light tint
 * with a clear edge, and its glyph in the tile's own edge color, so the five
 * colors tell apart at a glance (and without color vision) while a placed
 * tile, solid and shadowed, still stands out.
 */
export function drawWallHint(ctx: SKRSContext2D, r: Rect, color: Color): void {
  drawSprite(ctx, r, `hint${color}`, paintWallHint, color);
}

export { HINT_FILL };

function paintWallHint(ctx: SKRSContext2D, r: Rect, color: Color): void {
  paintSlot(ctx, r, HINT_FILL[color], TILE_EDGE[color]);
  ctx.save();
  ctx.globalAlpha = 0.62;
  drawGlyph(ctx, r, color, color === 4 ? TILE_GLYPH[4] : TILE_EDGE[color]);
  ctx.restore();
}

/** The starting player marker: a tile with a big "1". */
export function drawMarker(ctx: SKRSContext2D, r: Rect): void {
  drawSprite(ctx, r, 'marker', paintMarker, 0);
}

function paintMarker(ctx: SKRSContext2D, r: Rect): void {
  ctx.save();
  ctx.fillStyle = 'rgba(60,40,10,0.28)';
  roundRect(ctx, { x: r.x + 1.5, y: r.y + 2.5, w: r.w, h: r.h }, tileRadius(r));
  ctx.fill();
  ctx.fillStyle = MARKER_FILL;
  roundRect(ctx, r, tileRadius(r));
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, r.w * 0.08);
  ctx.strokeStyle = MARKER_EDGE;
  roundRect(
    ctx,
    { x: r.x + ctx.lineWidth / 2, y: r.y + ctx.lineWidth / 2, w: r.w - ctx.lineWidth, h: r.h - ctx.lineWidth },
    tileRadius(r),
  );
  ctx.stroke();
  ctx.fillStyle = MARKER_EDGE;
  ctx.font = font(Math.round(r.h * 0.68), true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('1', r.x + r.w / 2, r.y + r.h / 2 + r.h * 0.03);
  ctx.restore();
}

// Tiles are drawn hundreds of times per image from a few kinds, so each kind and
// size is painted once into a small sprite and then copied: several times faster
// than tracing the paths again, and the same pixels every time. On a scaled
// canvas (the 4-player table) the sprite is painted at the device size and copied
// 1:1 onto whole device pixels, so tiles stay as crisp as at full size.
const SPRITE_PAD = 4;
const sprites = new Map<string, Canvas>();

interface DeviceScale {
  x: number;
  y: number;
}
const UNSCALED: DeviceScale = { x: 1, y: 1 };
/** Scale set with scaleCanvas, looked up per sprite (cheaper than ctx.getTransform, ~4 µs a call). */
const deviceScales = new WeakMap<SKRSContext2D, DeviceScale>();

/** Scales all later drawing on `ctx`; the only way the renderer scales a canvas, so sprites know it. */
export function scaleCanvas(ctx: SKRSContext2D, x: number, y: number): void {
  ctx.scale(x, y);
  deviceScales.set(ctx, { x, y });
}

function drawSprite(
  ctx: SKRSContext2D,
  r: Rect,
  kind: string,
  paint: (ctx: SKRSContext2D, r: Rect, color: Color) => void,
  color: Color,
): void {
  const scale = deviceScales.get(ctx) ?? UNSCALED;
  const key = `${kind}:${r.w}x${r.h}@${scale.x}x${scale.y}`;
  let sprite = sprites.get(key);
  if (!sprite) {
    sprite = createCanvas(Math.ceil(r.w * scale.x) + 2 * SPRITE_PAD, Math.ceil(r.h * scale.y) + 2 * SPRITE_PAD);
    const spriteCtx = sprite.getContext('2d');
    spriteCtx.scale(scale.x, scale.y);
    paint(spriteCtx, { x: SPRITE_PAD / scale.x, y: SPRITE_PAD / scale.y, w: r.w, h: r.h }, color);
    sprites.set(key, sprite);
  }
  if (scale === UNSCALED) {
    ctx.drawImage(sprite, r.x - SPRITE_PAD, r.y - SPRITE_PAD);
    return;
  }
  // Unscaled, onto whole device pixels: a 1:1 copy, no resampling blur (and a
  // little faster to rasterize than a scaled drawImage that lands on the same pixels).
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(sprite, Math.round(r.x * scale.x) - SPRITE_PAD, Math.round(r.y * scale.y) - SPRITE_PAD);
  ctx.restore();
}
