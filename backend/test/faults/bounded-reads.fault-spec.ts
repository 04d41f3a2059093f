import { connect, type Socket } from 'node:net';
import { HEALTH_BOUND_MS, whileHealthAnswers } from '../support/health-watch';
import { createTestApp, TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-database';

/** The longest a refused or cut-off connection may stay open here: a fault bound, not a speed figure. */
const CUT_BOUND_MS = 5000;

interface Exchange {
  /** Everything the server wrote before it closed the connection. */
  answer: string;
  /** Whether the server closed the connection within CUT_BOUND_MS. */
  closedInTime: boolean;
}

/**
 * Writes `start` on a new connection and nothing more (a client that declares more than it sends, or sends it
 * slower than anyone should), then waits for the server to answer and close, at most CUT_BOUND_MS.
 */
function stalledRequest(port: number, start: string): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const bound = setTimeout(() => {
      socket.destroy();
      resolve({ answer: Buffer.concat(chunks).toString('utf8'), closedInTime: false });
    }, CUT_BOUND_MS);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(bound);
      resolve({ answer: Buffer.concat(chunks).toString('utf8'), closedInTime: true });
    });
    socket.write(start);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

/** Issue 31: a request is bounded before it is read — its declared length, and the time its headers and body take. */
describe.each(testDatabases())('bounded before read on %s', (kind) => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { BODY_TIMEOUT_MS: '300', HEADERS_TIMEOUT_MS: '500' } });
    port = await t.listen();
  });
  afterAll(() => t.close());

  const publicCallHead = (length: number | string) =>
    [
      'POST /api/get_news_list HTTP/1.1',
      'Host: localhost',
      `token: ${t.token()}`,
      'Content-Type: application/json',
      `Content-Length: ${length}`,
      '',
      '',
    ].join('\r\n');

  it.each([
    ['100 GB', 100_000_000_000],
    ['11 MB', 11 * 1024 * 1024],
  ])(
    'answers a declared %s over BODY_LIMIT 413 at once and closes, while health keeps answering',
    async (_, length) => {
      const { result, healthStatuses, slowestHealthMs } = await whileHealthAnswers(t.http, () =>
        stalledRequest(port, `${publicCallHead(length)}{}`),
      );
      expect(result.closedInTime).toBe(true);
      expect(result.answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(result.answer).toMatch(/\r\nConnection: close\r\n/i);
      expect(bodyOf(result.answer)).toEqual({
        code: 413,
        msg: '请求体过大（最多 10 MB）',
        error: 'PAYLOAD_TOO_LARGE',
        data: null,
      });
      expect(healthStatuses.every((status) => status === 200)).toBe(true);
      expect(slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
    },
  );

  it('cuts off a body that stops arriving (slow loris), while health keeps answering', async () => {
    const { result, healthStatuses } = await whileHealthAnswers(t.http, () =>
      stalledRequest(port, `${publicCallHead(1000)}{"page":`),
    );
    expect(result).toEqual({ answer: '', closedInTime: true });
    expect(healthStatuses.every((status) => status === 200)).toBe(true);
  });

  it('answers 408 to headers that stop arriving, and closes', async () => {
    const result = await stalledRequest(port, 'POST /api/get_news_list HTTP/1.1\r\nHost: localhost\r\n');
    expect(result.closedInTime).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('reads a body of exactly BODY_LIMIT: only a longer one is refused for its length', async () => {
    const res = await t.http
      .post('/api/get_news_list')
      .set('token', t.token())
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ page: 1 }).padEnd(10 * 1024 * 1024, ' '));
    expect(res.body.code).toBe(0);
  });
});
