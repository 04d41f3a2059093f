import { Length, Matches } from 'class-validator';
import type { AdminRole } from '@site/contract';

/** Field rules of an admin account (api-contract, "Entities": admin). */
export const ADMIN_ROLES: AdminRole[] = ['super', 'editor'];
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,32}$/;
export const PASSWORD_MIN = 8;
/** argon2 reads any length, but 72 keeps hashing cheap and matches what the back office lets users type. */
export const PASSWORD_MAX = 72;

/** The key that carries the unique index: usernames are unique ignoring case on every database alike. */
export const usernameKey = (username: string) => username.toLowerCase();

export const IsAdminUsername = () => Matches(USERNAME_PATTERN, { message: '用户名须为 3–32 位字母、数字或下划线' });

export const IsAdminPassword = (field = '密码') =>
  Length(PASSWORD_MIN, PASSWORD_MAX, { message: `${field}长度须为 ${PASSWORD_MIN}–${PASSWORD_MAX} 个字符` });
