import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { IsIsoTime, TextField, UrlField, isLinkTarget, isSiteUrl, parseIsoTime } from './field-rules';

describe('isSiteUrl', () => {
  it.each([
    '',
    '/uploads/2026/11/a1b2c3.png',
    '/uploads/file-name_v2.tar.gz',
    'https://cdn.example.com/a.png?x=1#y',
    'http://localhost:3000/uploads/a.png',
    'http://192.168.1.10/a.mp4',
  ])('accepts %j', (url) => expect(isSiteUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
    'ftp://host/file',
    '//evil.example/x.png',
    '/adm/login',
    '/uploads/',
    '/uploads/../adm',
    '/uploads/a/../../b',
    '/uploads/%2e%2e/adm',
    '/uploads/a b.png',
    'https://user:pass@example.com/',
    'uploads/a.png',
    ' https://example.com',
  ])('refuses %j', (url) => expect(isSiteUrl(url)).toBe(false));

  it('refuses what is not a string', () => {
    expect(isSiteUrl(42)).toBe(false);
    expect(isSiteUrl(null)).toBe(false);
  });
});

describe('isLinkTarget', () => {
  it.each([
    '',
    '/',
    '/about',
    '/detail/12',
    '/news?category=公司新闻&page=2#list',
    '/uploads/a.pdf',
    'https://example.com/',
  ])('accepts %j', (link) => expect(isLinkTarget(link)).toBe(true));

  it.each([
    '//evil.example/',
    '/\\evil.example',
    '/adm/login',
    '/adm',
    '/api/adm/logout',
    '/uploads/../adm',
    '/a/../adm/login',
    'javascript:alert(1)',
    'about',
    '/about page',
  ])('refuses %j', (link) => expect(isLinkTarget(link)).toBe(false));
});

describe('parseIsoTime', () => {
  it('keeps an explicit zone and reads a time without one as UTC', () => {
    expect(parseIsoTime('2026-11-21T08:00:00.000Z').toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(parseIsoTime('2026-11-21T16:00:00+08:00').toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(parseIsoTime('2026-11-21T08:00:00').toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(parseIsoTime('2026-11-21').toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });
});

class Sample {
  @TextField('标题', 5, { required: true, min: 1 })
  title?: string;

  @UrlField('封面')
  cover?: string;

  @IsIsoTime()
  at?: string;

  id?: number;
}

const errorsOf = (body: object) =>
  validateSync(plainToInstance(Sample, body)).map((error) => ({
    field: error.property,
    constraints: Object.keys(error.constraints ?? {}),
  }));

describe('field rules', () => {
  it('trims text before checking its length, and requires it only on create', () => {
    expect(errorsOf({ title: '  abc  ', at: '2026-11-21T08:00:00Z' })).toEqual([]);
    expect(errorsOf({ title: '   ', at: '2026-11-21T08:00:00Z' })).toEqual([
      { field: 'title', constraints: ['isLength'] },
    ]);
    expect(errorsOf({ at: '2026-11-21T08:00:00Z' })[0]).toMatchObject({
      field: 'title',
      constraints: expect.arrayContaining(['isDefined']),
    });
    expect(errorsOf({ id: 3, at: '2026-11-21T08:00:00Z' })).toEqual([]);
  });

  it('names its broken rules apart from type checks (422, not 400)', () => {
    expect(errorsOf({ title: 'a', cover: 'javascript:x', at: '2026-11-21T08:00:00Z' })).toEqual([
      { field: 'cover', constraints: ['isSiteUrl'] },
    ]);
    expect(errorsOf({ title: 'a', at: '0001-01-01T00:00:00Z' })).toEqual([{ field: 'at', constraints: ['isIsoTime'] }]);
    expect(errorsOf({ title: 'a', at: '2026-02-30T00:00:00Z' })).toEqual([{ field: 'at', constraints: ['isIsoTime'] }]);
  });
});
