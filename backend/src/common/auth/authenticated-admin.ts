import type { AdminRole } from '@site/contract';

/** The signed-in admin behind a request, set by the auth guard. */
export interface AuthenticatedAdmin {
  id: number;
  username: string;
  role: AdminRole;
  /** Id of the access token row that authenticated this request (for logout). */
  tokenId: number;
  /** The site requires TOTP and this admin has not enrolled: only the calls marked `@AllowedBeforeTotp` answer. */
  totpPending?: boolean;
}

/**
 * Resolves an opaque access token to its admin; `'expired'` when it was valid but its lifetime is over (the client
 * should sign in again, and a program can tell this from a token it never had), null when the token is unknown,
 * revoked or its admin is disabled. Implemented by the auth module.
 */
export abstract class AccessTokenVerifier {
  abstract verify(accessToken: string): Promise<AuthenticatedAdmin | 'expired' | null>;
}
