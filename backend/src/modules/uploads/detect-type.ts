/**
 * Content type detection from a file's first bytes ("magic numbers"). The name and the type the
 * client claims are never trusted: they are what an attacker controls. Only the types in this table
 * can ever be detected, so nothing stored is ever served as HTML, SVG or script.
 */
export interface DetectedType {
  readonly mime: string;
  /** Extension of the stored file, without the dot. */
  readonly ext: string;
}

/** How many leading bytes `detectType` looks at; callers keep at least this many. */
export const DETECT_HEAD_BYTES = 64;

/** Every type that can be detected. */
const TYPES = {
  png: { mime: 'image/png', ext: 'png' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  gif: { mime: 'image/gif', ext: 'gif' },
  webp: { mime: 'image/webp', ext: 'webp' },
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  zip: { mime: 'application/zip', ext: 'zip' },
  gzip: { mime: 'application/gzip', ext: 'gz' },
  sevenZip: { mime: 'application/x-7z-compressed', ext: '7z' },
  rar: { mime: 'application/vnd.rar', ext: 'rar' },
  mp4: { mime: 'video/mp4', ext: 'mp4' },
  mov: { mime: 'video/quicktime', ext: 'mov' },
  m4a: { mime: 'audio/mp4', ext: 'm4a' },
  webm: { mime: 'video/webm', ext: 'webm' },
  mkv: { mime: 'video/x-matroska', ext: 'mkv' },
  avi: { mime: 'video/x-msvideo', ext: 'avi' },
  mp3: { mime: 'audio/mpeg', ext: 'mp3' },
  wav: { mime: 'audio/wav', ext: 'wav' },
  ogg: { mime: 'audio/ogg', ext: 'ogg' },
  flac: { mime: 'audio/flac', ext: 'flac' },
} as const satisfies Record<string, DetectedType>;

/** Anything else a multi-part upload may carry: served as an opaque download. */
export const OCTET_STREAM: DetectedType = { mime: 'application/octet-stream', ext: 'bin' };

/** The image types `upload_pic` accepts. */
export const PICTURE_MIMES: ReadonlySet<string> = new Set(
  [TYPES.png, TYPES.jpeg, TYPES.gif, TYPES.webp].map((t) => t.mime),
);

/** The only types stored files are ever served with: what can be detected, and the fallback. */
export const SERVABLE_MIMES: ReadonlySet<string> = new Set([...Object.values(TYPES), OCTET_STREAM].map((t) => t.mime));

const ascii = (head: Buffer, offset: number, text: string) =>
  head.length >= offset + text.length && head.toString('latin1', offset, offset + text.length) === text;

const bytes = (head: Buffer, offset: number, expected: number[]) =>
  head.length >= offset + expected.length && expected.every((value, i) => head[offset + i] === value);

/** ISO base media (mp4, mov, m4a): `ftyp` box at offset 4, the major brand after it. */
function isoMedia(head: Buffer): DetectedType | null {
  if (!ascii(head, 4, 'ftyp') || head.length < 12) return null;
  const brand = head.toString('latin1', 8, 12);
  if (brand === 'qt  ') return TYPES.mov;
  if (brand.startsWith('M4A') || brand.startsWith('M4B')) return TYPES.m4a;
  return TYPES.mp4;
}

/** RIFF containers: WebP images, WAVE audio, AVI video. */
function riff(head: Buffer): DetectedType | null {
  if (!ascii(head, 0, 'RIFF')) return null;
  if (ascii(head, 8, 'WEBP')) return TYPES.webp;
  if (ascii(head, 8, 'WAVE')) return TYPES.wav;
  if (ascii(head, 8, 'AVI ')) return TYPES.avi;
  return null;
}

/** EBML (Matroska): WebM when its DocType says so. */
function ebml(head: Buffer): DetectedType | null {
  if (!bytes(head, 0, [0x1a, 0x45, 0xdf, 0xa3])) return null;
  return head.includes('webm', 4, 'latin1') ? TYPES.webm : TYPES.mkv;
}

/** MP3: an ID3v2 tag, or an MPEG audio layer III frame header (11 sync bits, layer bits 01). */
function mp3(head: Buffer): DetectedType | null {
  if (ascii(head, 0, 'ID3')) return TYPES.mp3;
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0 && ((head[1] >> 1) & 0x03) === 0x01) {
    return TYPES.mp3;
  }
  return null;
}

const SIGNATURES: Array<[(head: Buffer) => boolean, DetectedType]> = [
  [(h) => bytes(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), TYPES.png],
  [(h) => bytes(h, 0, [0xff, 0xd8, 0xff]), TYPES.jpeg],
  [(h) => ascii(h, 0, 'GIF87a') || ascii(h, 0, 'GIF89a'), TYPES.gif],
  [(h) => ascii(h, 0, '%PDF-'), TYPES.pdf],
  // Local file header, empty archive, spanned archive. docx/xlsx/pptx/odt are zip archives too.
  [(h) => ['PK\x03\x04', 'PK\x05\x06', 'PK\x07\x08'].some((magic) => ascii(h, 0, magic)), TYPES.zip],
  [(h) => bytes(h, 0, [0x1f, 0x8b]), TYPES.gzip],
  [(h) => bytes(h, 0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), TYPES.sevenZip],
  [(h) => ascii(h, 0, 'Rar!\x1a\x07'), TYPES.rar],
  [(h) => ascii(h, 0, 'OggS'), TYPES.ogg],
  [(h) => ascii(h, 0, 'fLaC'), TYPES.flac],
];

/** The type of a file from its first bytes (at least `DETECT_HEAD_BYTES` when the file has them), or null. */
export function detectType(head: Buffer): DetectedType | null {
  for (const [matches, type] of SIGNATURES) if (matches(head)) return type;
  return riff(head) ?? isoMedia(head) ?? ebml(head) ?? mp3(head);
}
