import { DanmakuEntity } from './danmaku.entity';
import { escapeHtml, toAdminWire, toPublicWire, toTuple } from './danmaku.wire';

function row(overrides: Partial<DanmakuEntity> = {}): DanmakuEntity {
  return Object.assign(new DanmakuEntity(), {
    id: 7,
    video_id: 'v1',
    author: 'guest',
    time: 1.5,
    text: 'hi',
    color: 255,
    type: 1,
    status: 1,
    ip: '203.0.113.9',
    created_at: new Date('2026-11-21T08:00:00.000Z'),
    ...overrides,
  });
}

describe('danmaku wire', () => {
  it('escapes the characters DPlayer escapes itself', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&/`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#x27;1&#x27;)&quot;&gt;&amp;&#x2f;',
    );
    expect(escapeHtml('前方高能')).toBe('前方高能');
  });

  it('answers the player tuple [time, type, color, author, text], escaped', () => {
    expect(toTuple(row({ author: '<b>', text: '<i>x</i>' }))).toEqual([
      1.5,
      1,
      255,
      '&lt;b&gt;',
      '&lt;i&gt;x&lt;&#x2f;i&gt;',
    ]);
  });

  it('leaves the address out of the public answer and escapes it', () => {
    expect(toPublicWire(row({ text: 'a&b' }))).toEqual({
      id: 7,
      video_id: 'v1',
      author: 'guest',
      time: 1.5,
      text: 'a&amp;b',
      color: 255,
      type: 1,
      status: 1,
      created_at: '2026-11-21T08:00:00.000Z',
    });
  });

  it('gives moderators the text as stored, with the address', () => {
    expect(toAdminWire(row({ text: 'a&b' }))).toMatchObject({ text: 'a&b', ip: '203.0.113.9' });
  });
});
