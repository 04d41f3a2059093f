import { ConfigError, loadConfig } from './app-config';
import { databaseUrlProblem, parseReplicaUrls, parseTrustProxy, withoutPassword } from './env-values';

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

describe('DATABASE_REPLICA_URLS', () => {
  const primary = 'mysql://root@db:3306/site';

  it('reads comma-separated mysql URLs, none when empty', () => {
    expect(parseReplicaUrls('', primary)).toEqual([]);
    expect(parseReplicaUrls(' mysql://r@a:3306/site , mysql://r@b/site ,', primary)).toEqual([
      'mysql://r@a:3306/site',
      'mysql://r@b/site',
    ]);
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: 'mysql://r@a/site' }).databaseReplicaUrls,
    ).toEqual(['mysql://r@a/site']);
  });

  it('refuses a URL that is not mysql://, without its password, and replicas of SQLite', () => {
    const problem = parseReplicaUrls('mysql://r@a/site,postgres://r:s3cret@b/site', primary) as Error;
    expect(problem.message).toContain('DATABASE_REPLICA_URLS');
    expect(problem.message).not.toContain('s3cret');
    expect(parseReplicaUrls('mysql://r@a/site', 'sqlite:./data/site.db')).toBeInstanceOf(Error);
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'mysql://r@a/site' })).toThrow(/DATABASE_REPLICA_URLS/);
  });
});
