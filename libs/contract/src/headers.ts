/** Request header names of the wire contract. */
export const Header = {
  HOURLY_TOKEN: 'token',
  LANG: 'lang',
  ACCESS_TOKEN: 'access_token',
} as const;

export const DEFAULT_LANG = 'cn';
