/** Where the admin access token lives between visits (the spec: "the stored admin access token"). */
const STORAGE_KEY = 'adm_access_token';

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
