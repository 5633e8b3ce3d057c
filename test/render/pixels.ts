// Pixel comparison for the golden-image tests: images are decoded with
// @napi-rs/canvas, scaled to half size (keeps the goldens small in the repo)
// and compared with a tolerance, since anti-aliasing may differ a little
// between machines.
import { createCanvas, loadImage, type Canvas } from '../../src/render/canvas.ts';

export interface PixelDiff {
  /** Mean absolute difference per channel, 0..255. */
  meanAbs: number;
  /** Share of pixels (0..1) with some channel off by more than 48. */
  differing: number;
  sameSize: boolean;
}

export async function halfSize(data: Buffer): Promise<Canvas> {
  const img = await loadImage(data);
  const canvas = createCanvas(Math.round(img.width / 2), Math.round(img.height / 2));
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas;
}

export async function decode(data: Buffer): Promise<{ width: number; height: number; pixels: Uint8ClampedArray }> {
  const img = await loadImage(data);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, pixels: ctx.getImageData(0, 0, img.width, img.height).data };
}

export function comparePixels(
  a: { width: number; height: number; pixels: Uint8ClampedArray },
  b: { width: number; height: number; pixels: Uint8ClampedArray },
): PixelDiff {
  if (a.width !== b.width || a.height !== b.height) return { meanAbs: 255, differing: 1, sameSize: false };
  let total = 0;
  let differing = 0;
  for (let i = 0; i < a.pixels.length; i += 4) {
    let worst = 0;
    for (let c = 0; c < 4; c++) {
      const d = Math.abs(a.pixels[i + c] - b.pixels[i + c]);
      total += d;
      if (d > worst) worst = d;
    }
    if (worst > 48) differing++;
  }
  return { meanAbs: total / a.pixels.length, differing: differing / (a.pixels.length / 4), sameSize: true };
}

/** The tolerance the golden tests allow. */
export const MAX_MEAN_ABS = 1.0;
// 0.15%: one table tile (a 20 px square at half size) on the 2-player table is 0.2% of its pixels.
export const MAX_DIFFERING = 0.0015;

export function withinTolerance(d: PixelDiff): boolean {
  return d.sameSize && d.meanAbs <= MAX_MEAN_ABS && d.differing <= MAX_DIFFERING;
}
