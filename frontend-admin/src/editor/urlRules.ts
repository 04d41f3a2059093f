/** Product spec, section 5: what the editor accepts as link, image and video addresses. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel', 'sms'];
export const IMAGE_PROTOCOLS = ['http', 'https', 'data'];
export const BLANK_LINK = 'about:blank';

const BARE_EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function hasAllowedScheme(url: string, protocols: string[]): boolean {
  const scheme = SCHEME.exec(url.trim())?.[1]?.toLowerCase();
  // No scheme: a relative address such as /uploads/… or #anchor, which stays on this site.
  return scheme === undefined ? !url.trim().startsWith('//') : protocols.includes(scheme);
}

/** A link's href: a bare e-mail address gets `mailto:`; other protocols than the allowed ones become blank. */
export function sanitizeLink(url: string): string {
  const trimmed = url.trim();
  if (BARE_EMAIL.test(trimmed)) return `mailto:${trimmed}`;
  return hasAllowedScheme(trimmed, LINK_PROTOCOLS) ? trimmed : BLANK_LINK;
}

/** An image source: http, https and data only. */
export function isAllowedImageSource(url: string): boolean {
  return hasAllowedScheme(url, IMAGE_PROTOCOLS);
}

const YOUTUBE = [
  /^(?:https?:)?\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=([A-Za-z0-9_-]{1,64})/,
  /^(?:https?:)?\/\/(?:www\.)?youtu\.be\/([A-Za-z0-9_-]{1,64})/,
  /^(?:https?:)?\/\/(?:www\.)?youtube\.com\/(?:embed|shorts|live)\/([A-Za-z0-9_-]{1,64})/,
];
const VIMEO = /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{1,20})/;

/** YouTube and Vimeo page addresses become their embed form; any other video address is kept as typed. */
export function toVideoEmbedUrl(url: string): string {
  const trimmed = url.trim();
  for (const pattern of YOUTUBE) {
    const id = pattern.exec(trimmed)?.[1];
    if (id) return `https://www.youtube.com/embed/${id}`;
  }
  const vimeoId = VIMEO.exec(trimmed)?.[1];
  if (vimeoId) return `https://player.vimeo.com/video/${vimeoId}`;
  return hasAllowedScheme(trimmed, LINK_PROTOCOLS) ? trimmed : BLANK_LINK;
}
