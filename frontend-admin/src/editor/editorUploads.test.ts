import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../api/client';
import { uploadAndInsert, type EmbedTarget } from './editorUploads';

function fakeEditor(cursor = 4): EmbedTarget & { inserted: unknown[][] } {
  const inserted: unknown[][] = [];
  return {
    inserted,
    getSelection: () => ({ index: cursor, length: 0 }),
    getLength: () => 10,
    insertEmbed: (index, type, value) => inserted.push([index, type, value]),
    setSelection: vi.fn(),
  };
}

const notices = () => ({ uploaded: vi.fn(), failed: vi.fn() });

describe('editor uploads', () => {
  it("on code 0 shows '上传成功' and inserts the returned address at the cursor", async () => {
    const editor = fakeEditor();
    const notice = notices();
    const inserted = await uploadAndInsert(
      editor,
      undefined,
      async () => '/uploads/2026/11/a.png',
      (url) => ['image', url],
      notice,
    );
    expect(inserted).toBe(true);
    expect(notice.uploaded).toHaveBeenCalled();
    expect(editor.inserted).toEqual([[4, 'image', '/uploads/2026/11/a.png']]);
    expect(editor.setSelection).toHaveBeenCalledWith(5, 0, 'silent');
  });

  it("otherwise shows '上传失败！' with the server's message and inserts nothing", async () => {
    const editor = fakeEditor();
    const notice = notices();
    const inserted = await uploadAndInsert(
      editor,
      2,
      () => Promise.reject(new ApiCallError(415, '只能上传 png、jpeg、gif 或 webp 图片')),
      (url: string) => ['image', url],
      notice,
    );
    expect(inserted).toBe(false);
    expect(notice.failed).toHaveBeenCalledWith('只能上传 png、jpeg、gif 或 webp 图片');
    expect(notice.uploaded).not.toHaveBeenCalled();
    expect(editor.inserted).toEqual([]);
  });

  it('inserts a dropped file where it was dropped, and a file as a file blot', async () => {
    const editor = fakeEditor();
    await uploadAndInsert(
      editor,
      7,
      async () => ({ url: '/uploads/2026/11/b.pdf', file_name: '手册.pdf' }),
      (file) => ['file', { url: file.url, name: file.file_name }],
      notices(),
    );
    expect(editor.inserted).toEqual([[7, 'file', { url: '/uploads/2026/11/b.pdf', name: '手册.pdf' }]]);
  });
});
