// Encoding a finished canvas into the image sent to Discord.
//
// Lossless WebP (quality 100 in @napi-rs/canvas): on a 4-player table it is about
// half the size of PNG and encodes about twice as fast (numbers: `azul bench
// --render`), and Discord shows WebP inline on desktop and mobile. Lossless keeps
// the tile glyphs and small numbers crisp; lossy WebP blurs them for little gain.
import type { Canvas } from '@napi-rs/canvas';

export interface RenderedImage {
  data: Buffer;
  fileName: string;
  contentType: string;
  /** Alt text for screen readers (Discord attachment description), under 1000 characters. */
  description: string;
  width: number;
  height: number;
}

export type ImageFormat = 'webp' | 'png';

/** Encodes off the main thread (canvas.encode is async), so the bot's event loop keeps running. */
export function encodeCanvas(canvas: Canvas, format: ImageFormat = 'webp'): Promise<Buffer> {
  return format === 'webp' ? canvas.encode('webp', 100) : canvas.encode('png');
}

export async function encodeImage(canvas: Canvas, baseName: string, description: string, format: ImageFormat = 'webp'): Promise<RenderedImage> {
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
