import { sanitizeRichHtml } from '../../common/sanitize/rich-html';
import { Block, MediaLookup, richHtml } from './rich';

const media: MediaLookup = (ref) => {
  if (ref === 'cover:a') return { url: '/uploads/2026/11/aaaa.png', name: 'a.png' };
  if (ref === 'download:manual') return { url: '/uploads/2026/11/bbbb.pdf', name: '操作手册 "V2".pdf' };
  throw new Error(`unknown media ${ref}`);
};

const render = (...blocks: Block[]) => richHtml(blocks, media);

describe('richHtml', () => {
  it('writes headings, aligned paragraphs and quotes as Quill does', () => {
    expect(render({ h: 2, text: '概述' }, { p: '居中', align: 'center' }, { quote: '引用 & 说明' })).toBe(
      '<h2>概述</h2><p class="ql-align-center">居中</p><blockquote>引用 &amp; 说明</blockquote>',
    );
  });

  it('writes both list kinds as Quill 2 <ol> items with the ql-ui span', () => {
    expect(render({ ul: ['甲'] }, { ol: ['一', '二'] })).toBe(
      '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>甲</li></ol>' +
        '<ol><li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>一</li>' +
        '<li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>二</li></ol>',
    );
  });

  it('writes a code block line by line, escaped, with <br> for empty lines', () => {
    expect(render({ code: 'if a < b:\n\n    print("&")', lang: 'python' })).toBe(
      '<div class="ql-code-block-container" spellcheck="false">' +
        '<div class="ql-code-block" data-language="python">if a &lt; b:</div>' +
        '<div class="ql-code-block" data-language="python"><br></div>' +
        '<div class="ql-code-block" data-language="python">    print("&amp;")</div></div>',
    );
  });

  it('turns inline markup into bold, code, link, formula and file blots', () => {
    const html = render({
      p: '**重点** `COD` [官网](https://example.com/?a=1&b=2) $\\eta=\\frac{C_0-C}{C_0}$ 附件 {file:download:manual}',
    });
    expect(html).toBe(
      '<p><strong>重点</strong> <code>COD</code> ' +
        '<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">官网</a> ' +
        '<span class="ql-formula" data-value="\\eta=\\frac{C_0-C}{C_0}">\uFEFF<span contenteditable="false"></span>\uFEFF</span> 附件 ' +
        '<a class="ql-file" href="/uploads/2026/11/bbbb.pdf" download="操作手册 &quot;V2&quot;.pdf" data-name="操作手册 &quot;V2&quot;.pdf" ' +
        'target="_blank" rel="noopener noreferrer">\uFEFF<span contenteditable="false"><span class="ql-file-icon">📎</span>' +
        '操作手册 "V2".pdf</span>\uFEFF</a></p>',
    );
  });

  it('puts an image in its own paragraph and fails on an unknown media reference', () => {
    expect(render({ img: 'cover:a' })).toBe('<p><img src="/uploads/2026/11/aaaa.png"></p>');
    expect(() => render({ img: 'cover:missing' })).toThrow(/unknown media/);
  });

  it('produces what the sanitiser keeps byte for byte', () => {
    const html = render(
      { h: 3, text: '小标题 <b>' },
      { p: '含 "引号" 与 > 符号，公式 $a<b$，链接 [邮件](mailto:hr@ccenv.example)' },
      { ul: ['**加粗**条目', '附件 {file:download:manual}'] },
      { code: 'SELECT 1 WHERE a <> b;', lang: 'sql' },
      { img: 'cover:a' },
    );
    expect(sanitizeRichHtml(html)).toBe(html);
  });
});
