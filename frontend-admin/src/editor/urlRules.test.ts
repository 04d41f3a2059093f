import { describe, expect, it } from 'vitest';
import { BLANK_LINK, isAllowedImageSource, sanitizeLink, toVideoEmbedUrl } from './urlRules';

describe('editor links', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com'],
    ['mailto:sales@example.com', 'mailto:sales@example.com'],
    ['tel:+8651288886666', 'tel:+8651288886666'],
    ['sms:10086', 'sms:10086'],
    ['/uploads/2026/11/a.pdf', '/uploads/2026/11/a.pdf'],
  ])('keeps %s', (input, output) => expect(sanitizeLink(input)).toBe(output));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    'ftp://host/f',
    '//evil.com/x',
  ])('turns %s into a blank link', (input) => expect(sanitizeLink(input)).toBe(BLANK_LINK));

  it('prefixes a bare e-mail address with mailto:', () => {
    expect(sanitizeLink('sales@example.com')).toBe('mailto:sales@example.com');
    expect(sanitizeLink('  hr@corp.cn ')).toBe('mailto:hr@corp.cn');
  });
});

describe('editor images', () => {
  it('accepts http, https and data sources only', () => {
    expect(isAllowedImageSource('https://cdn.example.com/a.png')).toBe(true);
    expect(isAllowedImageSource('http://cdn.example.com/a.png')).toBe(true);
    expect(isAllowedImageSource('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isAllowedImageSource('javascript:alert(1)')).toBe(false);
    expect(isAllowedImageSource('file:///etc/passwd')).toBe(false);
  });
});

describe('editor videos', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('turns %s into its embed form', (input, output) => expect(toVideoEmbedUrl(input)).toBe(output));

  it('keeps other video addresses as typed, but never a script', () => {
    expect(toVideoEmbedUrl('https://media.example.com/intro.mp4')).toBe('https://media.example.com/intro.mp4');
    expect(toVideoEmbedUrl('javascript:alert(1)')).toBe(BLANK_LINK);
  });
});
