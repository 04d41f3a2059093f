import { frontEndsBuilt } from '../support/built';
import { HEALTH_BOUND_MS, whileHealthAnswers } from '../support/health-watch';
import { rawRequest } from '../support/raw-http';
import { createTestApp, TestApp } from '../support/test-app';

const built = frontEndsBuilt('hostile-urls');

/** Every part of the server: the API, uploaded files, the back office and the public site's pages and assets. */
const PATHS = [
  '/api/get_news_list',
  '/uploads/2026/11/a.png',
  ...(built ? ['/adm/', '/adm/news', '/', '/news', '/assets/x.js'] : []),
];

const BAD_TARGET = { code: 400, msg: '请求地址无效', error: 'BAD_REQUEST', data: null };

/** Host headers and paths no URL can be made of, as hostile clients send them. */
const UNREADABLE = (path: string): Array<[string, string]> => [
  ['a Host with @', `GET ${path} HTTP/1.1\r\nHost: user@evil.example`],
  ['a Host with a path', `GET ${path} HTTP/1.1\r\nHost: evil.example/x`],
  ['an overlong UTF-8 dot-dot in the path', `GET ${path}/%c0%ae%c0%ae/x HTTP/1.1\r\nHost: localhost`],
];

const bodyOf = (text: string) => text.slice(text.indexOf('\r\n\r\n') + 4);

describe('requests whose target or Host is not a URL', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { frontends: true });
    port = await t.listen();
  });
  afterAll(() => t.close());

  describe.each(PATHS)('on %s', (path) => {
    it.each(UNREADABLE(path))('answers %s with 400 in the envelope, while health keeps answering', async (_n, head) => {
      const { result, slowestHealthMs } = await whileHealthAnswers(t.http, () => rawRequest(port, head));
      expect(result.status).toBe(400);
      expect(JSON.parse(bodyOf(result.text))).toEqual(BAD_TARGET);
      expect(slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
    });

    it('serves an absolute-form target as its origin form', async () => {
      const origin = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: localhost`);
      const absolute = await rawRequest(port, `GET http://evil.example${path} HTTP/1.1\r\nHost: localhost`);
      expect(origin.status).toBeLessThan(500);
      expect(absolute.status).toBe(origin.status);
    });
  });

  (built ? it : it.skip)(
    'renders a page once whatever unknown query parameters ask, while health keeps answering',
    async () => {
      await t.http.get('/news?first=1').expect(200);
      const { result, slowestHealthMs } = await whileHealthAnswers(t.http, async () => {
        const states: string[] = [];
        for (let n = 0; n < 200; n++) {
          const page = await t.http.get(`/news?anything=${n}`);
          states.push(`${page.status} ${page.headers['x-page-cache']}`);
        }
        return states;
      });
      expect(new Set(result)).toEqual(new Set(['200 HIT']));
      expect(slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
    },
  );
});
