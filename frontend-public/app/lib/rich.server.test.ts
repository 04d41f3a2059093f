import { describe, expect, it, vi } from 'vitest';
import { renderRichHtml as render } from './rich.server';

/** No API in unit tests: pictures have no known size unless a test says so. */
const renderRichHtml = (html: string | null) => render(html, async () => ({}));

const FEFF = '\uFEFF';

describe('renderRichHtml', () => {
  it("loads a page's lead picture at once and first, described by the page when the editor left it empty", async () => {
    const html = '<p><img src="https://a.example/1.png"></p><p><img src="https://a.example/2.png" alt=""></p>';
    const rendered = await render(html, async () => ({}), { alt: '标题' });
    const [first, second] = rendered.match(/<img[^>]*>/g) ?? [];
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchpriority="high"');
    expect(first).toContain('alt="标题"');
    expect(second).toContain('loading="lazy"');
    expect(second).not.toContain('标题');
    // Without a lead (a page whose largest paint is elsewhere), every picture is lazy.
    expect(await renderRichHtml(html)).not.toContain('eager');
  });

  it('typesets a stored formula on the server as MathML', async () => {
    const html = await renderRichHtml(
      `<p>面积 <span class="ql-formula" data-value="E = mc^2">${FEFF}<span contenteditable="false"></span>${FEFF}</span></p>`,
    );
    expect(html).toContain('<span class="formula" data-value="E = mc^2"><span class="katex"><math');
    expect(html).toContain('<mi>E</mi>');
    expect(html).toContain('<msup><mi>c</mi><mn>2</mn></msup>');
    expect(html).not.toContain(FEFF);
  });

  it('keeps a formula KaTeX cannot parse readable instead of failing the page', async () => {
    expect(await renderRichHtml('<span class="ql-formula" data-value="\\frac{1}{"></span>')).toContain('katex-error');
  });

  it('shows the source of a formula KaTeX cannot typeset at all (1,500 nested \\frac) instead of failing', async () => {
    const tex = `${'\\frac{1}{'.repeat(1500)}x${'}'.repeat(1500)}`;
    const html = await renderRichHtml(`<p>前<span class="ql-formula" data-value="${tex}"></span>后</p>`);
    expect(html).toBe(
      `<p>前<span class="formula" data-value="${tex}"><code class="formula-source">${tex}</code></span>后</p>`,
    );
  });

  it('shows a short formula nested deeper than 32 groups as its source, and one at 32 typeset', async () => {
    const nested = (depth: number) => `${'\\sqrt{'.repeat(depth)}x${'}'.repeat(depth)}`;
    const html = (depth: number) => renderRichHtml(`<span class="ql-formula" data-value="${nested(depth)}"></span>`);
    expect(await html(33)).toContain('<code class="formula-source">');
    expect(await html(32)).toContain('<math');
  });

  it("typesets a field's formulas up to its share, then shows their source, each escaped", async () => {
    const tex = `a<b+${'x+'.repeat(900)}y`;
    const formula = `<span class="ql-formula" data-value="${tex.replace('<', '&lt;')}"></span>`;
    const html = await renderRichHtml(`<p>${formula.repeat(6)}</p>`);
    expect(html.match(/<math/g)).toHaveLength(5);
    expect(html).toContain(`<code class="formula-source">${tex.replace('<', '&lt;')}</code>`);
  });

  it.each(['constructor', '__proto__'])('shows a code block marked as language %s as plain text', async (language) => {
    const html = await renderRichHtml(
      `<div class="ql-code-block-container"><div class="ql-code-block" data-language="${language}">a &lt; b</div></div>`,
    );
    expect(html).toBe(
      '<pre class="code-block" data-language="plaintext" tabindex="0" role="region" aria-label="代码"><code class="hljs">a &lt; b</code></pre>',
    );
  });

  it('shows a code block too long to highlight as it is, escaped', async () => {
    const line = 'if (a < b) { return "x"; }';
    const lines = Array.from(
      { length: 1000 },
      () => `<div class="ql-code-block" data-language="javascript">${line.replace('<', '&lt;')}</div>`,
    );
    const html = await renderRichHtml(`<div class="ql-code-block-container">${lines.join('')}</div>`);
    const code = Array.from({ length: 1000 }, () => line.replace('<', '&lt;')).join('\n');
    expect(html).toBe(
      `<pre class="code-block" data-language="plaintext" tabindex="0" role="region" aria-label="代码"><code class="hljs">${code}</code></pre>`,
    );
  });

  it('turns a Quill code block into one highlighted <pre><code>, lines joined', async () => {
    const html = await renderRichHtml(
      '<div class="ql-code-block-container" spellcheck="false">' +
        '<div class="ql-code-block" data-language="python">def f(x):</div>' +
        '<div class="ql-code-block" data-language="python">    return x &lt; 1</div></div>',
    );
    expect(html).toMatch(
      /^<pre class="code-block" data-language="python" tabindex="0" role="region" aria-label="代码"><code class="hljs">/,
    );
    expect(html).toContain('<span class="hljs-keyword">def</span>');
    expect(html).toContain('\n    <span class="hljs-keyword">return</span> x &lt; <span class="hljs-number">1</span>');
  });

  it('highlights an unknown language as plain text', async () => {
    expect(
      await renderRichHtml(
        '<div class="ql-code-block-container"><div class="ql-code-block" data-language="cobol">MOVE A</div></div>',
      ),
    ).toBe(
      '<pre class="code-block" data-language="plaintext" tabindex="0" role="region" aria-label="代码"><code class="hljs">MOVE A</code></pre>',
    );
  });

  it('shows the file blot as a download link with its paperclip', async () => {
    const html = await renderRichHtml(
      `<a class="ql-file" href="/uploads/a.pdf" download="手册.pdf" data-name="手册.pdf" target="_blank" rel="noopener noreferrer">${FEFF}<span contenteditable="false"><span class="ql-file-icon">📎</span>手册.pdf</span>${FEFF}</a>`,
    );
    expect(html).toMatch(
      /^<a class="file-link" href="\/uploads\/a.pdf" download="手册.pdf" data-name="手册.pdf" target="_blank" rel="noopener noreferrer"><svg class="file-icon" aria-hidden="true"[^>]*><path d="[^"]+"\/><\/svg>手册.pdf<\/a>$/,
    );
  });

  it('lazy-loads images and boxes embedded videos', async () => {
    expect(await renderRichHtml('<p><img src="/uploads/x.png" width="640" height="360"></p>')).toBe(
      '<p><img src="/uploads/x.png" width="640" height="360" loading="lazy" decoding="async" alt></p>',
    );
    expect(
      await renderRichHtml('<iframe class="ql-video" src="https://player.bilibili.com/player.html?bvid=1"></iframe>'),
    ).toBe(
      '<div class="video-embed"><iframe class="ql-video" src="https://player.bilibili.com/player.html?bvid=1" loading="lazy" allowfullscreen title="视频"></iframe></div>',
    );
  });

  it('writes a list of bullets as <ul> and drops Quill UI spans', async () => {
    expect(
      await renderRichHtml(
        '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>一</li></ol>',
      ),
    ).toBe('<ul><li data-list="bullet">一</li></ul>');
    expect(await renderRichHtml('<ol><li data-list="ordered">一</li><li data-list="bullet">二</li></ol>')).toContain(
      '<ol>',
    );
  });

  it('answers an empty string for no content', async () => {
    expect(await renderRichHtml('')).toBe('');
    expect(await renderRichHtml(null)).toBe('');
  });
});

describe('image sizes', () => {
  it('writes the intrinsic size of an uploaded picture so its box is reserved', async () => {
    const html = await render('<p><img src="/uploads/a.png"><img src="https://x.example/b.png"></p>', async () => ({
      '/uploads/a.png': { width: 720, height: 405 },
    }));
    expect(html).toBe(
      '<p><img src="/uploads/a.png" loading="lazy" decoding="async" alt width="720" height="405"><img src="https://x.example/b.png" loading="lazy" decoding="async" alt></p>',
    );
  });

  it('asks the sizes of all pictures of a field in one call, each address once', async () => {
    const asked: string[][] = [];
    const images = Array.from({ length: 3000 }, (_, i) => `<img src="/uploads/2026/11/${i % 1500}.png">`).join('');
    const sized = '<img src="/uploads/sized.png" width="10" height="10" alt="已描述">';
    const html = await render(`<p>${images}${sized}</p>`, async (srcs) => {
      asked.push(srcs);
      return Object.fromEntries(srcs.map((src) => [src, { width: 64, height: 48 }]));
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toHaveLength(1500);
    expect(html.match(/ width="64" height="48"/g)).toHaveLength(3000);
  });

  it("describes a picture the editor left undescribed by the media library's text, before the page's own words", async () => {
    const library = { width: 64, height: 48, alt: '厂区全景 & "三号车间"' };
    const measure = async () => ({ '/uploads/a.png': library, '/uploads/b.png': library });
    const html = await render(
      '<p><img src="/uploads/a.png"><img src="/uploads/b.png" alt="编辑写的说明"><img src="/uploads/a.png" width="10" height="10"></p>',
      measure,
      { alt: '页面标题' },
    );
    const [lead, described, sized] = html.match(/<img[^>]*>/g) ?? [];
    expect(lead).toContain('alt="厂区全景 &amp; &quot;三号车间&quot;"');
    expect(lead).toContain('loading="eager"');
    expect(described).toContain('alt="编辑写的说明"');
    expect(sized).toContain('width="10" height="10"');
    expect(sized).toContain('alt="厂区全景');
    expect(html).not.toContain('页面标题');
  });

  it('takes no answer for a picture as no size, whatever its address names', async () => {
    const html = await render('<img src="constructor"><img src="__proto__">', async () => ({}));
    expect(html).not.toContain('width=');
  });
});

describe('picture variants', () => {
  const HEX = '0123456789abcdef0123456789abcdef';
  const src = `/uploads/2026/11/${HEX}.png`;
  const variants = (format: string, widths: number[], last: number) =>
    widths
      .map(
        (width, index) => `/uploads/2026/11/${HEX}.w${width}.${format} ${index === widths.length - 1 ? last : width}w`,
      )
      .join(', ');

  it('offers an uploaded picture as AVIF and WebP up to its own width, for the text column', async () => {
    const html = await render(`<p><img src="${src}" alt="厂区"></p>`, async () => ({
      [src]: { width: 720, height: 405 },
    }));
    const sizes = '(max-width: 851.98px) calc(100vw - 2rem), 820px';
    expect(html).toBe(
      `<p><picture><source type="image/avif" srcset="${variants('avif', [320, 480, 640, 800], 720)}" sizes="${sizes}">` +
        `<source type="image/webp" srcset="${variants('webp', [320, 480, 640, 800], 720)}" sizes="${sizes}">` +
        `<img src="${src}" alt="厂区" loading="lazy" decoding="async" width="720" height="405"></picture></p>`,
    );
  });

  it('offers every width when the file could not be measured, and nothing for GIFs or other sites', async () => {
    const html = await render(
      `<img src="${src}" width="300"><img src="/uploads/2026/11/${HEX}.gif"><img src="https://x.example/b.png">`,
      async () => ({}),
    );
    expect(html.match(/<picture>/g)).toHaveLength(1);
    expect(html).toContain(`/uploads/2026/11/${HEX}.w1920.webp 1920w"`);
    expect(html).toContain(`<img src="/uploads/2026/11/${HEX}.gif" loading="lazy"`);
    expect(html).toContain('<img src="https://x.example/b.png" loading="lazy"');
  });
});

describe('headings', () => {
  it('put the top heading of the content at h2, under the page heading, keeping the distances', async () => {
    expect(await renderRichHtml('<h3>甲</h3><p>x</p><h4>乙</h4>')).toBe('<h2>甲</h2><p>x</p><h3>乙</h3>');
    expect(await renderRichHtml('<h1>甲</h1><h2>乙</h2><h6>丙</h6>')).toBe('<h2>甲</h2><h3>乙</h3><h6>丙</h6>');
  });
});

describe('KaTeX and highlight.js', () => {
  it('are loaded by the first field that shows a formula or a code block, not with the server', async () => {
    vi.resetModules();
    const loaded: string[] = [];
    for (const library of ['katex', 'highlight.js/lib/common']) {
      vi.doMock(library, async (original) => {
        loaded.push(library);
        return original();
      });
    }
    const { renderRichHtml: fresh } = await import('./rich.server');
    const rendered = (html: string) => fresh(html, async () => ({}));

    expect(await rendered('<p>正文</p>')).toBe('<p>正文</p>');
    expect(loaded).toEqual([]);
    expect(await rendered('<span class="ql-formula" data-value="x^2"></span>')).toContain('<msup>');
    expect(loaded).toEqual(['katex']);
    const code =
      '<div class="ql-code-block-container"><div class="ql-code-block" data-language="javascript">let a</div></div>';
    expect(await rendered(code)).toContain('<span class="hljs-keyword">let</span>');
    expect(await rendered(code)).toContain('hljs-keyword');
    expect(loaded).toEqual(['katex', 'highlight.js/lib/common']);
  });
});
