// Encoding a finished canvas into the image sent to Discord.
//
// PNG, written by png.ts from the raw pixels with zlib at level 2: on a 4-player
// table it encodes in ~10 ms where Skia's lossless WebP takes ~30-40 ms and
// Skia's PNG ~60 ms (numbers: `azul bench --render`). It is about twice the size
// of lossless WebP (~200 KB), well within what Discord shows inline. Lossless
// keeps the tile glyphs and small numbers crisp; lossy WebP is slower here (its
// encoder does more work) and JPEG fringes the colored edges and text.
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
