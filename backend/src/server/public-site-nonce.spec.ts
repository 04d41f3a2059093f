import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { NoncedBody, NoncedEncodings, NoncedGzip, nonceSlot } from './public-site-nonce';

const NONCE = 'q0vDzkNNf3UjbD+8M/Dh2A==';
const OTHER = 'AAAAAAAAAAAAAAAAAAAAAA==';
const body = (text: string | Buffer, slot = 'SLOT') => NoncedBody.cut(Buffer.from(text), slot);

describe('nonceSlot', () => {
  it('differs per call and needs no escaping in an HTML attribute', () => {
    const [a, b] = [nonceSlot(), nonceSlot()];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^nonce[A-Za-z0-9_-]{24}$/);
  });
});

describe('NoncedBody', () => {
  it('cuts at every slot, at the ends and side by side too, and joins with any nonce', () => {
    const cut = body('SLOT<a nonce="SLOT">SLOTSLOT</a>SLOT');
    expect(cut.parts.map(String)).toEqual(['', '<a nonce="', '">', '', '</a>', '']);
    expect(cut.with(NONCE).toString()).toBe(`${NONCE}<a nonce="${NONCE}">${NONCE}${NONCE}</a>${NONCE}`);
    expect(cut.length).toBe('<a nonce=""></a>'.length);
    expect(cut.hasNonce).toBe(true);
  });

  it('leaves a body without a slot whole', () => {
    const cut = body('页面');
    expect(cut.hasNonce).toBe(false);
    expect(cut.with(NONCE).toString()).toBe('页面');
  });
});

describe('NoncedGzip', () => {
  // Parts alike, as a page's preload links are: each refers back to the ones before it, never into a nonce.
  const links = Array.from(
    { length: 20 },
    (_, i) => `<link rel="modulepreload" href="/assets/c${i}.js" nonce="SLOT"/>`,
  );
  const page = [
    `<!doctype html><html><head>${links.join('')}</head><body>`,
    `<main>${'<p>澄川环境 新闻动态</p>'.repeat(3000)}</main>`,
    '<script nonce="SLOT">window.__reactRouterContext = {"SLOT":1};</script>',
    '<script nonce="SLOT" type="module">import "/assets/entry.client.js";</script></body></html>SLOT',
  ].join('');

  it('is a gzip stream that decodes to the body joined with the nonce, whatever the nonce', async () => {
    const gzip = await NoncedGzip.of(body(page), 6);
    const sizes = [NONCE, OTHER, 'zzzzzzzzzzzzzzzzzzzzzz=='].map((nonce) => {
      const encoded = gzip.with(nonce);
      expect(gunzipSync(encoded).toString()).toBe(page.replaceAll('SLOT', nonce));
      return encoded.length;
    });
    expect(new Set(sizes).size).toBe(1);
  });

  it('compresses nearly as well as one gzip stream of the whole page', async () => {
    const encoded = (await NoncedGzip.of(body(page), 6)).with(NONCE);
    const slots = page.split('SLOT').length - 1;
    const whole = (await NoncedGzip.of(body(page.replaceAll('SLOT', NONCE)), 6)).with(NONCE);
    // What each nonce costs: a stored block (5 bytes and the nonce) and a block of its own for the next part.
    expect(encoded.length).toBeLessThan(whole.length + slots * 40);
  });

  it('encodes a body without slots, an empty one, and one that is not UTF-8 text', async () => {
    expect(gunzipSync((await NoncedGzip.of(body('页面'), 9)).with(NONCE)).toString()).toBe('页面');
    expect(gunzipSync((await NoncedGzip.of(body(''), 9)).with(NONCE)).toString()).toBe('');
    // 0xFF stands for the nonce where parts refer back: bytes holding it would decode wrong if referred to.
    const binary = Buffer.concat([Buffer.alloc(40, 0xff), Buffer.from('SLOT'), Buffer.alloc(40, 0xff)]);
    const decoded = gunzipSync((await NoncedGzip.of(body(binary), 9)).with(NONCE));
    expect(decoded.equals(Buffer.concat([Buffer.alloc(40, 0xff), Buffer.from(NONCE), Buffer.alloc(40, 0xff)]))).toBe(
      true,
    );
  });

  it('refuses a nonce of another length than the filler it was deflated around', async () => {
    const gzip = await NoncedGzip.of(body('<script nonce="SLOT"></script>'), 6);
    expect(() => gzip.with('short')).toThrow('a nonce of 24 bytes expected');
  });
});

describe('NoncedEncodings', () => {
  const page = `<script nonce="SLOT">${'x = 1;'.repeat(500)}</script>`;

  it('sends a kept page with a nonce in gzip whenever the browser takes it, anything else brotli first', () => {
    expect(new NoncedEncodings(body(page), true).choose('gzip, deflate, br, zstd')).toBe('gzip');
    expect(new NoncedEncodings(body(page), true).choose('br')).toBe('br');
    expect(new NoncedEncodings(body(page), true).choose('identity')).toBeNull();
    expect(new NoncedEncodings(body(page), false).choose('gzip, deflate, br, zstd')).toBe('br');
    expect(new NoncedEncodings(body('x'.repeat(5000)), true).choose('gzip, br')).toBe('br');
  });

  it('encodes with the nonce of each response', async () => {
    for (const kept of [true, false]) {
      const encodings = new NoncedEncodings(body(page), kept);
      for (const nonce of [NONCE, OTHER]) {
        expect(gunzipSync(await encodings.get('gzip', nonce)).toString()).toBe(page.replace('SLOT', nonce));
        expect(brotliDecompressSync(await encodings.get('br', nonce)).toString()).toBe(page.replace('SLOT', nonce));
      }
    }
  });

  it('keeps the encoded form of a body without a nonce', async () => {
    const encodings = new NoncedEncodings(body('x'.repeat(5000)), true);
    expect(await encodings.get('br', NONCE)).toBe(await encodings.get('br', OTHER));
  });
});
