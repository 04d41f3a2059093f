import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import express from 'express';
import { runtimeSettingsMetaTag } from '@site/contract';
import request from 'supertest';
import { frontendPaths, mountFrontends } from './frontends';

const ADMIN_INDEX = '<!doctype html><html><head><title>管理后台</title></head><body></body></html>';
const SECRET = 'a "deployment" secret <&>';
const ADMIN_ASSET = 'console.log("admin")';

/** A repository root holding only the files a test asks for. */
function fakeRoot({ admin }: { admin: boolean }): string {
  const root = mkdtempSync(join(tmpdir(), 'frontends-spec-'));
  if (admin) {
    mkdirSync(join(root, 'frontend-admin', 'dist', 'assets'), { recursive: true });
    writeFileSync(join(root, 'frontend-admin', 'dist', 'index.html'), ADMIN_INDEX);
    writeFileSync(join(root, 'frontend-admin', 'dist', 'assets', 'index-abc123.js'), ADMIN_ASSET);
    // What the build writes beside each asset (vite-plugin-compression2).
    writeFileSync(
      join(root, 'frontend-admin', 'dist', 'assets', 'index-abc123.js.br'),
      brotliCompressSync(ADMIN_ASSET),
    );
    writeFileSync(join(root, 'frontend-admin', 'dist', 'assets', 'index-abc123.js.gz'), gzipSync(ADMIN_ASSET));
  }
  return root;
}

/** The front ends in front of a stand-in for Nest, which answers whatever they let through. */
async function serverWith(root: string) {
  const app = express();
  await mountFrontends(app, { nodeEnv: 'test', apiTokenSecret: SECRET, siteUrl: null }, frontendPaths(root));
  app.use((req, res) => res.status(299).send(`api:${req.method} ${req.originalUrl}`));
  return app;
}

describe('mountFrontends', () => {
  let root: string;
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    rmSync(root, { recursive: true, force: true });
  });

  describe('with the back office built and the public site not built', () => {
    let app: express.Express;
    beforeEach(async () => {
      root = fakeRoot({ admin: true });
      app = await serverWith(root);
    });

    it('redirects /adm to /adm/, keeping the query', async () => {
      const response = await request(app).get('/adm?from=menu');
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe('/adm/?from=menu');
    });

    it.each(['/adm/', '/adm/login', '/adm/news/12'])('answers %s with the SPA, never cached', async (path) => {
      const response = await request(app).get(path);
      expect(response.status).toBe(200);
      expect(response.text).toContain('<title>管理后台</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it("hands the page this deployment's runtime settings, not the build's", async () => {
      const response = await request(app).get('/adm/news');
      const buildId = /&quot;buildId&quot;:&quot;([0-9a-f]{16})&quot;/.exec(response.text)?.[1] ?? 'missing';
      expect(response.text).toContain(
        `${runtimeSettingsMetaTag({ apiBase: '/api', tokenSecret: SECRET, buildId })}\n</head>`,
      );
    });

    it.each([
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
    ])('sends the file the build compressed when the browser accepts %s', async (accepted, encoding) => {
      // supertest decodes both encodings, as a browser does.
      const asset = await request(app).get('/adm/assets/index-abc123.js').set('Accept-Encoding', accepted);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
      expect(asset.headers.vary).toBe('Accept-Encoding');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.text).toBe(ADMIN_ASSET);
    });

    it('sends the asset as built to a browser accepting no encoding', async () => {
      const asset = await request(app).get('/adm/assets/index-abc123.js').set('Accept-Encoding', 'identity');
      expect(asset.headers['content-encoding']).toBeUndefined();
      expect(asset.text).toBe(ADMIN_ASSET);
    });

    it('answers /adm/index.html with the page carrying the settings, not the file as built', async () => {
      const response = await request(app).get('/adm/index.html');
      expect(response.status).toBe(200);
      expect(response.text).toContain('tokenSecret');
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('serves hashed assets for a year, and a missing one as 404 rather than the SPA', async () => {
      const asset = await request(app).get('/adm/assets/index-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.text).toBe(ADMIN_ASSET);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const missing = await request(app).get('/adm/assets/index-old999.js');
      expect(missing.status).toBe(404);
      expect(missing.text).toBe('文件不存在');
    });

    it('answers public pages with a page saying to build, and warns once', async () => {
      const response = await request(app).get('/news');
      expect(response.status).toBe(503);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain('公开站点尚未构建');
      expect(response.text).toContain('npm run build');

      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain(join(root, 'frontend-public', 'build', 'server', 'index.js'));
    });

    it.each([
      ['GET', '/api/health'],
      ['POST', '/api/adm/login'],
      ['GET', '/api'],
      ['GET', '/uploads/2026/11/a.png'],
    ])('lets %s %s through to the API', async (method, path) => {
      const response = await request(app)[method === 'GET' ? 'get' : 'post'](path);
      expect(response.status).toBe(299);
      expect(response.text).toBe(`api:${method} ${path}`);
    });

    it('keeps /adm/ to the back office: other methods are refused there, not rendered as public pages', async () => {
      const response = await request(app).post('/adm/login');
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    });
  });

  describe('with nothing built', () => {
    it('answers /adm/ with a page saying to build, and warns about each front end', async () => {
      root = fakeRoot({ admin: false });
      const app = await serverWith(root);

      const response = await request(app).get('/adm/');
      expect(response.status).toBe(503);
      expect(response.text).toContain('管理后台尚未构建');
      expect((await request(app).get('/api/health')).status).toBe(299);
      expect(warn).toHaveBeenCalledTimes(2);
    });
  });
});
