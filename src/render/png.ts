// A PNG written from the canvas's raw pixels with node:zlib at a fast level.
//
// Skia's own PNG and lossless-WebP encoders spend 30-60 ms on a 4-player table;
// our images are flat colors, text and a few hundred identical tile sprites,
// which plain deflate at level 2 packs about as small as Skia's PNG in ~8 ms
// (numbers: `azul bench --render`). zlib.deflate runs on libuv's thread pool, so
// the bot's event loop keeps running while it works. The same pixels always give
// the same bytes (fixed level, no timestamps or other metadata).
import { crc32, deflate } from 'node:zlib';
import { promisify } from 'node:util';
import type { Canvas } from './canvas.ts';

const deflateAsync = promisify(deflate);

/** Level 2 on a 1088x1140 table: 8 ms, 203 KB. Level 1 is no faster and bigger; level 6 takes ~4x as long for -20%. */
export const PNG_DEFLATE_LEVEL = 2;

/**
 * zlib's output chunk: a whole image's deflated bytes (~100-250 KB) in one or two, not node's default
 * 16 KB, after each of which the thread pool hands back to the event loop (on the 4-player table, 3.8 ms
 * of CPU an image instead of 4.4).
 */
const OUTPUT_CHUNK = 256 * 1024;

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

export async function encodeFastPng(canvas: Canvas, level = PNG_DEFLATE_LEVEL): Promise<Buffer> {
  const { width, height } = canvas;
  // getImageData gives straight-alpha RGBA, as PNG wants (canvas.data() is premultiplied).
  const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const buffer = takeBuffer((width * 4 + 1) * height);
  let compressed: Buffer;
  try {
    const scanlines = scanlinesOf(
      new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength),
      width,
      height,
      buffer,
    );
    compressed = await deflateAsync(scanlines, { level, memLevel: 9, chunkSize: OUTPUT_CHUNK });
  } finally {
    giveBack(buffer);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  // bytes 10-12: deflate, adaptive filtering, no interlace
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', compressed), chunk('IEND', Buffer.alloc(0))]);
}

/** PNG rows: a filter byte (0, none: flat colors compress well without one) before each row of pixels. */
function scanlinesOf(pixels: Uint8Array, width: number, height: number, buffer: Buffer): Buffer {
  const stride = width * 4;
  if (pixels.length !== stride * height)
    throw new Error(`render: expected ${width}x${height} RGBA pixels, got ${pixels.length} bytes`);
  const out = buffer.subarray(0, (stride + 1) * height);
  for (let y = 0; y < height; y++) {
    out[y * (stride + 1)] = 0;
    out.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return out;
}

// The few-MB row buffer is reused: fresh memory costs page faults on every
// image (~2.5 ms for 3.5 MB here). Each encode holds its own buffer until zlib is
// done with it, so concurrent renders never share one; every byte used is rewritten.
// One is kept (the biggest seen: it fits every image): a second only served two encodes at once,
// rare, and would hold 4-8 MB for good.
const spareBuffers: Buffer[] = [];
const MAX_SPARE = 1;

function takeBuffer(size: number): Buffer {
  const i = spareBuffers.findIndex((b) => b.length >= size);
  return i >= 0 ? spareBuffers.splice(i, 1)[0] : Buffer.allocUnsafe(size);
}

function giveBack(buffer: Buffer): void {
  if (spareBuffers.length < MAX_SPARE) spareBuffers.push(buffer);
  else {
    // Keep the biggest ones: they fit every image.
    spareBuffers.sort((a, b) => a.length - b.length);
    if (spareBuffers[0].length < buffer.length) spareBuffers[0] = buffer;
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}
