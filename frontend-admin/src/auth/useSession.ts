import { AdminCall, ErrorCode, type Admin, type LoginResult } from '@site/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiCallError, createApiClient } from '../api/client';
import type { TokenStore } from './session';

export type Session =
  { state: 'checking' } | { state: 'signed-out'; notice?: string } | { state: 'signed-in'; admin: Admin };

export interface SessionOptions {
  tokens: TokenStore;
  tokenSecret: string;
  fetch?: typeof fetch;
}

/** The signed-in admin, kept in step with the stored access token and the server's answers. */
export function useSession({ tokens, tokenSecret, fetch }: SessionOptions) {
  const [session, setSession] = useState<Session>(() =>
    tokens.get() ? { state: 'checking' } : { state: 'signed-out' },
  );

  const api = useMemo(
    () =>
      createApiClient({
        tokenSecret,
        fetch,
        getAccessToken: tokens.get,
        onUnauthorized: () => {
          tokens.clear();
          setSession({ state: 'signed-out', notice: '登录已失效，请重新登录' });
        },
      }),
    [tokens, tokenSecret, fetch],
  );

  const loadAdmin = useCallback(async () => {
    const admin = await api.call<Admin>(AdminCall.GET_ADM_INFO);
    setSession({ state: 'signed-in', admin });
  }, [api]);

  useEffect(() => {
    if (session.state !== 'checking') return;
    loadAdmin().catch((error: unknown) => {
      // 401 already signed us out; anything else (server down) must not leave the screen blank.
      if (!(error instanceof ApiCallError) || error.code !== ErrorCode.UNAUTHORIZED) {
        setSession({ state: 'signed-out', notice: error instanceof Error ? error.message : String(error) });
      }
    });
  }, [session.state, loadAdmin]);

  const signIn = useCallback(
    async (username: string, password: string) => {
      const result = await api.call<LoginResult>(AdminCall.LOGIN, { username, password });
      tokens.set(result.access_token);
      await loadAdmin();
    },
    [api, tokens, loadAdmin],
  );

  const signOut = useCallback(async () => {
    // The browser forgets the token whatever the server answers (it may be down, or the token already revoked).
    await api.call<null>(AdminCall.LOGOUT).catch(() => null);
    tokens.clear();
    setSession({ state: 'signed-out' });
  }, [api, tokens]);

  return { session, signIn, signOut };
}
