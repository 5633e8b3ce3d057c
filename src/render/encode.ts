// Encoding a finished canvas into the image sent to Discord.
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

/** PNG: lossless, so tile glyphs and small numbers stay crisp (see bench --render for WebP). */
export async function encodeImage(canvas: Canvas, baseName: string, description: string): Promise<RenderedImage> {
  const data = await canvas.encode('png');
  return {
    data,
    fileName: `${baseName}.png`,
    contentType: 'image/png',
    description,
    width: canvas.width,
    height: canvas.height,
  };
}
