import { AdminCall, ErrorName, type Admin } from '@site/contract';
import type { AuthProvider } from 'react-admin';
import { endsSession, type ApiClient } from '../api/client';
import { PASSWORD_CHANGE_PATH } from './paths';
import { storeAdmin, storedAdmin, type TokenStore } from './session';
import { markSessionEnded } from '../drafts/draftStore';
import { signIn, type SignInStep } from './signIn';
import { SUPER_ONLY_RESOURCES } from '../providers/resourceCalls';

/** The envelope's `error` name of a failure: on the HttpError's body (dataProvider) or the ApiCallError itself. */
function errorNameOf(error: unknown): ErrorName | undefined {
  const failure = error as { body?: { error?: ErrorName }; error?: ErrorName } | null;
  return failure?.body?.error ?? failure?.error;
}

/** Who may use what: the `editor` role never sees admin accounts or site settings (the server refuses them, 403). */
export function canRoleAccess(role: Admin['role'] | undefined, resource: string | undefined): boolean {
  return role === 'super' || !SUPER_ONLY_RESOURCES.includes(resource ?? '');
}

/**
 * Sign-in through `adm/login`; the access token is kept in `tokens` and sent by the API client on every call.
 * A 401 from any call signs out (react-admin then shows /adm/login and returns to the page afterwards).
 */
export function createAuthProvider(api: ApiClient, tokens: TokenStore): AuthProvider {
  function forget() {
    tokens.clear();
    storeAdmin(null);
  }

  async function currentAdmin(): Promise<Admin> {
    if (!tokens.get()) throw new Error('请先登录');
    const known = storedAdmin();
    if (known) return known;
    const admin = await api.call<Admin>(AdminCall.GET_ADM_INFO);
    storeAdmin(admin);
    return admin;
  }

  return {
    /** Both sign-in steps (the light login page calls signIn itself; react-admin's own login comes here). */
    async login(step: SignInStep) {
      const outcome = await signIn(api, tokens, step);
      if ('challenge' in outcome) throw new Error('需要两步验证');
      return outcome.landing ? { redirectTo: outcome.landing } : undefined;
    },

    async logout() {
      // The browser forgets the token whatever the server answers (it may be down, or the token already revoked).
      if (tokens.get()) await api.call(AdminCall.LOGOUT).catch(() => null);
      forget();
    },

    async checkAuth() {
      // `message: false`: straight to the login page, without an error toast per screen that checked.
      if (!tokens.get()) throw { message: false };
    },

    async checkError(error: unknown) {
      // Still signed in, but with a one-time password: to its change, and nowhere else (not signed out).
      if (errorNameOf(error) === ErrorName.PASSWORD_CHANGE_REQUIRED) {
        throw { redirectTo: PASSWORD_CHANGE_PATH, logoutUser: false, message: false };
      }
      if (endsSession(errorNameOf(error))) {
        forget();
        // The open form's draft stays in this browser and is offered back, with this reason, after signing in.
        markSessionEnded();
        throw new Error('app.drafts.session_ended');
      }
    },

    async getIdentity() {
      const admin = await currentAdmin();
      return { id: admin.id, fullName: admin.nickname || admin.username, username: admin.username, role: admin.role };
    },

    async getPermissions() {
      return tokens.get() ? (await currentAdmin()).role : undefined;
    },

    async canAccess({ resource }) {
      // Signed out is not denied: SignInGate sends the browser to the sign-in and back to the screen it left. A denial
      // answered while a session was ending took the editor to 无权访问 instead, after signing in again.
      if (!tokens.get()) return true;
      return canRoleAccess((await currentAdmin()).role, resource);
    },
  };
}
