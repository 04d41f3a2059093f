import type { UploadSessionEntity } from './upload-session.entity';

type Layout = Pick<UploadSessionEntity, 'upload_id' | 'file_size' | 'chunk_size' | 'total_parts'>;

/** Storage folder of one upload's parts. */
export const partsFolder = (uploadId: string) => `parts/${uploadId}`;

export const partKey = (uploadId: string, partNumber: number) => `${partsFolder(uploadId)}/${partNumber}`;

/** Every part is `chunk_size` bytes but the last, which holds the remainder. */
export function expectedPartSize(session: Layout, partNumber: number): number {
  if (partNumber < session.total_parts) return session.chunk_size;
  return session.file_size - session.chunk_size * (session.total_parts - 1);
}

/** Part numbers 1..total_parts, in order. */
export const allPartNumbers = (session: Layout) => Array.from({ length: session.total_parts }, (_, i) => i + 1);
