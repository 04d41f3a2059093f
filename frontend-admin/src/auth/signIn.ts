import { AdminCall, type LoginChallenge, type LoginResult } from '@site/contract';
import type { ApiClient } from '../api/client';
import { PASSWORD_CHANGE_PATH, TWO_FACTOR_PATH } from './paths';
import { createDeviceTokenStore, storeAdmin, type TokenStore } from './session';

/** A sign-in step: the password, or the code (TOTP or a recovery code) with the challenge the password step gave. */
export type SignInStep = { username: string; password: string } | { challenge: string; code: string };

/** Signed in and where to go first, or the second step is owed. */
export type SignInOutcome = { landing: string | undefined } | { challenge: string };

/**
 * `adm/login`, then `adm/login_totp` for an account with TOTP on: keeps the access token, the admin it belongs to and
 * the device token (sent with every later sign-in, so strangers' wrong guesses at this name never lock this browser
 * out). Used by the light login page and by react-admin's `login`.
 */
export async function signIn(api: ApiClient, tokens: TokenStore, step: SignInStep): Promise<SignInOutcome> {
  const devices = createDeviceTokenStore();
  const device_token = devices.get();
  const result =
    'challenge' in step
      ? await api.call<LoginResult>(AdminCall.LOGIN_TOTP, { ...step, code: step.code.trim(), device_token })
      : await api.call<LoginResult | LoginChallenge>(AdminCall.LOGIN, {
          username: step.username.trim(),
          password: step.password,
          device_token,
        });
  if ('totp_required' in result) return { challenge: result.challenge };
  tokens.set(result.access_token);
  devices.set(result.device_token);
  storeAdmin(result.admin);
  return { landing: landingOf(result) };
}

/**
 * Where a sign-in lands: the password change when it was reset on the server (nothing else answers until then),
 * two-factor enrolment when the site requires it and this admin has none, else where they were going.
 */
export function landingOf(result: LoginResult): string | undefined {
  if (result.password_change_required) return PASSWORD_CHANGE_PATH;
  return result.totp_setup_required ? TWO_FACTOR_PATH : undefined;
}
