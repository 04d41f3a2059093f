import type { AdminRole, Status } from '@site/contract';
import type { Response } from 'supertest';
import type { TestApp } from './test-app';

/** Every account a suite creates gets a fresh name (a suite shares one database across its tests). */
let sequence = 0;
export const uniqueName = (prefix = 'user') => `${prefix}_${process.pid}_${++sequence}`;

/** A fresh client address, sent as X-Forwarded-For (the suites start the app with TRUST_PROXY=loopback). */
let addresses = 0;
export const uniqueIp = () => {
  addresses++;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

export interface TestAccount {
  id: number;
  username: string;
  password: string;
  role: AdminRole;
}

export interface AccountFields {
  username?: string;
  password?: string;
  nickname?: string;
  role?: AdminRole;
  status?: Status;
}

/** Creates an admin through `adm/save_admin` (as the super admin `superToken`). */
export async function createAdmin(t: TestApp, superToken: string, fields: AccountFields = {}): Promise<TestAccount> {
  const role = fields.role ?? 'editor';
  const account = { username: uniqueName(role), password: `Pw-${uniqueName()}`, ...fields, role };
  const res = await t.adminCall('save_admin', superToken, account);
  if (res.body.code !== 0) throw new Error(`save_admin failed: ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id, username: account.username, password: account.password, role };
}

/** `adm/login` from a given client address, answering the raw response. */
export function loginFrom(t: TestApp, ip: string, username: string, password: string, token = t.token()) {
  return t.http.post('/api/adm/login').set('token', token).set('X-Forwarded-For', ip).send({ username, password });
}

/** Fails when an answer carries a password, a hash or the username key, under any key, at any depth. */
export function expectNoSecrets(res: Response): void {
  const text = JSON.stringify(res.body);
  expect(text).not.toMatch(/"(password|password_hash|old_password|new_password|username_key)"\s*:/);
  expect(text).not.toContain('$argon2');
}

/** From now on every POST of the suite (publicCall, adminCall, login...) also asserts `expectNoSecrets`. */
export function watchForSecrets(t: TestApp): void {
  const post = t.http.post.bind(t.http);
  t.http.post = ((url: string) => post(url).expect(expectNoSecrets)) as typeof t.http.post;
}

/** The keys of the admin wire object, no more and no less. */
export const ADMIN_VIEW_KEYS = [
  'created_at',
  'id',
  'last_login_at',
  'last_login_ip',
  'nickname',
  'role',
  'status',
  'totp_enabled',
  'updated_at',
  'username',
];
