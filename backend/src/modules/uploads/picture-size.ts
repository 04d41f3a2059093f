import type { PictureSize } from '@site/contract';
import { loadSharp } from './load-sharp';

/**
 * A picture's size as browsers show it (EXIF orientation applied), read from its header by sharp; null for a file
 * sharp does not read as a picture. `input` is a file path or the file's bytes.
 */
export async function pictureSizeOf(input: string | Buffer): Promise<PictureSize | null> {
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(input).metadata();
    const { width, height } = metadata.autoOrient ?? metadata;
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

export const isPicture = (mime: string) => mime.startsWith('image/');
