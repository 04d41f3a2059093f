import type { Admin } from '@site/contract';

/** Where the admin access token lives between visits (the spec: "the stored admin access token"). */
const STORAGE_KEY = 'adm_access_token';
/** The signed-in admin as the login call answered it, so the app bar needs no call after a reload. */
const ADMIN_KEY = 'adm_admin';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export function createTokenStore(storage: Storage = window.localStorage): TokenStore {
  return {
    get: () => storage.getItem(STORAGE_KEY),
    set: (token) => storage.setItem(STORAGE_KEY, token),
    clear: () => storage.removeItem(STORAGE_KEY),
  };
}

/**
 * The device token `adm/login` hands out: kept across sign-outs (it names the browser, not the session) and sent
 * with every sign-in, so a stranger's wrong guesses against this admin's name never lock this browser out.
 */
export function createDeviceTokenStore(storage: Storage = window.localStorage) {
  const key = 'adm_device_token';
  return {
    get: () => storage.getItem(key) ?? undefined,
    set: (token: string) => storage.setItem(key, token),
  };
}

export function storedAdmin(): Admin | null {
  try {
    return JSON.parse(localStorage.getItem(ADMIN_KEY) ?? 'null') as Admin | null;
  } catch {
    return null;
  }
}

export function storeAdmin(admin: Admin | null): void {
  if (admin) localStorage.setItem(ADMIN_KEY, JSON.stringify(admin));
  else localStorage.removeItem(ADMIN_KEY);
}
