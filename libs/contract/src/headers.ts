/** Request header names of the wire contract. */
export const Header = {
  HOURLY_TOKEN: 'token',
  LANG: 'lang',
  ACCESS_TOKEN: 'access_token',
  /** Extension of the contract: a preview grant (see preview.ts), sent by the public site's server only. */
  PREVIEW: 'x-preview',
} as const;

export const DEFAULT_LANG = 'cn';
