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
