/** Longest original file name kept (characters); the column holds 255. */
export const FILE_NAME_MAX = 255;

const FALLBACK_NAME = 'file';
// C0/C1 controls (NUL included), and bidi overrides that make "evil‮gpj.exe" look like "evilexe.jpg".
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The client's file name reduced to something safe to keep as metadata and to offer as a download
 * name: no folders, no control or bidi characters, not only dots, at most 255 characters.
 * It never decides where anything is written: stored files get generated names.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(UNSAFE_CHARS, '')
    .trim()
    .replace(/[. ]+$/, '');
  if (!cleaned || /^\.+$/.test(cleaned)) return FALLBACK_NAME;
  return Array.from(cleaned).slice(0, FILE_NAME_MAX).join('');
}
