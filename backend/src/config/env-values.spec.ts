import { ConfigError, loadConfig } from './app-config';
import { databaseUrlProblem, parseTrustProxy, withoutPassword } from './env-values';

describe('parseTrustProxy', () => {
  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['loopback', 'loopback'],
    ['loopback, 10.0.0.0/8 ,192.0.2.7', 'loopback,10.0.0.0/8,192.0.2.7'],
    ['2001:db8::/32,uniquelocal', '2001:db8::/32,uniquelocal'],
  ])('reads %j as Express does: %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['yes-please', '1.2.3', '10.0.0.0/33', 'loopback,proxy.example', '-1'])('refuses %j', (raw) => {
    expect(parseTrustProxy(raw)).toBeInstanceOf(Error);
  });

  it('fails the start with a message naming TRUST_PROXY', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY .*"nginx"/);
  });
});

describe('DATABASE_URL', () => {
  it.each([
    'mysql://root:s3cret@db:port/site',
    'mysql://root:s3cret@/site',
    'mysql://root:s3cret@db:3306/',
    'mysql://root:s3cret@db:3306/a/b',
    'postgres://root:s3cret@db/site',
  ])('reports %j without its password', (url) => {
    const problem = databaseUrlProblem(url);
    expect(problem).toContain('DATABASE_URL');
    expect(problem).not.toContain('s3cret');
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/\*\*\*/);
  });

  it('accepts sqlite paths and complete mysql URLs', () => {
    expect(databaseUrlProblem('sqlite:./data/site.db')).toBeNull();
    expect(databaseUrlProblem('mysql://user:p%40ss@127.0.0.1:3306/site?charset=utf8mb4')).toBeNull();
  });

  it('hides only the password', () => {
    expect(withoutPassword('mysql://root:a:b@c@db/site')).toBe('mysql://root:***@db/site');
    expect(withoutPassword('mysql://root@db/site')).toBe('mysql://root@db/site');
  });
});
