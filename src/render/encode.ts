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
import { createCanvas, type Canvas } from './canvas.ts';
import { PANEL } from './palette.ts';
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

export type ImageFormat = 'png' | 'webp' | 'jpeg';

/** File name extension of each format. */
export const FORMAT_EXTENSION: Record<ImageFormat, string> = { png: 'png', webp: 'webp', jpeg: 'jpg' };

/** JPEG quality: high, so the small digits stay crisp. */
const JPEG_QUALITY = 92;

/**
 * Encodes mostly off the main thread (zlib and canvas.encode run
 * on worker threads), so the bot's event loop keeps running.
 */
export async function encodeCanvas(canvas: Canvas, format: ImageFormat = 'png'): Promise<Buffer> {
  if (format === 'webp') return canvas.encode('webp', 100);
  if (format === 'jpeg') {
    const flat = flattened(canvas);
    try {
      return await flat.encode('jpeg', JPEG_QUALITY);
    } finally {
      releasePixels(flat);
    }
  }
  return encodeFastPng(canvas);
}

/**
 * Frees a canvas's pixels now instead of at its garbage collection. A table's pixels (~5-12 MB)
 * live outside the JS heap where V8 does not count them, so a bot drawing image after image
 * kept many dead canvases alive between collections (a process that drew 40 four-player tables held
 * 221 MB without this, 170 MB with it). Resizing a canvas drops its surface at once.
 */
export function releasePixels(canvas: Canvas): void {
  canvas.width = 1;
  canvas.height = 1;
}

/** JPEG has no transparency: the rounded corners are filled with the panel's color. */
function flattened(canvas: Canvas): Canvas {
  const out = createCanvas(canvas.width, canvas.height);
  const ctx = out.getContext('2d');
  ctx.fillStyle = PANEL;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(canvas, 0, 0);
  return out;
}

export async function encodeImage(
  canvas: Canvas,
  baseName: string,
  description: string,
  format: ImageFormat = 'png',
): Promise<RenderedImage> {
  const { width, height } = canvas;
  let data: Buffer;
  try {
    data = await encodeCanvas(canvas, format);
  } finally {
    releasePixels(canvas);
  }
  return {
    data,
    fileName: `${baseName}.${FORMAT_EXTENSION[format]}`,
    contentType: `image/${format}`,
    description,
    width,
    height,
  };
}

/**
 * An image made smaller for an upload that was refused as too large: scaled by `scale` and
 * re-encoded as JPEG (lossy), under the same base name with a .jpg extension.
 */
export async function shrinkImage(
  data: Buffer,
  fileName: string,
  scale = 0.6,
  quality = 70,
): Promise<{ data: Buffer; fileName: string }> {
  const { loadImage } = await import('./canvas.ts');
  const image = await loadImage(data);
  const canvas = createCanvas(
    Math.max(1, Math.round(image.width * scale)),
    Math.max(1, Math.round(image.height * scale)),
  );
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PANEL;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  try {
    return { data: await canvas.encode('jpeg', quality), fileName: fileName.replace(/\.[a-z]+$/i, '.jpg') };
  } finally {
    releasePixels(canvas);
  }
}
