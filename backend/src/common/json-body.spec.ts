import type { Request } from 'express';
import { once } from 'node:events';
import { Agent, createServer, IncomingMessage, OutgoingHttpHeaders, request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { ApiError } from './api-error';
import { jsonBody } from './json-body';

const LIMIT = 1024;
const TOO_LARGE = '请求体过大（最多 1 KB）';

/** What the server saw of one request: each call of `next` ('next', or the error's code and msg). */
interface Seen {
  nextCalls: string[];
}

interface Answer {
  status: number;
  body: { code?: number; msg?: string; body?: unknown; parsed?: boolean; raw?: string };
  nextCalls: string[];
}

const seen = new Map<string, Seen>();
let server: Server;
let port: number;
let caseNumber = 0;

/** The middleware, then what an app would do: an error handler, or a handler echoing `req.body` (and the raw rest). */
beforeAll(async () => {
  const middleware = jsonBody(LIMIT);
  server = createServer((req, res) => {
    const record: Seen = { nextCalls: [] };
    seen.set(String(req.headers['x-case']), record);
    middleware(req as Request, res as never, (error?: unknown) => {
      record.nextCalls.push(error ? `${(error as ApiError).code} ${(error as ApiError).msg}` : 'next');
      if (res.headersSent) return; // a second call: the tests see it in nextCalls
      res.setHeader('Content-Type', 'application/json');
      if (error) {
        const apiError = error as ApiError;
        res.statusCode = apiError.code;
        res.end(JSON.stringify({ code: apiError.code, msg: apiError.msg }));
        return;
      }
      const bodyRequest = req as Request & { _body?: boolean };
      const answer = { body: bodyRequest.body ?? 'undefined', parsed: bodyRequest._body === true };
      if (answer.parsed) {
        res.end(JSON.stringify(answer));
        return;
      }
      // Untouched: the stream is still there for whoever comes next.
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => res.end(JSON.stringify({ ...answer, raw: Buffer.concat(chunks).toString() })));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

const nextCase = () => `case-${++caseNumber}`;

/** Waits a little for a late `next` (an `end` or `close` after the answer), then reports every call. */
const settle = async (caseId: string) => {
  await new Promise((resolve) => setTimeout(resolve, 30));
  return seen.get(caseId)?.nextCalls ?? [];
};

async function readAnswer(res: IncomingMessage, caseId: string): Promise<Answer> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return {
    status: res.statusCode ?? 0,
    body: JSON.parse(Buffer.concat(chunks).toString()),
    nextCalls: await settle(caseId),
  };
}

/** POSTs `body` in one piece with a Content-Length (unless `headers` say otherwise). */
async function post(body: string | Buffer, headers: OutgoingHttpHeaders = {}, agent?: Agent): Promise<Answer> {
  const caseId = nextCase();
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const req = request({
    port,
    host: '127.0.0.1',
    method: 'POST',
    agent,
    headers: withoutUndefined({
      'content-type': 'application/json',
      'content-length': bytes.length,
      'x-case': caseId,
      ...headers,
    }),
  });
  req.end(bytes);
  const [res] = (await once(req, 'response')) as [IncomingMessage];
  return readAnswer(res, caseId);
}

/** Headers given as undefined are not sent. */
const withoutUndefined = (headers: OutgoingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined));

/** Starts a POST without ending it (chunked unless a Content-Length is given). */
function openPost(headers: OutgoingHttpHeaders = {}) {
  const caseId = nextCase();
  const req = request({
    port,
    host: '127.0.0.1',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-case': caseId, ...headers },
  });
  req.on('error', () => undefined);
  return { req, caseId };
}

const ok = (body: unknown) => ({ status: 200, body: { body, parsed: true }, nextCalls: ['next'] });
const refused = (code: number, msg: string) => ({ status: code, body: { code, msg }, nextCalls: [`${code} ${msg}`] });

describe('jsonBody', () => {
  describe('parses JSON bodies', () => {
    it.each([
      ['an object', '{"title":"新闻","page":1}', { title: '新闻', page: 1 }],
      ['an array', '[1,"二",{"c":3}]', [1, '二', { c: 3 }]],
      ['JSON whitespace around the value', ' \r\n\t{"a":1} \n', { a: 1 }],
      ['a UTF-8 byte order mark first (as body-parser dropped it)', '\ufeff{"a":1}', { a: 1 }],
    ])('%s', async (_name, body, expected) => {
      expect(await post(body)).toEqual(ok(expected));
    });

    it('answers an empty body {} (Content-Length 0, as body-parser did)', async () => {
      expect(await post('')).toEqual(ok({}));
    });

    it('reads a body of exactly the limit', async () => {
      const body = JSON.stringify({ a: 'x'.repeat(LIMIT - 8) });
      expect(Buffer.byteLength(body)).toBe(LIMIT);
      expect((await post(body)).body.body).toEqual({ a: 'x'.repeat(LIMIT - 8) });
    });

    it('joins a body sent in several chunks, multi-byte characters split between them', async () => {
      const { req, caseId } = openPost();
      const bytes = Buffer.from('{"text":"前方高能"}');
      req.write(bytes.subarray(0, 11));
      await new Promise((resolve) => setTimeout(resolve, 20));
      req.end(bytes.subarray(11));
      const [res] = (await once(req, 'response')) as [IncomingMessage];
      expect(await readAnswer(res, caseId)).toEqual(ok({ text: '前方高能' }));
    });

    it.each([
      'application/json; charset=utf-8',
      'Application/JSON;charset="UTF-8"',
      'application/json ; charset=utf-8',
      'application/json; v=1',
    ])('with Content-Type %s', async (type) => {
      expect(await post('{"a":1}', { 'content-type': type })).toEqual(ok({ a: 1 }));
    });
  });

  describe('leaves other requests untouched', () => {
    it.each([
      ['text/plain', { 'content-type': 'text/plain' }],
      ['application/x-www-form-urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }],
      [
        'application/vnd.api+json (body-parser took only application/json)',
        { 'content-type': 'application/vnd.api+json' },
      ],
      ['application/jsonp', { 'content-type': 'application/jsonp' }],
      ['no Content-Type', { 'content-type': undefined }],
    ])('%s', async (_name, headers) => {
      expect(await post('{"a":1}', headers)).toEqual({
        status: 200,
        body: { body: 'undefined', parsed: false, raw: '{"a":1}' },
        nextCalls: ['next'],
      });
    });

    it('a JSON request without a body (no Content-Length, no Transfer-Encoding)', async () => {
      const caseId = nextCase();
      const req = request({
        port,
        host: '127.0.0.1',
        headers: { 'content-type': 'application/json', 'x-case': caseId },
      });
      req.end();
      const [res] = (await once(req, 'response')) as [IncomingMessage];
      expect(await readAnswer(res, caseId)).toEqual({
        status: 200,
        body: { body: 'undefined', parsed: false, raw: '' },
        nextCalls: ['next'],
      });
    });
  });

  it.each([
    ['a body another parser took (`_body`)', { _body: true, readable: true }],
    ['a body already read off', { readable: false }],
  ])('passes on %s without reading', (_name, state) => {
    const req = { headers: { 'content-type': 'application/json', 'content-length': '7' }, on: jest.fn(), ...state };
    const next = jest.fn();
    jsonBody(LIMIT)(req as unknown as Request, {} as never, next);
    expect(next.mock.calls).toEqual([[]]);
    expect(req.on).not.toHaveBeenCalled();
    expect(req).not.toHaveProperty('body');
  });

  describe('refuses what is not a JSON object or array with 400', () => {
    it.each(['{"a":', '{a:1}', "{'a':1}", '{"a":1}}', ' \n ', 'undefined'])('%j', async (body) => {
      expect(await post(body)).toEqual(refused(400, '请求体不是有效的 JSON'));
    });

    it.each(['"x"', '1', ' true', 'null'])('a bare %s at the top level (strict, as body-parser)', async (body) => {
      expect(await post(body)).toEqual(refused(400, '请求体须为 JSON 对象或数组'));
    });
  });

  describe('refuses a body over the limit with 413', () => {
    it('at once by its Content-Length, before any of the body is sent', async () => {
      const { req, caseId } = openPost({ 'content-length': LIMIT + 1 });
      req.flushHeaders();
      const [res] = (await once(req, 'response')) as [IncomingMessage];
      const answer = await readAnswer(res, caseId);
      req.destroy();
      expect(answer).toEqual(refused(413, TOO_LARGE));
    });

    it('as soon as a chunked body passes the limit, before the client ends it', async () => {
      const { req, caseId } = openPost();
      req.write(`[${'1,'.repeat(LIMIT / 2)}`);
      const [res] = (await once(req, 'response')) as [IncomingMessage];
      req.end('1]');
      expect(await readAnswer(res, caseId)).toEqual(refused(413, TOO_LARGE));
    });

    it.each([
      ['by Content-Length', {}, Buffer.from(JSON.stringify({ a: 'x'.repeat(LIMIT * 1024) }))],
      [
        'chunked',
        { 'content-length': undefined, 'transfer-encoding': 'chunked' },
        Buffer.from(JSON.stringify({ a: 'x'.repeat(LIMIT * 1024) })),
      ],
      ['stored deflate', { 'content-encoding': 'deflate' }, deflateSync('x'.repeat(LIMIT * 1024), { level: 0 })],
    ])(
      '(%s) and reads the rest off so the kept-alive connection serves the next request',
      async (_name, headers, big) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        expect(await post(big, headers, agent)).toEqual(refused(413, TOO_LARGE));
        const caseId = nextCase();
        const req = request({
          port,
          host: '127.0.0.1',
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'x-case': caseId },
        });
        req.end('{"after":true}');
        const [res] = (await once(req, 'response')) as [IncomingMessage];
        expect(req.reusedSocket).toBe(true);
        expect(await readAnswer(res, caseId)).toEqual(ok({ after: true }));
        agent.destroy();
      },
    );
  });

  describe('charsets', () => {
    it.each(['latin1', 'utf-16', 'utf8', 'gbk'])('refuses charset=%s with 415', async (charset) => {
      expect(await post('{"a":1}', { 'content-type': `application/json; charset=${charset}` })).toEqual(
        refused(415, '请求体的字符集须为 UTF-8'),
      );
    });
  });

  describe('compressed bodies (body-parser inflated them; no client of ours sends them, integrators may)', () => {
    const json = '{"text":"弹幕","time":1.5}';
    it.each([
      ['gzip', gzipSync(json)],
      ['deflate', deflateSync(json)],
      ['br', brotliCompressSync(json)],
      ['GZIP', gzipSync(json)],
    ])('inflates %s', async (encoding, bytes) => {
      expect(await post(bytes, { 'content-encoding': encoding })).toEqual(ok({ text: '弹幕', time: 1.5 }));
    });

    it('reads Content-Encoding identity as plain', async () => {
      expect(await post(json, { 'content-encoding': 'identity' })).toEqual(ok({ text: '弹幕', time: 1.5 }));
    });

    it('refuses an inflated size over the limit with 413, whatever the compressed size', async () => {
      const bomb = gzipSync(JSON.stringify({ a: 'x'.repeat(LIMIT * 1024) }));
      expect(bomb.length).toBeLessThan(LIMIT * 2);
      expect(await post(bomb, { 'content-encoding': 'gzip' })).toEqual(refused(413, TOO_LARGE));
    });

    it('does not refuse by the compressed Content-Length (the limit is on the inflated size)', async () => {
      const body = { a: 'x'.repeat(LIMIT - 8) };
      const stored = deflateSync(JSON.stringify(body), { level: 0 });
      expect(stored.length).toBeGreaterThan(LIMIT);
      expect(await post(stored, { 'content-encoding': 'deflate' })).toEqual(ok(body));
    });

    it('refuses a body that does not inflate with 400', async () => {
      expect(await post('{"a":1}', { 'content-encoding': 'gzip' })).toEqual(refused(400, '请求体解压失败'));
    });

    it.each(['zstd', 'compress', 'gzip, br'])('refuses Content-Encoding %s with 415', async (encoding) => {
      expect(await post('{"a":1}', { 'content-encoding': encoding })).toEqual(
        refused(415, '不支持的请求体压缩格式（可用 gzip、deflate、br）'),
      );
    });
  });

  describe('a client gone mid-body', () => {
    it.each([
      ['plain', {}, Buffer.from('{"a":"半')],
      ['gzip', { 'content-encoding': 'gzip' }, gzipSync(JSON.stringify({ a: 'x'.repeat(200) })).subarray(0, 30)],
    ])('(%s) ends the reading once with 400 and the server keeps serving', async (_name, headers, part) => {
      const { req, caseId } = openPost({ 'content-length': 500, ...headers });
      req.write(part);
      await once(server, 'request');
      await new Promise((resolve) => setTimeout(resolve, 30));
      req.destroy();
      const deadline = Date.now() + 2000;
      while (!seen.get(caseId)?.nextCalls.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await settle(caseId)).toEqual(['400 请求体未完整接收']);
      expect(await post('{"still":"up"}')).toEqual(ok({ still: 'up' }));
    });
  });
});
