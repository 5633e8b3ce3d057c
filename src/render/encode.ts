// Encoding a finished canvas into the image sent to Discord.
//
// PNG, written by png.ts from the raw pixels with zlib at level 2. Measured on
// the 4-player table (draw + encode, `azul bench --render`): ~25 ms as this PNG,
// ~48 ms as Skia's lossless WebP, ~60+ ms as Skia's PNG. It is about twice the
// size of lossless WebP (~180 KB), far below what Discord shows inline. Lossless
// keeps the tile glyphs and small numbers crisp. Rejected: lossy WebP (its
// encoder is 3-4x slower than lossless here, 100-150 ms), JPEG (no transparent
// corners, ~300 KB at quality 95, softer red digits), AVIF (100+ ms).
// WebP stays available (`format: 'webp'`, the CLI's `--out x.webp`).
import type { Canvas } from '@napi-rs/canvas';
import { encodeFastPng } from './png.ts';

export interface RenderedImage {
  data: Buffer;
  fileName: string;
  contentType: string;
  /** Alt text for screen readers (Discord attachment description), under 1000 characters. */
  description: string;
  width: number;
  height: number;
}

export type ImageFormat = 'png' | 'webp';

/** Encodes mostly off the main thread (zlib and canvas.encode run on worker threads), so the bot's event loop keeps running. */
export function encodeCanvas(canvas: Canvas, format: ImageFormat = 'png'): Promise<Buffer> {
  return format === 'webp' ? canvas.encode('webp', 100) : encodeFastPng(canvas);
}

export async function encodeImage(canvas: Canvas, baseName: string, description: string, format: ImageFormat = 'png'): Promise<RenderedImage> {
  const data = await encodeCanvas(canvas, format);
  return {
    data,
    fileName: `${baseName}.${format}`,
    contentType: `image/${format}`,
    description,
    width: canvas.width,
    height: canvas.height,
  };
}
