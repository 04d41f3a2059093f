import type { Admin } from '@site/contract';

export function makeAdmin(overrides: Partial<Admin> = {}): Admin {
  return {
    id: 1,
    username: 'admin',
    nickname: '超级管理员',
    role: 'super',
    status: 1,
    last_login_at: '2026-11-21T08:00:00.000Z',
    last_login_ip: '127.0.0.1',
    totp_enabled: false,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

/** An in-memory TokenStore. */
export function memoryTokens(initial: string | null = null) {
  let token = initial;
  return {
    get: () => token,
    set: (value: string) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}
