import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { acceptedEncoding, compressedStatic } from './public-site-compression';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe('compressedStatic', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compressed-static-'));
  const script = 'console.log("澄川");\n'.repeat(200);
  writeFileSync(join(dir, 'app.js'), script);
  const app = express();
  app.use(compressedStatic(dir, (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')));
  app.use((_req, res) => res.status(404).send('fell through'));

  it('serves a script compressed with the encoding the browser accepts', async () => {
    // supertest decodes both encodings, as a browser does.
    const br = await request(app).get('/app.js').set('Accept-Encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.text).toBe(script);
    expect(Number(br.headers['content-length'])).toBeLessThan(script.length / 10);

    const gz = await request(app).get('/app.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(script);
  });

  it('leaves other requests to express.static: no encoding accepted, other types, paths outside', async () => {
    expect((await request(app).get('/app.js').set('Accept-Encoding', 'identity')).text).toBe('fell through');
    expect((await request(app).get('/missing.js').set('Accept-Encoding', 'br')).text).toBe('fell through');
    expect((await request(app).get('/../secret.js').set('Accept-Encoding', 'br')).status).toBe(404);
  });
});
