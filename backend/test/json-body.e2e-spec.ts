import { gzipSync } from 'node:zlib';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

/** JSON bodies are read by Express's body-parser (`common/http/body-parsers.ts`): its answers reach clients in the envelope. */
describe.each(testDatabases())('JSON request bodies on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { BODY_LIMIT: '1kb' } });
  });
  afterAll(() => t.close());

  const rawCall = (body: string | Buffer, headers: Record<string, string> = {}) => {
    const call = t.http.post('/api/get_news_list').set('token', t.token()).set('lang', 'cn');
    for (const [name, value] of Object.entries({ 'Content-Type': 'application/json', ...headers }))
      call.set(name, value);
    // superagent would serialise a Buffer sent as JSON; bytes go out as they are.
    return call.serialize((bytes: string) => bytes).send(body);
  };

  it('hands a JSON body to the call (a field it refuses is named, so the body got there)', async () => {
    const listed = await t.publicCall('get_news_list', { page: 1 }).expect(200);
    expect(listed.body).toMatchObject({ code: 0, data: { list: [], total: 0 } });
    const refused = await t.publicCall('get_news_list', { page: 1e18 }).expect(422);
    expect(refused.body.data.errors).toEqual([{ field: 'page', message: '页码不能大于 1000000' }]);
  });

  it('reads charset=utf-8 and a gzip body as before', async () => {
    const withCharset = await rawCall('{"page":1e18}', { 'Content-Type': 'application/json; charset=UTF-8' });
    expect(withCharset.status).toBe(422);
    const gzipped = await rawCall(gzipSync('{"page":1e18}'), { 'Content-Encoding': 'gzip' });
    expect(gzipped.status).toBe(422);
  });

  it('takes an empty JSON body as {}', async () => {
    const res = await rawCall('', { 'Content-Length': '0' }).expect(200);
    expect(res.body.code).toBe(0);
  });

  it.each([
    ['malformed JSON', '{"page":', '请求体不是有效的 JSON'],
    ['a bare value', '"page"', '请求体须为 JSON 对象或数组'],
  ])('answers %s with 400 in the envelope', async (_name, body, msg) => {
    const res = await rawCall(body).expect(400);
    expect(res.body).toEqual({ code: 400, msg, error: 'BAD_REQUEST', data: null });
  });

  it('answers a body over BODY_LIMIT with 413 naming the limit', async () => {
    const res = await rawCall(JSON.stringify({ keyword: 'x'.repeat(2000) })).expect(413);
    expect(res.body).toEqual({ code: 413, msg: '请求体过大（最多 1 KB）', error: 'PAYLOAD_TOO_LARGE', data: null });
  });

  it('answers a charset other than UTF-8 with 415', async () => {
    const res = await rawCall('{"page":1}', { 'Content-Type': 'application/json; charset=gbk' }).expect(415);
    expect(res.body).toEqual({
      code: 415,
      msg: '请求体的字符集须为 UTF-8',
      error: 'UNSUPPORTED_MEDIA_TYPE',
      data: null,
    });
  });

  it('keeps answering after refused bodies', async () => {
    await rawCall('{').expect(400);
    await t.publicCall('get_news_list', {}).expect(200);
  });
});
