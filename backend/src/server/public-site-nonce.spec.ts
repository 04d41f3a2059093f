import { NoncedBody, nonceSlot } from './public-site-nonce';

const NONCE = 'q0vDzkNNf3UjbD+8M/Dh2A==';
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
  });

  it('leaves a body without a slot whole', () => {
    const cut = body('页面');
    expect(cut.parts).toHaveLength(1);
    expect(cut.with(NONCE).toString()).toBe('页面');
  });
});
