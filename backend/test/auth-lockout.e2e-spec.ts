import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.setup';
import { Clock } from '../src/common/clock';
import { verifyPassword } from '../src/common/auth/password';
import { RateLimitLock } from '../src/modules/rate-limit/rate-limit-lock.entity';
import { createAdmin, loginFrom, TestAccount, uniqueIp, uniqueName, watchForSecrets } from './support/admin-accounts';
import { FakeClock } from './support/fake-clock';
import { createTestApp, TEST_ADMIN, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

// Every password check counted, to prove how many guesses of a burst reach it.
jest.mock('../src/common/auth/password', () => {
  const actual = jest.requireActual('../src/common/auth/password');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});

const START = '2026-11-21T08:00:00.000Z';
const MINUTE = 60_000;
const LOCK_SECONDS = 15 * 60;
const WRONG = 'Wrong-pass-1';

/**
 * Login lockouts with the contract's defaults: 5 failures of a username from one address, 50 of a username from all
 * addresses in an hour (not for sign-ins with a device token of that account), 20 from one address; 15 minutes.
 */
describe.each(testDatabases())('login lockouts on %s', (kind) => {
  let t: TestApp;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: START, env: { TRUST_PROXY: 'loopback' } });
    watchForSecrets(t);
    superToken = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(START));

  const newEditor = () => createAdmin(t, superToken);

  /** `count` wrong passwords for `username` from `ip`: their codes. */
  async function failures(username: string, count: number, ip: string): Promise<number[]> {
    const codes: number[] = [];
    for (let i = 0; i < count; i++) codes.push((await loginFrom(t, ip, username, WRONG)).body.code);
    return codes;
  }

  async function lockOut(account: TestAccount, ip: string) {
    expect(await failures(account.username, 5, ip)).toEqual([401, 401, 401, 401, 429]);
  }

  it('locks a username at an address after 5 failures: even the right password gets 429 there, not elsewhere', async () => {
    const editor = await newEditor();
    const ip = uniqueIp();
    const codes = await failures(editor.username, 4, ip);
    expect(codes).toEqual([401, 401, 401, 401]);
    const fifth = await loginFrom(t, ip, editor.username, WRONG).expect(429);
    expect(fifth.body).toEqual({
      code: 429,
      error: 'LOCKED_OUT',
      msg: expect.stringContaining('15 分钟'),
      data: { retry_after: LOCK_SECONDS },
    });

    t.clock.advance(10 * MINUTE);
    const right = await loginFrom(t, ip, editor.username, editor.password).expect(429);
    expect(right.body.data).toEqual({ retry_after: 5 * 60 });
    expect(right.headers['retry-after']).toBe(String(5 * 60));
    await loginFrom(t, uniqueIp(), editor.username, editor.password).expect(200);
  });

  it('counts the username ignoring case, and unknown usernames alike', async () => {
    const ghost = uniqueName('ghost');
    const ip = uniqueIp();
    const codes = [
      ...(await failures(ghost, 2, ip)),
      ...(await failures(ghost.toUpperCase(), 2, ip)),
      ...(await failures(`G${ghost.slice(1)}`, 1, ip)),
    ];
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    expect((await loginFrom(t, ip, ghost, WRONG)).body.code).toBe(429);
  });

  /** What the probe tried against a locked name: spellings MariaDB's collation or a careless key equates with it. */
  const spellingsOfTheName = (name: string) => [
    `${name} `,
    `${name}    `,
    ` ${name}`,
    `\t${name}\n`,
    name.toUpperCase(),
    [...name].map((char) => String.fromCodePoint(char.codePointAt(0)! + 0xfee0)).join(''), // full-width
  ];
  const LOOKALIKES: Record<string, string> = { a: '\u0430', e: '\u0435', o: '\u043e', i: '\u0456' }; // Cyrillic
  const otherNamesAlike = (name: string) => [
    `${name}\u0000`,
    `${name}\u200b`,
    name.replace(/[aeio]/, (vowel) => `${vowel}\u0301`), // an accent, composed to one character by NFC
    name.replace(/[aeio]/, (vowel) => LOOKALIKES[vowel]),
  ];

  it('holds the lock whatever the spelling of the name: spaces, case, NUL, full-width, accents, lookalikes', async () => {
    const editor = await newEditor();
    const ip = uniqueIp();
    await lockOut(editor, ip);
    for (const spelling of spellingsOfTheName(editor.username)) {
      const res = await loginFrom(t, ip, spelling, editor.password);
      expect({ spelling, code: res.body.code }).toEqual({ spelling, code: 429 });
    }
    for (const name of otherNamesAlike(editor.username)) {
      const res = await loginFrom(t, ip, name, editor.password);
      expect({ name, code: res.body.code }).toEqual({ name, code: 401 });
    }
    await loginFrom(t, uniqueIp(), editor.username, editor.password).expect(200);
  });

  it('gives no spelling of a name a window of its own: five failures across them lock the name', async () => {
    const editor = await newEditor();
    const ip = uniqueIp();
    const codes: number[] = [];
    for (const spelling of spellingsOfTheName(editor.username).slice(0, 5)) {
      codes.push(...(await failures(spelling, 1, ip)));
    }
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    await loginFrom(t, ip, editor.username, editor.password).expect(429);
  });

  it('creates no second account under another spelling of a name', async () => {
    const editor = await newEditor();
    for (const spelling of [...spellingsOfTheName(editor.username), ...otherNamesAlike(editor.username)]) {
      const res = await t.adminCall('save_admin', superToken, { username: spelling, password: 'Another-pass-1' });
      expect({ spelling, refused: [409, 422].includes(res.body.code) }).toEqual({ spelling, refused: true });
    }
  });

  it('opens again once LOGIN_LOCK_MINUTES have passed on the clock', async () => {
    const editor = await newEditor();
    const ip = uniqueIp();
    await lockOut(editor, ip);
    t.clock.advance(15 * MINUTE - 1000);
    await loginFrom(t, ip, editor.username, editor.password).expect(429);
    t.clock.advance(1000);
    await loginFrom(t, ip, editor.username, editor.password).expect(200);
  });

  it('clears the username counter on a successful sign-in', async () => {
    const editor = await newEditor();
    const ip = uniqueIp();
    expect(await failures(editor.username, 4, ip)).toEqual([401, 401, 401, 401]);
    await loginFrom(t, ip, editor.username, editor.password).expect(200);
    expect(await failures(editor.username, 5, ip)).toEqual([401, 401, 401, 401, 429]);
  });

  it('locks an address after 20 failures across usernames, for every username', async () => {
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) codes.push(...(await failures(uniqueName('probe'), 1, ip)));
    expect(codes).toEqual([...Array(19).fill(401), 429]);

    const locked = await loginFrom(t, ip, TEST_ADMIN.username, TEST_ADMIN.password).expect(429);
    expect(locked.body.data).toEqual({ retry_after: LOCK_SECONDS });
    await loginFrom(t, uniqueIp(), TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
    t.clock.advance(15 * MINUTE);
    await loginFrom(t, ip, TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
  });

  it('locks a username after 50 failures from all addresses in an hour, except for a sign-in with its device token', async () => {
    const editor = await newEditor();
    const known = await loginFrom(t, uniqueIp(), editor.username, editor.password).expect(200);
    const deviceToken: string = known.body.data.device_token;
    const codes: number[] = [];
    for (let i = 0; i < 50; i++) codes.push(...(await failures(editor.username, 1, uniqueIp())));
    expect(codes).toEqual([...Array(49).fill(401), 429]);

    const stranger = await loginFrom(t, uniqueIp(), editor.username, editor.password).expect(429);
    expect(stranger.body.data).toEqual({ retry_after: LOCK_SECONDS });
    const withOtherToken = { username: editor.username, password: editor.password, device_token: 'forged' };
    await t.http
      .post('/api/adm/login')
      .set('token', t.token())
      .set('X-Forwarded-For', uniqueIp())
      .send(withOtherToken)
      .expect(429);
    const owner = await t.http
      .post('/api/adm/login')
      .set('token', t.token())
      .set('X-Forwarded-For', uniqueIp())
      .send({ ...withOtherToken, device_token: deviceToken })
      .expect(200);
    expect(owner.body.data.device_token).toBe(deviceToken);
  });

  it('does not count requests refused for their hourly token or their body', async () => {
    const editor = await newEditor();
    const ip = uniqueIp();
    for (let i = 0; i < 6; i++) {
      await loginFrom(t, ip, editor.username, WRONG, 'bad-token').expect(403);
      await t.http
        .post('/api/adm/login')
        .set('token', t.token())
        .set('X-Forwarded-For', ip)
        .send({ username: editor.username })
        .expect(422);
      await loginFrom(t, ip, editor.username, 'x'.repeat(73)).expect(422);
    }
    expect(await failures(editor.username, 5, ip)).toEqual([401, 401, 401, 401, 429]);
  });

  it('counts wrong old passwords of adm/modify_pwd against the username at that address', async () => {
    const editor = await newEditor();
    const session = await t.login(editor.username, editor.password);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.adminCall('modify_pwd', session, { old_password: WRONG, new_password: 'Another-pass-1' });
      codes.push(res.body.code);
    }
    expect(codes).toEqual([422, 422, 422, 422, 429]);
    // The session signed in from the loopback address, so that is where its guesses count.
    await loginFrom(t, '127.0.0.1', editor.username, editor.password).expect(429);
    const locked = await t.adminCall('modify_pwd', session, {
      old_password: editor.password,
      new_password: 'Another-pass-1',
    });
    expect(locked.body.code).toBe(429);
  });

  describe('under a burst of concurrent guesses', () => {
    const checks = jest.mocked(verifyPassword);
    beforeEach(() => checks.mockClear());

    it('lets at most 5 guesses for one username from one address reach the password check; the right one is refused once locked', async () => {
      const editor = await newEditor();
      const ip = uniqueIp();
      const guesses = Array.from({ length: 30 }, (_, i) => (i === 17 ? editor.password : `${WRONG}-${i}`));
      const answers = await Promise.all(guesses.map((guess) => loginFrom(t, ip, editor.username, guess)));
      expect(checks.mock.calls.length).toBeLessThanOrEqual(5);
      expect(answers.filter((res) => res.status === 429).length).toBeGreaterThanOrEqual(25);
      await loginFrom(t, ip, editor.username, editor.password).expect(429);
    });

    it('lets at most 20 guesses from one address reach the password check', async () => {
      const ip = uniqueIp();
      const answers = await Promise.all(Array.from({ length: 40 }, () => loginFrom(t, ip, uniqueName('probe'), WRONG)));
      expect(checks.mock.calls.length).toBeLessThanOrEqual(20);
      expect(answers.filter((res) => res.status === 401).length).toBeLessThanOrEqual(19);
      await loginFrom(t, ip, TEST_ADMIN.username, TEST_ADMIN.password).expect(429);
    });
  });

  it('locks an address after 20 failures in ANY 15 minutes (a sliding window, not a fixed one)', async () => {
    const ip = uniqueIp();
    await failures(uniqueName('probe'), 1, ip);
    t.clock.advance(14 * MINUTE);
    for (let i = 0; i < 18; i++) await failures(uniqueName('probe'), 1, ip);
    // The first failure has left the window; 18 remain, so two more lock the address.
    t.clock.advance(2 * MINUTE);
    expect([...(await failures(uniqueName('probe'), 1, ip)), ...(await failures(uniqueName('probe'), 1, ip))]).toEqual([
      401, 429,
    ]);
  });

  it('keys IPv6 clients by their /64', async () => {
    const network = `2001:db8:${uniqueIp().split('.').slice(2).join(':')}`;
    const codes: number[] = [];
    for (let i = 1; i <= 20; i++)
      codes.push(...(await failures(uniqueName('probe'), 1, `${network}::${i.toString(16)}`)));
    expect(codes).toEqual([...Array(19).fill(401), 429]);
    await loginFrom(t, `${network}::ffff`, TEST_ADMIN.username, TEST_ADMIN.password).expect(429);
    await loginFrom(
      t,
      `${network}:1::1`.replace('2001:db8', '2001:db9'),
      TEST_ADMIN.username,
      TEST_ADMIN.password,
    ).expect(200);
  });

  it('keeps the counters in the database: another app process on the same database refuses too', async () => {
    const editor = await newEditor();
    // From the loopback address: the second app below is called without X-Forwarded-For.
    await lockOut(editor, '127.0.0.1');
    const lock = await t.dataSource
      .getRepository(RateLimitLock)
      .findOneByOrFail({ bucket: `login:user-ip:${editor.username.toLowerCase()}@127.0.0.1` });
    expect(new Date(lock.locked_until).toISOString()).toBe(new Date(Date.parse(START) + 15 * MINUTE).toISOString());

    // A second server on the same DATABASE_URL: what a restart, or a second process, sees.
    const clock = new FakeClock(START);
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(t.config)] })
      .overrideProvider(Clock)
      .useValue(clock)
      .compile();
    const second = moduleRef.createNestApplication<NestExpressApplication>({
      bodyParser: false,
      logger: ['error'],
    });
    configureApp(second, t.config);
    await second.init();
    try {
      const login = () =>
        request(second.getHttpServer())
          .post('/api/adm/login')
          .set('token', t.token())
          .send({ username: editor.username, password: editor.password });
      const res = await login().expect(429);
      expect(res.body.data).toEqual({ retry_after: LOCK_SECONDS });
      clock.advance(15 * MINUTE);
      await login().expect(200);
    } finally {
      await second.close();
    }
  });
});
