import { Length, Matches } from 'class-validator';
import type { AdminRole } from '@site/contract';

/** Field rules of an admin account (api-contract, "Entities": admin). */
export const ADMIN_ROLES: AdminRole[] = ['super', 'editor'];
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,32}$/;
export const PASSWORD_MIN = 8;
/** argon2 reads any length, but 72 keeps hashing cheap and matches what the back office lets users type. */
export const PASSWORD_MAX = 72;

/**
 * One account, one key: a name as typed (full-width forms folded by NFKC, surrounding spaces trimmed, any case)
 * becomes the key that carries the unique index, the account lookup and every sign-in limit.
 */
export const usernameKey = (username: string) => username.normalize('NFKC').trim().toLowerCase();

/**
 * The key of a name that can belong to an account (USERNAME_PATTERN), or null. Only such keys are looked up:
 * MariaDB's collation equates other spellings with an account's name (trailing spaces, accents), SQLite does not,
 * so a name of any other shape must find nothing on every engine rather than a limit of its own.
 */
export function accountKey(username: string): string | null {
  const key = usernameKey(username);
  return USERNAME_PATTERN.test(key) ? key : null;
}

export const IsAdminUsername = () => Matches(USERNAME_PATTERN, { message: '用户名须为 3–32 位字母、数字或下划线' });

export const IsAdminPassword = (field = '密码') =>
  Length(PASSWORD_MIN, PASSWORD_MAX, { message: `${field}长度须为 ${PASSWORD_MIN}–${PASSWORD_MAX} 个字符` });
