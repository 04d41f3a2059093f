import { AdminEntity } from './admin.entity';
import { toAdminView } from './admin.view';

const row = (overrides: Partial<AdminEntity> = {}): AdminEntity =>
  Object.assign(new AdminEntity(), {
    id: 3,
    username: 'Editor_Li',
    username_key: 'editor_li',
    nickname: '李编辑',
    password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    role: 'editor',
    status: 1,
    last_login_at: new Date('2026-11-21T08:00:00Z'),
    last_login_ip: '203.0.113.9',
    created_at: new Date('2026-11-01T00:00:00Z'),
    updated_at: new Date('2026-11-02T00:00:00Z'),
    ...overrides,
  });

describe('toAdminView', () => {
  it('answers the wire fields only, dates as ISO strings', () => {
    expect(toAdminView(row())).toEqual({
      id: 3,
      username: 'Editor_Li',
      nickname: '李编辑',
      role: 'editor',
      status: 1,
      last_login_at: '2026-11-21T08:00:00.000Z',
      last_login_ip: '203.0.113.9',
      totp_enabled: false,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-02T00:00:00.000Z',
    });
  });

  it('keeps the hash, the username key and columns it does not list private', () => {
    const view = toAdminView(Object.assign(row(), { totp_secret: 'later-column' }));
    expect(Object.keys(view)).not.toEqual(expect.arrayContaining(['password_hash']));
    expect(JSON.stringify(view)).not.toMatch(/argon2|editor_li|later-column/);
  });

  it('answers null for an admin who never signed in, and a number status from a text column', () => {
    const view = toAdminView(row({ last_login_at: null, last_login_ip: null, status: '0' as unknown as 0 }));
    expect(view).toMatchObject({ last_login_at: null, last_login_ip: null, status: 0 });
  });
});
