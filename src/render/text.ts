// Text drawing helpers: fit a string into a width, align it in a box.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Rect } from './geometry.ts';
import { font } from './fonts.ts';

/** `text`, shortened with an ellipsis until it fits `maxWidth` in the current font. */
export function fitText(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  const chars = Array.from(text);
  while (chars.length > 1) {
    chars.pop();
    const candidate = `${chars.join('').trimEnd()}…`;
    if (ctx.measureText(candidate).width <= maxWidth) return candidate;
  }
  return '…';
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color: string;
  align?: 'left' | 'center' | 'right';
}

/**
 * Draws one line of text vertically centered in `box`, aligned as asked, shortened
 * to fit the box's width. Returns the width actually drawn.
 */
export function textInBox(ctx: SKRSContext2D, text: string, box: Rect, style: TextStyle): number {
  ctx.save();
  ctx.font = font(style.size, style.bold);
  ctx.fillStyle = style.color;
  ctx.textBaseline = 'middle';
  const align = style.align ?? 'left';
  ctx.textAlign = align;
  const shown = fitText(ctx, text, box.w);
  const x = align === 'left' ? box.x : align === 'right' ? box.x + box.w : box.x + box.w / 2;
  // Inter's middle sits a little high; nudge so digits look centered.
  ctx.fillText(shown, x, box.y + box.h / 2 + style.size * 0.04);
  const width = ctx.measureText(shown).width;
  ctx.restore();
  return width;
}

export function measure(ctx: SKRSContext2D, text: string, size: number, bold = false): number {
  ctx.save();
  ctx.font = font(size, bold);
  const width = ctx.measureText(text).width;
  ctx.restore();
  return width;
}
