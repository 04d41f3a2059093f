/** File-system errors that mean the upload folder has no room (or quota) left for what was being written. */
const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORAGE_FULL_CODES.has(code);
}
