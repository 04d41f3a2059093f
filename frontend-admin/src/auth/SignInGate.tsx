import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from './paths';
import type { TokenStore } from './session';

export interface SignInGateProps {
  tokens: TokenStore;
  /** Hands over to the light login page, with the route to return to after signing in again. */
  onSignedOut: (next: string) => void;
  children: ReactNode;
}

/** Where react-admin sends a signed-out screen: /login, with the screen it left in the state. */
interface LoginState {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * Signed out (a logout, or a 401 that ended the session), the back office gives way to the light login page
 * (main.tsx) instead of showing react-admin's. Signed in, the login route (typed, or reached with Back) gives way to
 * the dashboard in place, so Back never lands on a login form that is no use.
 */
export function SignInGate({ tokens, onSignedOut, children }: SignInGateProps) {
  const location = useLocation();
  const signedIn = tokens.get() !== null;
  const onLogin = location.pathname === LOGIN_PATH;

  useEffect(() => {
    if (signedIn) return;
    const state = (location.state ?? {}) as LoginState;
    onSignedOut(
      onLogin ? `${state.nextPathname ?? '/'}${state.nextSearch ?? ''}` : `${location.pathname}${location.search}`,
    );
  }, [signedIn, onLogin, location, onSignedOut]);

  if (!signedIn) return null;
  if (onLogin) return <Navigate to="/" replace />;
  return children;
}
