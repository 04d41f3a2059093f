/** Request header names of the wire contract. */
export const Header = {
  HOURLY_TOKEN: 'token',
  LANG: 'lang',
  ACCESS_TOKEN: 'access_token',
  /** Extension of the contract: a preview grant (see preview.ts), sent by the public site's server only. */
  PREVIEW: 'x-preview',
  /**
   * Extension of the contract: who a public page's reader is (a crawler or a person, and which), sealed by the public
   * site's server for its own calls; counters count a person once per item in a window, a crawler never.
   */
  VISITOR: 'x-visitor',
} as const;

export const DEFAULT_LANG = 'cn';
