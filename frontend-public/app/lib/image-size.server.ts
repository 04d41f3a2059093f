import { imageSize } from 'image-size';

export interface ImageDimensions {
  width: number;
  height: number;
}

export type MeasureImage = (src: string) => Promise<ImageDimensions | null>;

/** Enough of a file for its header: PNG, GIF and WebP need a few bytes, JPEG its first frame marker. */
const HEADER_BYTES = 64 * 1024;
/** Uploads are stored under names the server generates and never change: a size once read stays true. */
const known = new Map<string, ImageDimensions | null>();
const MAX_KNOWN = 5000;

/**
 * The size of an uploaded picture, read from the start of the file on `origin` (this server over loopback, with a
 * Range request), so the page can reserve its box before it loads. Anything else (another site's picture, an
 * unreadable file) is null.
 */
export async function measureUploadOn(origin: string, src: string): Promise<ImageDimensions | null> {
  if (!src.startsWith('/uploads/')) return null;
  if (known.has(src)) return known.get(src) ?? null;
  let response: Response;
  try {
    response = await fetch(`${origin}${src}`, {
      headers: { Range: `bytes=0-${HEADER_BYTES - 1}` },
      signal: AbortSignal.timeout(2000),
    });
  } catch {
    // No answer (a closed connection, a timeout) says nothing about the file: measured again next time.
    return null;
  }
  if (response.status >= 500) return null;
  const size = response.ok ? dimensionsOf(new Uint8Array(await response.arrayBuffer())) : null;
  if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value as string);
  known.set(src, size);
  return size;
}

/** The size in a picture's header; null when the bytes are no picture image-size reads. */
function dimensionsOf(bytes: Uint8Array): ImageDimensions | null {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
