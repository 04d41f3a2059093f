import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** The issuer an authenticator app shows beside the account name. */
const ISSUER = '企业网站后台';
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off, or a code typed at the end of its 30 seconds. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;

export const newTotpSecret = (): string => generateSecret();

/** The enrolment an admin scans; its QR code drawn by qrcode, loaded here on the first enrolment, not at start. */
export async function totpEnrolment(secret: string, username: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: username, secret });
  const { toDataURL } = await import('qrcode');
  return { secret, otpauth_url: otpauthUrl, qr: await toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

/**
 * The RFC 6238 time step a 6-digit `code` matches at `now`, or null. A step not after `afterStep` is refused,
 * so a code seen once (shoulder-surfed, replayed) never signs in again.
 */
export async function matchTotp(secret: string, code: string, now: Date, afterStep: number | null) {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // verify() answers HOTP and TOTP results alike; only a TOTP result has the time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes of 10 characters from an alphabet without look-alikes (50 bits each), shown as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (any case, with or without the dash or spaces) to the form its hash was made of. */
export const normalizeRecoveryCode = (code: string) => {
  const plain = code.toLowerCase().replace(/[\s-]/g, '');
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
};
