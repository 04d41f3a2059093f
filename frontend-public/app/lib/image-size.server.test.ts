import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureUploadOn } from './image-size.server';

/** The first bytes of a PNG of `width` × `height`: signature and IHDR, all image-size reads. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(33));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

const ORIGIN = 'http://127.0.0.1:9';

describe('measureUploadOn', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('measures again after a call that got no answer, then remembers the size', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValue(new Response(pngHeader(640, 360), { status: 206 }));
    vi.stubGlobal('fetch', fetch);
    const src = '/uploads/2026/11/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png';

    expect(await measureUploadOn(ORIGIN, src)).toBeNull();
    expect(await measureUploadOn(ORIGIN, src)).toEqual({ width: 640, height: 360 });
    expect(await measureUploadOn(ORIGIN, src)).toEqual({ width: 640, height: 360 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not remember a server error, but remembers a missing file', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 500 }))
      .mockResolvedValueOnce(new Response(pngHeader(10, 20), { status: 206 }))
      .mockResolvedValue(new Response('{}', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const broken = '/uploads/2026/11/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.png';
    const missing = '/uploads/2026/11/cccccccccccccccccccccccccccccccc.png';

    expect(await measureUploadOn(ORIGIN, broken)).toBeNull();
    expect(await measureUploadOn(ORIGIN, broken)).toEqual({ width: 10, height: 20 });
    expect(await measureUploadOn(ORIGIN, missing)).toBeNull();
    expect(await measureUploadOn(ORIGIN, missing)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
