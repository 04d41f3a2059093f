import { Header } from '@site/contract';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import type { AppRequest } from '../../common/http/request-context';
import type { AppConfig } from '../../config/app-config';
import { sealVisitor, visitorOfRequest } from '../counters/visitors';
import { PreviewGrants } from './preview-grant';
import { PublicContextPipe } from './public-context';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const BAIDU = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';

/** A clock the test moves. */
const clockAt = (time: string) => {
  let now = new Date(time);
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
};

/** A request as CallAccessGuard leaves it: `lang` validated, its response beside it. */
const requestOf = (headers: Record<string, string>, lang = 'en') => {
  const lowered = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const res = { setHeader: jest.fn() };
  const req = { lang, ip: '203.0.113.9', headers: lowered, get: (name: string) => lowered[name.toLowerCase()], res };
  return req as unknown as AppRequest;
};

describe('PublicContextPipe', () => {
  let clock: ReturnType<typeof clockAt>;
  let grants: PreviewGrants;
  let pipe: PublicContextPipe;

  beforeEach(async () => {
    clock = clockAt('2026-11-29T08:00:00Z');
    const config = { previewSecret: 'a preview secret of this test', previewTtlMinutes: 60 } as AppConfig;
    grants = new PreviewGrants(config, null as unknown as DataSource, clock as Clock);
    await grants.onModuleInit();
    pipe = new PublicContextPipe(grants, clock as Clock);
  });

  it('makes a live call of a request without a grant: its lang, the time now, its response for headers', () => {
    const req = requestOf({ 'user-agent': BROWSER }, 'cn');
    const call = pipe.transform(req);
    expect(call).toMatchObject({ lang: 'cn', now: clock.now(), grant: null, isPreview: false });
    expect(call.shown('news')).toBeUndefined();
    call.answer.setHeader('X-Content-Stale', '1');
    expect(req.res?.setHeader).toHaveBeenCalledWith('X-Content-Stale', '1');
  });

  it("reads a valid grant: the call is at the grant's time and shows its item", () => {
    const at = new Date('2026-12-01T00:00:00Z');
    const { token } = grants.sign({ at, item: { family: 'news', id: 7 } });
    const call = pipe.transform(requestOf({ [Header.PREVIEW]: token }));
    expect(call.isPreview).toBe(true);
    expect(call.now).toEqual(at);
    expect(call.shown('news')).toBe(7);
    expect(call.shown('cases')).toBeUndefined();
    // A grant of an item alone shows it now.
    const itemOnly = pipe.transform(
      requestOf({ [Header.PREVIEW]: grants.sign({ item: { family: 'cases', id: 3 } }).token }),
    );
    expect(itemOnly).toMatchObject({ isPreview: true, now: clock.now() });
    expect(itemOnly.shown('cases')).toBe(3);
  });

  it('makes an expired or tampered grant a live call, nothing more', () => {
    const { token } = grants.sign({ item: { family: 'news', id: 7 } });
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ f: 'news', id: 8, exp: clock.now().getTime() + 60_000 })).toString(
      'base64url',
    );
    for (const tampered of [`${forged}.${signature}`, `${payload}.${signature.slice(1)}A`, 'not a grant']) {
      expect(pipe.transform(requestOf({ [Header.PREVIEW]: tampered }))).toMatchObject({
        grant: null,
        now: clock.now(),
      });
    }
    clock.advance(61 * 60_000);
    const expired = pipe.transform(requestOf({ [Header.PREVIEW]: token }));
    expect(expired).toMatchObject({ grant: null, isPreview: false, now: clock.now() });
  });

  it('names the visitor the public site sealed, else the caller itself; a seal not made here is the caller', () => {
    const reader = { key: 'one-reader-key-of-32-characters0', counts: true };
    const sealed = pipe.transform(requestOf({ 'user-agent': BAIDU, [Header.VISITOR]: sealVisitor(reader) }));
    expect(sealed.visitor).toEqual(reader);

    const browser = requestOf({ 'user-agent': BROWSER });
    expect(pipe.transform(browser).visitor).toEqual({ key: visitorOfRequest(browser).key, counts: true });
    const crawler = requestOf({ 'user-agent': BAIDU, [Header.VISITOR]: `1.${'a'.repeat(32)}.${'x'.repeat(43)}` });
    expect(pipe.transform(crawler).visitor).toMatchObject({ counts: false });
    expect(pipe.transform(crawler).visitor.key).not.toBe('a'.repeat(32));
  });
});
