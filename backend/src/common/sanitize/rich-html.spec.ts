import { sanitizeRichHtml } from './rich-html';
import { KEPT_AS_WRITTEN, NORMALISED } from './rich-html.editor-samples';
import { XSS_VECTORS } from './rich-html.xss-vectors';

/** What the editor may produce, written out independently of the implementation's tables. */
const ALLOWED_TAGS = new Set(
  'p h1 h2 h3 h4 h5 h6 blockquote ol ul li pre div br span strong b em i u s sub sup code a img iframe'.split(' '),
);
const ALLOWED_ATTRIBUTES = new Set(
  'class style href target rel download data-name data-list data-language data-value spellcheck contenteditable src alt width height frameborder allowfullscreen'.split(
    ' ',
  ),
);
const SAFE_LINK = /^(?:https?:|mailto:|tel:|sms:|(?![/\\]{2})[^:]*$)/i;
const SAFE_IMAGE = /^(?:https?:\/\/|data:image\/(?:png|jpeg|gif|webp);base64,|(?![/\\]{2})[^:]*$)/i;
const SAFE_EMBED =
  /^https:\/\/(?:www\.youtube\.com\/embed\/|www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/;
const SAFE_STYLE = /^(?:(?:color|background-color): [#a-z0-9(), .%]+; ?)+$/i;

const SKIPPED_IN_URL = /[\x00-\x20]+/g; // eslint-disable-line no-control-regex
const TAG = /<(\/?)([a-z0-9-]+)((?:\s[^\s=>"]+(?:="[^"]*")?)*)>/g;
const ATTRIBUTE = /\s([^\s=>"]+)(?:="([^"]*)")?/g;

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Reads the output as a browser would: every `<` must open a well-formed, allowed tag with allowed, quoted
 * attributes (nothing is left that a browser could parse differently), and every URL and style is harmless.
 */
function expectInert(output: string): void {
  expect(output).not.toMatch(/<script/i);
  expect(output.replace(TAG, '')).not.toMatch(/[<>]/);
  const squeezed = decode(output).replace(SKIPPED_IN_URL, '');
  expect(squeezed).not.toMatch(/javascript:|vbscript:|livescript:|data:text|data:image\/svg|expression\(|url\(/i);
  for (const [, , tagName, attributes] of output.matchAll(TAG)) {
    expect(ALLOWED_TAGS).toContain(tagName);
    for (const [, name, raw = ''] of attributes.matchAll(ATTRIBUTE)) {
      expect(name).not.toMatch(/^on/i);
      expect(ALLOWED_ATTRIBUTES).toContain(name);
      const value = decode(raw).replace(SKIPPED_IN_URL, '');
      if (name === 'href') expect(value).toMatch(SAFE_LINK);
      if (name === 'src') expect(value).toMatch(tagName === 'iframe' ? SAFE_EMBED : SAFE_IMAGE);
      if (name === 'style') expect(decode(raw)).toMatch(SAFE_STYLE);
    }
  }
}

describe('sanitizeRichHtml', () => {
  describe('known XSS vectors leave nothing that runs', () => {
    it.each(XSS_VECTORS)('%s', (_name, html) => {
      const output = sanitizeRichHtml(html);
      expectInert(output);
      expect(sanitizeRichHtml(output)).toBe(output);
    });

    it('covers a broad list', () => {
      expect(XSS_VECTORS.length).toBeGreaterThan(500);
    });
  });

  describe('editor output survives unchanged', () => {
    it.each(KEPT_AS_WRITTEN)('%s', (_name, html) => {
      expect(sanitizeRichHtml(html)).toBe(html);
      expectInert(html);
    });
  });

  describe('editor-only parts are normalised away', () => {
    it.each(NORMALISED)('%s', (_name, written, stored) => {
      expect(sanitizeRichHtml(written)).toBe(stored);
      expect(sanitizeRichHtml(stored)).toBe(stored);
    });
  });

  it('is idempotent on everything it has seen', () => {
    const inputs = [...XSS_VECTORS, ...KEPT_AS_WRITTEN]
      .map(([, html]) => html)
      .concat(NORMALISED.map(([, html]) => html));
    for (const html of inputs) {
      const once = sanitizeRichHtml(html);
      expect(sanitizeRichHtml(once)).toBe(once);
    }
  });

  describe('links', () => {
    it.each([
      [
        'adds rel to a new-window link',
        '<a href="https://e.com/" target="_blank">x</a>',
        '<a href="https://e.com/" target="_blank" rel="noopener noreferrer">x</a>',
      ],
      [
        'replaces a weaker rel in place',
        '<a href="https://e.com/" rel="opener" target="_blank">x</a>',
        '<a href="https://e.com/" rel="noopener noreferrer" target="_blank">x</a>',
      ],
      [
        'drops rel without a new window',
        '<a href="https://e.com/" rel="noopener">x</a>',
        '<a href="https://e.com/">x</a>',
      ],
      [
        'drops targets other than _blank',
        '<a href="https://e.com/" target="_top">x</a>',
        '<a href="https://e.com/">x</a>',
      ],
      ['blanks other protocols', '<a href="ftp://e.com/f">x</a>', '<a>x</a>'],
    ])('%s', (_name, html, expected) => {
      expect(sanitizeRichHtml(html)).toBe(expected);
    });
  });

  describe('images and frames', () => {
    it.each([
      [
        'keeps base64 jpeg, gif and webp',
        '<img src="data:image/jpeg;base64,/9j/4AAQ"><img src="data:image/gif;base64,R0lGOD"><img src="data:image/webp;base64,UklGR"><br>',
      ],
      [
        'keeps a frame sized by the editor',
        '<iframe class="ql-video" src="https://player.vimeo.com/video/1" width="640" height="360"></iframe>',
      ],
    ])('%s', (_name, html) => {
      expect(sanitizeRichHtml(html)).toBe(html);
    });

    it.each([
      ['non-base64 data image', '<img src="data:image/png,abc">'],
      ['svg data image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">'],
      ['bmp data image', '<img src="data:image/bmp;base64,Qk0=">'],
      ['protocol-relative image', '<img src="//evil.example/a.png">'],
      ['frame of another site', '<iframe class="ql-video" src="https://www.example.com/embed/x"></iframe>'],
      ['plain YouTube page', '<iframe class="ql-video" src="https://www.youtube.com/watch?v=x"></iframe>'],
    ])('removes a %s entirely', (_name, html) => {
      expect(sanitizeRichHtml(`<p>a${html}b</p>`)).toBe('<p>ab</p>');
    });
  });

  describe('colours', () => {
    it.each([
      '#fff',
      '#FFCC00',
      '#ffcc0080',
      'rgb(1, 2, 3)',
      'rgba(1, 2, 3, 0.5)',
      'rgb(10%, 20%, 30%)',
      'Red',
      'transparent',
    ])('keeps %s', (colour) => {
      const html = `<span style="color: ${colour};">x</span>`;
      expect(sanitizeRichHtml(html)).toBe(html);
    });

    it.each([
      'url(x)',
      'expression(1)',
      'var(--x)',
      'notacolour',
      '#ggg',
      'rgb(1,2)',
      'red red',
      'calc(1px)',
      'attr(x)',
    ])('drops %s', (colour) => {
      expect(sanitizeRichHtml(`<span style="color: ${colour}">x</span>`)).toBe('<span>x</span>');
    });

    it('reads declarations padded with whitespace anywhere, as browsers do', () => {
      expect(sanitizeRichHtml('<span style=" \tColor :\n red ;  ; background-color:#fff">x</span>')).toBe(
        '<span style="color: red; background-color: #fff;">x</span>',
      );
    });

    it.each([
      ['a value split by 40,000 spaces', `color: x${' '.repeat(40_000)}x`],
      ['a name split by 40,000 spaces', `col${' '.repeat(40_000)}or: red`],
      ['a colour 40,000 characters long', `color: rgb(${'1'.repeat(40_000)}, 1, 1)`],
    ])('drops %s', (_name, style) => {
      expect(sanitizeRichHtml(`<a style="${style}">x</a>`)).toBe('<a>x</a>');
    });
  });

  it('keeps only the classes the toolbar can set', () => {
    expect(sanitizeRichHtml('<p class="ql-indent-9 ql-indent-8 ql-align-left x">a</p>')).toBe(
      '<p class="ql-indent-8">a</p>',
    );
    expect(sanitizeRichHtml('<span class="ql-size-giant ql-font-comic ql-size-huge">a</span>')).toBe(
      '<span class="ql-size-huge">a</span>',
    );
    expect(sanitizeRichHtml('<li data-list="roman">a</li>')).toBe('<li>a</li>');
  });

  it('answers an empty string for empty input', () => {
    expect(sanitizeRichHtml('')).toBe('');
  });
});
