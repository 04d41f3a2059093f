import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { TokenStore } from './session';

const LOGIN_PATH = '/login';

/**
 * Signed out, any screen goes straight to the login page, in place of the screen in the history (react-admin would
 * first render the shell, then push /login once per component that checked). `nextPathname` and `nextSearch` are
 * where react-admin's login returns afterwards. Signed in, the login page (reached with Back) gives way to the
 * dashboard in place, so Back never lands on a login form that is no use.
 */
export function SignInGate({ tokens, children }: { tokens: TokenStore; children: ReactNode }) {
  const location = useLocation();
  const signedIn = tokens.get() !== null;
  const onLogin = location.pathname === LOGIN_PATH;
  if (!signedIn && !onLogin) {
    return (
      <Navigate to={LOGIN_PATH} replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />
    );
  }
  if (signedIn && onLogin) return <Navigate to="/" replace />;
  return children;
}
