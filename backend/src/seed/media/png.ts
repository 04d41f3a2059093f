import { PNG } from 'pngjs';
import type { Raster } from './raster';

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Options for the demo's pictures: PNG's "Up" filter on every row (pngjs's default tries all five per row, which
 * for gradients and flat shapes compresses barely better and is several times slower) and a middle deflate level.
 */
const OPTIONS = { colorType: 2, inputColorType: 2, inputHasAlpha: false, filterType: 2, deflateLevel: 4 } as const;

/** An 8-bit truecolour PNG (colour type 2, no alpha) of the raster, written by pngjs. */
export function encodePng({ width, height, pixels }: Raster): Buffer {
  const image = { width, height, data: Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength) };
  return PNG.sync.write(image as PNG, OPTIONS);
}
