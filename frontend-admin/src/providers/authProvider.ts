import { AdminCall, ErrorCode, type Admin, type LoginChallenge, type LoginResult } from '@site/contract';
import type { AuthProvider } from 'react-admin';
import type { ApiClient } from '../api/client';
import { createDeviceTokenStore, type TokenStore } from '../auth/session';
import { SUPER_ONLY_RESOURCES } from './resourceCalls';

const ADMIN_KEY = 'adm_admin';

function storedAdmin(): Admin | null {
  try {
    return JSON.parse(localStorage.getItem(ADMIN_KEY) ?? 'null') as Admin | null;
  } catch {
    return null;
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { status?: number; code?: number } | null)?.status ?? (error as { code?: number })?.code;
}

/** Thrown by `login` when the account has TOTP on: the login page asks for the code and calls `login` again. */
export class SecondStepNeeded extends Error {
  constructor(readonly challenge: string) {
    super('需要两步验证');
    this.name = 'SecondStepNeeded';
  }
}

/** `login` params: the password step, or the code step with the challenge the password step gave. */
export type SignInParams = { username: string; password: string } | { challenge: string; code: string };

/** Where the app goes after a sign-in that must enrol TOTP first (the site requires it). */
export const TWO_FACTOR_PATH = '/two-factor';

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
    localStorage.removeItem(ADMIN_KEY);
  }

  async function currentAdmin(): Promise<Admin> {
    if (!tokens.get()) throw new Error('请先登录');
    const known = storedAdmin();
    if (known) return known;
    const admin = await api.call<Admin>(AdminCall.GET_ADM_INFO);
    localStorage.setItem(ADMIN_KEY, JSON.stringify(admin));
    return admin;
  }

  const devices = createDeviceTokenStore();

  return {
    /** Resolves to the page to open when the site requires TOTP and this admin has none yet. */
    async login(params: SignInParams) {
      const device_token = devices.get();
      const result =
        'challenge' in params
          ? await api.call<LoginResult>(AdminCall.LOGIN_TOTP, { ...params, code: params.code.trim(), device_token })
          : await api.call<LoginResult | LoginChallenge>(AdminCall.LOGIN, {
              username: params.username.trim(),
              password: params.password,
              device_token,
            });
      if ('totp_required' in result) throw new SecondStepNeeded(result.challenge);
      tokens.set(result.access_token);
      devices.set(result.device_token);
      localStorage.setItem(ADMIN_KEY, JSON.stringify(result.admin));
      return result.totp_setup_required ? { redirectTo: TWO_FACTOR_PATH } : undefined;
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
      if (statusOf(error) === ErrorCode.UNAUTHORIZED) {
        forget();
        throw new Error('登录已失效，请重新登录');
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
      if (!tokens.get()) return false;
      return canRoleAccess((await currentAdmin()).role, resource);
    },
  };
}
