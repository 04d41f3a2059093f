import type { AdminRole, ApiKeyScope } from '@site/contract';

/** The signed-in admin behind a request, set by the auth guard. */
export interface AuthenticatedAdmin {
  id: number;
  username: string;
  role: AdminRole;
  /** Id of the access token row that authenticated this request (for logout). */
  tokenId: number;
  /** The site requires TOTP and this admin has not enrolled: only the calls marked `@AllowedBeforeTotp` answer. */
  totpPending?: boolean;
  /** Its password was reset on the server: only the calls marked `@AllowedBeforePasswordChange` answer. */
  passwordChangePending?: boolean;
  /** Set when an API key made the call: the admin is the super admin who made the key. */
  apiKey?: { id: number; name: string };
}

/**
 * Resolves an opaque access token to its admin; `'expired'` when it was valid but its lifetime is over (the client
 * should sign in again, and a program can tell this from a token it never had), null when the token is unknown,
 * revoked or its admin is disabled. Implemented by the auth module.
 */
export abstract class AccessTokenVerifier {
  abstract verify(accessToken: string): Promise<AuthenticatedAdmin | 'expired' | null>;
}

/**
 * Resolves an API key (`Authorization: Bearer sitekey_…`) for a call declaring `scope`: the admin it acts as, or an
 * ApiError — 401 for an unknown, revoked or expired key, 403 FORBIDDEN_SCOPE outside its scopes, 429 over its rate
 * limit. Reads the database on every call, so a revoke takes effect on the next one in every process. Implemented
 * by the api-keys module.
 */
export abstract class ApiKeyVerifier {
  abstract authenticate(key: string, scope: ApiKeyScope | undefined): Promise<AuthenticatedAdmin>;
}

/**
 * Settings, like accounts, keys, backups, sessions, two-factor and the audit log, belong to signed-in super admins:
 * never to an API key, whatever its scopes and whoever made it. A key's scope names the calls it may make; this
 * names the data no call may hand it (revisions, the deleted list and media usage reach every family).
 */
export const mayReachSettings = (admin: AuthenticatedAdmin): boolean => admin.role === 'super' && !admin.apiKey;
