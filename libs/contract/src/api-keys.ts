/**
 * API keys for scripts (issue 23): a super admin makes a named key with scopes; a script sends it as
 * `Authorization: Bearer <key>` on admin calls. Each admin call declares the one scope a key needs for it; a call
 * declaring none (accounts, keys, settings, backups, sessions, two-factor, audit) refuses keys.
 */
export const ApiKeyScope = {
  /** get_*_list/detail of the content families, revisions and the media library. */
  CONTENT_READ: 'content_read',
  /** save/delete/status/restore of content, media deletion. */
  CONTENT_WRITE: 'content_write',
  /** upload_pic and the multi-part upload calls. */
  UPLOADS: 'uploads',
} as const;

export type ApiKeyScope = (typeof ApiKeyScope)[keyof typeof ApiKeyScope];
export const API_KEY_SCOPES = Object.values(ApiKeyScope);

/**
 * Every key starts with this, so the server tells a key from an access token (32 random bytes in base64url, which
 * start with this prefix once in 64⁸) and secret scanners can spot a leaked one.
 */
export const API_KEY_PREFIX = 'sitekey_';

export type ApiKeyState = 'active' | 'expired' | 'revoked';

/** One key as listed: never its secret, only the first characters to recognise it by. */
export interface ApiKey {
  id: number;
  name: string;
  /** The key's first characters (`sitekey_` and a few more), shown to tell keys apart. */
  prefix: string;
  scopes: ApiKeyScope[];
  /** The super admin who made it. */
  created_by: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
  state: ApiKeyState;
}

/** The answer of `adm/save_api_key`: the key itself, shown this once (only its digest is kept). */
export interface CreatedApiKey extends ApiKey {
  key: string;
}
