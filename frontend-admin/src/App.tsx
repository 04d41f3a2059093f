import { useEffect } from 'react';
import type { TokenStore } from './auth/session';
import { useSession } from './auth/useSession';
import { AdminHome } from './components/AdminHome';
import { LoginPage } from './components/LoginPage';

function replacePath(path: string): void {
  if (window.location.pathname !== path) window.history.replaceState(null, '', path);
}

interface AppProps {
  tokens: TokenStore;
  tokenSecret: string;
  fetch?: typeof fetch;
  /** Where the app is served; Vite's `base` (/adm/). */
  basePath?: string;
}

export function App(props: AppProps) {
  const { session, signIn, signOut } = useSession(props);
  const basePath = props.basePath ?? import.meta.env.BASE_URL;

  // `/adm/login` while signed out, `/adm/` once signed in (api-contract.md: on 401 go to /adm/login).
  useEffect(() => {
    const loginPath = `${basePath}login`;
    if (session.state === 'signed-out') replacePath(loginPath);
    if (session.state === 'signed-in' && window.location.pathname === loginPath) replacePath(basePath);
  }, [session.state, basePath]);

  switch (session.state) {
    case 'checking':
      return (
        <p className="loading" role="status">
          正在加载…
        </p>
      );
    case 'signed-out':
      return <LoginPage onSignIn={signIn} notice={session.notice} />;
    case 'signed-in':
      return <AdminHome admin={session.admin} onSignOut={signOut} />;
  }
}
