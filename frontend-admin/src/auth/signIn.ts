import { AdminCall, type LoginResult } from '@site/contract';
import type { ApiClient } from '../api/client';
import { storeAdmin, type TokenStore } from './session';

export interface Credentials {
  username: string;
  password: string;
}

/** `adm/login`: keeps the access token and the admin it belongs to (the light login page and react-admin's login). */
export async function signIn(api: ApiClient, tokens: TokenStore, { username, password }: Credentials): Promise<void> {
  const result = await api.call<LoginResult>(AdminCall.LOGIN, { username: username.trim(), password });
  tokens.set(result.access_token);
  storeAdmin(result.admin);
}
