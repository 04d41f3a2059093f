import { ApiCallError } from '../api/client';

/** The part of Quill the upload handlers use (kept small so they can be tested without an editor). */
export interface EmbedTarget {
  getSelection(focus?: boolean): { index: number; length: number } | null;
  getLength(): number;
  insertEmbed(index: number, type: string, value: unknown, source?: 'user' | 'api' | 'silent'): unknown;
  setSelection(index: number, length?: number, source?: 'user' | 'api' | 'silent'): void;
}

/** What the editor tells of an upload, in the interface language (app.media.uploaded, app.media.failed). */
export interface UploadNotices {
  uploaded(): void;
  /** `message`: the server's reason. */
  failed(message: string): void;
}

function messageOf(error: unknown): string {
  return error instanceof ApiCallError || error instanceof Error ? error.message : String(error);
}

/**
 * Product spec, section 8: code 0 says so ('上传成功' in Chinese) and inserts the returned address; anything else says
 * the upload failed ('上传失败！') with the server's message, and inserts nothing.
 */
export async function uploadAndInsert<T>(
  editor: EmbedTarget,
  at: number | undefined,
  upload: () => Promise<T>,
  embed: (result: T) => [type: string, value: unknown],
  notices: UploadNotices,
): Promise<boolean> {
  let result: T;
  try {
    result = await upload();
  } catch (error) {
    notices.failed(messageOf(error));
    return false;
  }
  notices.uploaded();
  const index = at ?? editor.getSelection(true)?.index ?? editor.getLength();
  const [type, value] = embed(result);
  editor.insertEmbed(index, type, value, 'user');
  editor.setSelection(index + 1, 0, 'silent');
  return true;
}

/** Opens the browser's file picker; resolves to the chosen file (image insert: `image/*` only). */
export function pickFile(accept?: string): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    if (accept) input.accept = accept;
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null));
    input.addEventListener('cancel', () => resolve(null));
    input.click();
  });
}
