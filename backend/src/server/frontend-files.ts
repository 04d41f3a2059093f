import { sep } from 'node:path';
import type { RequestHandler, Response } from 'express';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed files under `assetsDir` never change; everything else is revalidated. */
export function cacheFor(assetsDir: string) {
  return (res: Response, filePath: string) => {
    res.setHeader('Cache-Control', filePath.startsWith(assetsDir + sep) ? IMMUTABLE : 'no-cache');
  };
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
