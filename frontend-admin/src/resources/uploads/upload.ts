import { AdminCall, type MultiUploadInit, type MultiUploadResult } from '@site/contract';
import type { ApiClient, ProgressListener } from '../../api/client';

/** What `upload_pic` takes (api-contract.md); anything else goes through the multi-part calls. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** Tries per part before the upload stops; calling `uploadInParts` again resumes where it stopped. */
const PART_ATTEMPTS = 3;

export interface UploadedFile {
  url: string;
  file_name: string;
  file_size: number;
}

/** One image through `adm/upload_pic`; resolves to its URL. */
export async function uploadPicture(api: ApiClient, file: File, onProgress?: ProgressListener): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<string>(AdminCall.UPLOAD_PIC, form, onProgress);
}

async function sendPart(
  api: ApiClient,
  uploadId: string,
  partNumber: number,
  chunk: Blob,
  onProgress: ProgressListener,
) {
  for (let attempt = 1; ; attempt++) {
    const form = new FormData();
    form.append('upload_id', uploadId);
    form.append('part_number', String(partNumber));
    form.append('file', chunk);
    try {
      return await api.upload(AdminCall.UPLOAD_MULTI_PART, form, onProgress);
    } catch (error) {
      if (attempt >= PART_ATTEMPTS) throw error;
    }
  }
}

/**
 * Any file through `upload_multi_init` / `_part` / `_finish`. The server recognises the same admin, name and
 * size again and lists the parts it already holds, so after a failure calling this again resumes the upload.
 */
export async function uploadInParts(
  api: ApiClient,
  file: File,
  onProgress?: ProgressListener,
): Promise<MultiUploadResult> {
  const init = await api.call<MultiUploadInit>(AdminCall.UPLOAD_MULTI_INIT, {
    file_name: file.name,
    file_size: file.size,
  });
  const stored = new Set(init.uploaded_parts);
  const sizeOf = (part: number) => Math.min(init.chunk_size, file.size - (part - 1) * init.chunk_size);
  let done = init.uploaded_parts.reduce((sum, part) => sum + sizeOf(part), 0);
  onProgress?.(done / file.size);

  for (let part = 1; part <= init.total_parts; part++) {
    if (stored.has(part)) continue;
    const start = (part - 1) * init.chunk_size;
    const chunk = file.slice(start, start + init.chunk_size);
    await sendPart(api, init.upload_id, part, chunk, (fraction) =>
      onProgress?.((done + fraction * chunk.size) / file.size),
    );
    done += chunk.size;
  }
  return api.call<MultiUploadResult>(AdminCall.UPLOAD_MULTI_FINISH, { upload_id: init.upload_id });
}

/** Pictures the server takes as pictures go through `upload_pic`; everything else in parts. */
export async function uploadAnyFile(api: ApiClient, file: File, onProgress?: ProgressListener): Promise<UploadedFile> {
  if (PICTURE_TYPES.includes(file.type) && file.size <= PICTURE_MAX_BYTES) {
    const url = await uploadPicture(api, file, onProgress);
    return { url, file_name: file.name, file_size: file.size };
  }
  const { url, file_name, file_size } = await uploadInParts(api, file, onProgress);
  return { url, file_name, file_size };
}
