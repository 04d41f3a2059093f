import { type BodyWriter, NoncedBody, nonceSlot } from './public-site-nonce';

const NONCE = 'q0vDzkNNf3UjbD+8M/Dh2A==';
const body = (text: string | Buffer, slot = 'SLOT') => NoncedBody.cut(Buffer.from(text), slot);

/** What `endWith` writes, and whether every write happened while the answer was corked. */
function sent(cut: NoncedBody, nonce: string) {
  const chunks: Buffer[] = [];
  let corked = 0;
  let allCorked = true;
  const record = (chunk: Buffer | string) => {
    allCorked &&= corked > 0;
    chunks.push(Buffer.from(chunk));
  };
  const answer: BodyWriter = {
    cork: () => void corked++,
    uncork: () => void corked--,
    write: record,
    end: record,
  };
  cut.endWith(answer, nonce);
  return { bytes: Buffer.concat(chunks), allCorked, corked };
}

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
    const answer = sent(cut, NONCE);
    expect(answer.bytes.toString()).toBe(`${NONCE}<a nonce="${NONCE}">${NONCE}${NONCE}</a>${NONCE}`);
    expect(cut.lengthWith(NONCE)).toBe(answer.bytes.length);
    expect(cut.length).toBe('<a nonce=""></a>'.length);
    expect(answer.allCorked).toBe(true);
    expect(answer.corked).toBe(0);
  });

  it('sends the kept parts themselves, not a copy of the page', () => {
    const page = Buffer.from(`<html>${'页'.repeat(20_000)}<script nonce="SLOT"></script></html>`);
    const cut = NoncedBody.cut(page, 'SLOT');
    const parts: Buffer[] = [];
    const answer: BodyWriter = {
      cork() {},
      uncork() {},
      write: (c) => parts.push(c as Buffer),
      end: (c) => parts.push(c),
    };
    cut.endWith(answer, NONCE);
    expect(parts.filter((part) => Buffer.isBuffer(part) && part.buffer === page.buffer)).toHaveLength(2);
  });

  it('leaves a body without a slot whole', () => {
    const cut = body('页面');
    expect(cut.parts).toHaveLength(1);
    expect(sent(cut, NONCE).bytes.toString()).toBe('页面');
    expect(cut.lengthWith(NONCE)).toBe(Buffer.byteLength('页面'));
  });
});
