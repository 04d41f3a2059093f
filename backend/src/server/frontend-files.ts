import type { RequestHandler } from 'express';
import sirv from 'sirv';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A front end's built files (decision 020): the brotli or gzip file the build wrote beside each asset when the
 * browser accepts it, else the asset itself. The file list is read once, at start (a build is replaced by a
 * restart), so a request that is no file costs a map lookup before it falls through to `next`.
 * Hashed files under /assets/ never change; everything else is revalidated.
 */
export function builtFiles(dir: string): RequestHandler {
  const serve = sirv(dir, {
    brotli: true,
    gzip: true,
    etag: true,
    // Only the exact file: /login must not find login.html, nor / an index.html (the SPA's index is served apart).
    extensions: [],
    setHeaders: (res, pathname) =>
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache'),
  });
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? serve(req, res, next) : next());
}

/** Answers a front end's paths while its build is missing: a page saying how to build, and 503. */
export function notBuilt(name: string): RequestHandler {
  const page = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}尚未构建</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.6">
<h1>${name}尚未构建</h1>
<p>请在项目根目录运行 <code>npm run build</code>，然后重新启动服务器。</p>
<p>API 不受影响：<a href="/api/docs">/api/docs</a></p>
</body>
</html>
`;
  return (_req, res) => {
    res.status(503).setHeader('Cache-Control', 'no-store');
    res.type('html').send(page);
  };
}
