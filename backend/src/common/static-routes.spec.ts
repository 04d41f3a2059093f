import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { StaticRoutes } from './static-routes';

/** Each route answers which route it is, and with which params. */
const ROUTES: Array<['GET' | 'POST', string]> = [
  ['GET', '/api/health'],
  ['POST', '/api/get_news_detail'],
  ['POST', '/api/adm/get_news_list'],
  ['GET', '/api/docs'],
  ['GET', '/api/docs/'],
  ['GET', '/api/docs-json'],
  ['GET', '/api/docs/swagger-ui-init.js'],
];
const answer =
  (method: string, path: string, n: number): RequestHandler =>
  (req, res) =>
    res.json({ route: `${method} ${path} #${n}`, params: req.params });

/** Express's router alone, or the same routes through StaticRoutes; both end with a fall-through layer. */
function app(withStaticRoutes: boolean) {
  const server = express();
  const routes = new StaticRoutes();
  if (withStaticRoutes) server.use(routes.dispatch);
  // A second route for a method and path that is already taken: Express never reaches it.
  [...ROUTES, ROUTES[1]].forEach(([method, path], n) => {
    const handler = answer(method, path, n);
    if (withStaticRoutes) routes.add(method, path, handler);
    else if (method === 'GET') server.get(path, handler);
    else server.post(path, handler);
  });
  server.use((req, res) => res.status(404).json({ fellThrough: `${req.method} ${req.url}` }));
  return server;
}

const REQUESTS: Array<[string, string]> = [
  ['GET', '/api/health'],
  ['GET', '/api/health/'],
  ['GET', '/api/health//'],
  ['GET', '/API/Health'],
  ['GET', '/api/health?probe=1'],
  ['HEAD', '/api/health'],
  ['POST', '/api/health'],
  ['POST', '/api/get_news_detail'],
  ['POST', '/api/get_news_detail?x=1#y'],
  ['POST', '/api/get%5Fnews_detail'],
  ['POST', '/api/get_news_detail/extra'],
  ['GET', '/api/get_news_detail'],
  ['DELETE', '/api/get_news_detail'],
  ['POST', '/api/adm/get_news_list'],
  ['POST', '/api//adm/get_news_list'],
  ['GET', '/api/docs'],
  ['GET', '/api/docs/'],
  ['GET', '/api/docs-json'],
  ['GET', '/api/docs/swagger-ui-init.js'],
  ['GET', '/api/docs/swagger-ui-init.JS'],
  ['GET', '/'],
  ['GET', '/news/1'],
];

describe('StaticRoutes', () => {
  it.each(['/api/health', '/api/docs/swagger-ui-init.js', '/api/docs-json', '/'])('takes %s as a fixed path', (path) =>
    expect(StaticRoutes.isFixed(path)).toBe(true),
  );

  it.each(['/api/:id', '/files/*path', '/a{/b}', 'relative', '/a(b)'])('leaves %s to Express', (path) =>
    expect(StaticRoutes.isFixed(path)).toBe(false),
  );

  it.each(REQUESTS)('answers %s %s as Express’s router does', async (method, url) => {
    const send = (server: express.Express) => {
      const agent = request(server);
      const verbs = { GET: agent.get, HEAD: agent.head, POST: agent.post, DELETE: agent.delete };
      return verbs[method as keyof typeof verbs].call(agent, url);
    };
    const [viaExpress, viaStaticRoutes] = await Promise.all(
      [app(false), app(true)].map(async (server) => {
        const res = await send(server);
        return { status: res.status, body: res.body as unknown, length: res.headers['content-length'] };
      }),
    );
    expect(viaStaticRoutes).toEqual(viaExpress);
  });
});
