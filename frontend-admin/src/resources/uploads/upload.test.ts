import { AdminCall } from '@site/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError, type ApiClient } from '../../api/client';
import { uploadAnyFile, uploadInParts } from './upload';

/** An ApiClient that records the parts sent; each entry of `failures` fails one attempt of that part. */
function fakeClient(
  init: { chunk_size: number; total_parts: number; uploaded_parts: number[] },
  failures: number[] = [],
) {
  const parts: number[] = [];
  const client: ApiClient = {
    call: vi.fn(async (name: string) => {
      if (name === AdminCall.UPLOAD_MULTI_INIT) return { upload_id: 'u1', ...init };
      return { url: '/uploads/2026/11/f.bin', file_name: 'big.bin', file_size: 10, sha256: 'x' };
    }) as ApiClient['call'],
    upload: vi.fn(async (name: string, form: FormData, onProgress?: (fraction: number) => void) => {
      if (name === AdminCall.UPLOAD_PIC) return '/uploads/2026/11/p.png';
      const part = Number(form.get('part_number'));
      if (failures[0] === part) {
        failures.shift();
        throw new ApiCallError(0, '无法连接服务器，请检查网络后重试');
      }
      onProgress?.(1);
      parts.push(part);
      return { part_number: part, size: (form.get('file') as Blob).size };
    }) as ApiClient['upload'],
  };
  return { client, parts };
}

const file = (size: number, name = 'big.bin', type = 'application/octet-stream') =>
  new File([new Uint8Array(size)], name, { type });

describe('multi-part uploads', () => {
  it('sends every part of chunk_size bytes, then finishes, reporting progress up to 1', async () => {
    const { client, parts } = fakeClient({ chunk_size: 4, total_parts: 3, uploaded_parts: [] });
    const progress: number[] = [];
    const result = await uploadInParts(client, file(10), (fraction) => progress.push(fraction));
    expect(parts).toEqual([1, 2, 3]);
    expect(result.url).toBe('/uploads/2026/11/f.bin');
    expect(client.call).toHaveBeenCalledWith(AdminCall.UPLOAD_MULTI_INIT, { file_name: 'big.bin', file_size: 10 });
    expect(client.call).toHaveBeenLastCalledWith(AdminCall.UPLOAD_MULTI_FINISH, { upload_id: 'u1' });
    expect(progress.at(-1)).toBe(1);
  });

  it('resumes: parts the server already holds are not sent again', async () => {
    const { client, parts } = fakeClient({ chunk_size: 4, total_parts: 3, uploaded_parts: [1, 2] });
    await uploadInParts(client, file(10));
    expect(parts).toEqual([3]);
  });

  it('retries a failed part, and gives up after three tries with the error', async () => {
    const retried = fakeClient({ chunk_size: 4, total_parts: 1, uploaded_parts: [] }, [1]);
    await uploadInParts(retried.client, file(4));
    expect(retried.parts).toEqual([1]);

    const broken = fakeClient({ chunk_size: 4, total_parts: 1, uploaded_parts: [] }, [1, 1, 1]);
    await expect(uploadInParts(broken.client, file(4))).rejects.toThrow('无法连接服务器');
  });

  it('sends pictures the server takes as pictures through upload_pic, anything else in parts', async () => {
    const { client } = fakeClient({ chunk_size: 4, total_parts: 1, uploaded_parts: [] });
    expect(await uploadAnyFile(client, file(3, 'a.png', 'image/png'))).toEqual({
      url: '/uploads/2026/11/p.png',
      file_name: 'a.png',
      file_size: 3,
    });
    expect((await uploadAnyFile(client, file(3, 'a.svg', 'image/svg+xml'))).url).toBe('/uploads/2026/11/f.bin');
  });
});
