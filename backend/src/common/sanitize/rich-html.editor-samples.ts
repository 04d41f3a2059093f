/**
 * Real output of the back-office editor: Quill 2.0.3 with its syntax module (highlight.js), KaTeX and the
 * file blot of rich-html.ts, captured as `quill.root.innerHTML` after `setContents(delta)`.
 * `\uFEFF` is the guard character Quill writes around embeds.
 */

/** Editor output that is already in stored form: it must pass the sanitiser byte for byte. */
export const KEPT_AS_WRITTEN: Array<[string, string]> = [
  ['headings', '<h1>一级标题</h1><h2>二</h2><h3>三</h3><h4>四</h4><h5>五</h5><h6>六</h6>'],
  [
    'inline formats',
    '<p><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s><code>code</code>H<sub>2</sub>O x<sup>2</sup></p>',
  ],
  ['block quote', '<blockquote>引用</blockquote>'],
  [
    'bullet, indented, ordered, checked and unchecked lists',
    '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>项目</li>' +
      '<li data-list="bullet" class="ql-indent-1"><span class="ql-ui" contenteditable="false"></span>缩进项目</li>' +
      '<li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>第一</li>' +
      '<li data-list="checked"><span class="ql-ui" contenteditable="false"></span>已完成</li>' +
      '<li data-list="unchecked"><span class="ql-ui" contenteditable="false"></span>未完成</li></ol>',
  ],
  [
    'code block with language and highlight tokens (stored form)',
    '<div class="ql-code-block-container" spellcheck="false">' +
      '<div class="ql-code-block" data-language="javascript"><span class="ql-token hljs-keyword">const</span> a = ' +
      '<span class="ql-token hljs-string">\'&lt;b&gt;\'</span>;</div>' +
      '<div class="ql-code-block" data-language="javascript"><span class="ql-token hljs-keyword">if</span> (a &gt; ' +
      '<span class="ql-token hljs-number">1</span>) {}</div></div>',
  ],
  [
    'code blocks keep indentation, aligned spaces, tabs, blank and blank-looking lines',
    '<div class="ql-code-block-container" spellcheck="false">' +
      '<div class="ql-code-block" data-language="sql">SELECT id,</div>' +
      '<div class="ql-code-block" data-language="sql">       title</div>' +
      '<div class="ql-code-block" data-language="sql">  FROM news</div>' +
      '<div class="ql-code-block" data-language="sql"><br></div>' +
      '<div class="ql-code-block" data-language="sql">    </div>' +
      '<div class="ql-code-block" data-language="sql">\tWHERE a &lt; 1 &amp;&amp; b   </div></div>' +
      '<div class="ql-code-block-container" spellcheck="false">' +
      '<div class="ql-code-block" data-language="python">def f(x):</div>' +
      '<div class="ql-code-block" data-language="python">    <span class="ql-token hljs-keyword">return</span>  x</div></div>',
  ],
  [
    'formula (stored form)',
    '<p>公式 <span class="ql-formula" data-value="e=mc^2">\uFEFF<span contenteditable="false"></span>\uFEFF</span></p>',
  ],
  [
    'alignment and direction',
    '<p class="ql-align-center">居中</p><p class="ql-align-right">右</p><p class="ql-align-justify">两端</p>' +
      '<p class="ql-direction-rtl ql-align-right">rtl</p>',
  ],
  ['indent', '<p class="ql-indent-1">缩进</p><p class="ql-indent-8">缩进8</p>'],
  [
    'size',
    '<p><span class="ql-size-small">小</span><span class="ql-size-large">大</span><span class="ql-size-huge">特大</span></p>',
  ],
  ['font', '<p><span class="ql-font-serif">衬线</span><span class="ql-font-monospace">等宽</span></p>'],
  [
    'colour and background',
    '<p><span style="color: rgb(230, 0, 0);">红字</span><span style="background-color: rgb(255, 255, 0);">黄底</span>' +
      '<strong style="background-color: rgb(0, 0, 0); color: rgb(255, 255, 255);">both</strong></p>',
  ],
  [
    'named and hex colours',
    '<p><span style="color: red;">red</span><em style="background-color: #ffcc00;">hex</em></p>',
  ],
  [
    'links of every allowed protocol',
    '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">链接</a> ' +
      '<a href="http://example.com/" rel="noopener noreferrer" target="_blank">http</a> ' +
      '<a href="mailto:a@example.com" rel="noopener noreferrer" target="_blank">mail</a> ' +
      '<a href="tel:+8610123" rel="noopener noreferrer" target="_blank">tel</a> ' +
      '<a href="sms:+8610123" rel="noopener noreferrer" target="_blank">sms</a> ' +
      '<a href="/news/1" rel="noopener noreferrer" target="_blank">站内</a></p>',
  ],
  [
    'images: https, http, uploaded (relative) and pasted png',
    '<p><img src="https://example.com/a.png"><img src="http://example.com/b.jpg">' +
      '<img src="/uploads/2026/11/abc.png"><img src="data:image/png;base64,iVBORw0KGgo="></p>',
  ],
  ['image with width and alt', '<p><img src="https://example.com/a.png" width="200" alt="图"></p>'],
  // The editor's alt text (ImageAltDialog), with the characters HTML escapes in an attribute.
  [
    'image with an alt text the editor gave',
    '<p><img src="/uploads/2026/11/abc.png" alt="产品 &amp; 服务：&quot;说明&quot; &lt;新&gt;"></p>',
  ],
  [
    'videos',
    '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe>' +
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://player.vimeo.com/video/76979871/"></iframe>' +
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>' +
      '<p><br></p>',
  ],
  [
    'file blot',
    '<p>附件：<a class="ql-file" href="/uploads/2026/11/report.pdf" download="年度报告.pdf" data-name="年度报告.pdf" ' +
      'target="_blank" rel="noopener noreferrer">\uFEFF<span contenteditable="false"><span class="ql-file-icon">📎</span>' +
      '年度报告.pdf</span>\uFEFF</a></p>',
  ],
  ['empty line', '<p>a</p><p><br></p><p>b</p>'],
  ['spaces and escaped text', '<p>a  b   c &amp; &lt;d&gt; "q"</p><p>  leading\tand trailing  </p>'],
  [
    'semantic HTML (getSemanticHTML) lists and code',
    '<ul><li>a</li></ul><ol><li>b</li></ol><ul><li data-list="checked">c</li></ul>' +
      '<pre data-language="javascript">const a = 1;</pre>',
  ],
];

const LANGUAGE_PICKER =
  '<select class="ql-ui" contenteditable="false"><option value="plain">Plain</option><option value="bash">Bash</option>' +
  '<option value="cpp">C++</option><option value="cs">C#</option><option value="css">CSS</option>' +
  '<option value="diff">Diff</option><option value="xml">HTML/XML</option><option value="java">Java</option>' +
  '<option value="javascript">JavaScript</option><option value="markdown">Markdown</option>' +
  '<option value="php">PHP</option><option value="python">Python</option><option value="ruby">Ruby</option>' +
  '<option value="sql">SQL</option></select>';

const KATEX_E_MC2 =
  '<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow>' +
  '<mi>e</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow>' +
  '<annotation encoding="application/x-tex">e=mc^2</annotation></semantics></math></span>' +
  '<span class="katex-html" aria-hidden="true"><span class="katex-base"><span class="katex-strut" style="height: 0.4306em;"></span>' +
  '<span class="mord mathnormal">e</span><span class="mspace" style="margin-right: 0.2778em;"></span>' +
  '<span class="mrel">=</span><span class="mspace" style="margin-right: 0.2778em;"></span></span>' +
  '<span class="katex-base"><span class="katex-strut" style="height: 0.8141em;"></span><span class="mord mathnormal">m</span>' +
  '<span class="mord"><span class="mord mathnormal">c</span><span class="msupsub"><span class="vlist-t"><span class="vlist-r">' +
  '<span class="vlist" style="height: 0.8141em;"><span class="" style="top: -3.063em; margin-right: 0.05em;">' +
  '<span class="pstrut" style="height: 2.7em;"></span><span class="katex-sizing reset-size6 size3 mtight">' +
  '<span class="mord mtight">2</span></span></span></span></span></span></span></span></span></span></span>';

const KATEX_ERROR =
  '<span class="katex-error" title="ParseError: KaTeX parse error" style="color:#cc0000">\\frac{</span>';

/** Editor output with editor-only parts: [name, as the editor writes it, as it is stored]. */
export const NORMALISED: Array<[string, string, string]> = [
  [
    'code block: the language picker is dropped',
    '<div class="ql-code-block-container" spellcheck="false">' +
      LANGUAGE_PICKER +
      '<div class="ql-code-block" data-language="plain">echo hi</div></div>',
    '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="plain">echo hi</div></div>',
  ],
  [
    'formula: the KaTeX rendering is dropped, data-value kept',
    '<p>公式 <span class="ql-formula" data-value="e=mc^2">\uFEFF<span contenteditable="false">' +
      KATEX_E_MC2 +
      '</span>\uFEFF</span></p>',
    '<p>公式 <span class="ql-formula" data-value="e=mc^2">\uFEFF<span contenteditable="false"></span>\uFEFF</span></p>',
  ],
  [
    'formula that KaTeX could not parse',
    '<p><span class="ql-formula" data-value="\\frac{">\uFEFF<span contenteditable="false">' +
      KATEX_ERROR +
      '</span>\uFEFF</span></p>',
    '<p><span class="ql-formula" data-value="\\frac{">\uFEFF<span contenteditable="false"></span>\uFEFF</span></p>',
  ],
  [
    'formula with quotes and < in the TeX',
    '<p><span class="ql-formula" data-value="a &lt; &quot;c&quot;">\uFEFF<span contenteditable="false"></span>\uFEFF</span></p>',
    '<p><span class="ql-formula" data-value="a &lt; &quot;c&quot;">\uFEFF<span contenteditable="false"></span>\uFEFF</span></p>',
  ],
  [
    'link Quill blanked (about:blank) loses its href',
    '<p><a href="about:blank" rel="noopener noreferrer" target="_blank">x</a></p>',
    '<p><a rel="noopener noreferrer" target="_blank">x</a></p>',
  ],
  ['image Quill refused (//:0) is removed', '<p>a<img src="//:0">b</p>', '<p>ab</p>'],
  [
    'video typed as http is upgraded to https',
    '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="http://www.youtube.com/embed/abc?showinfo=0"></iframe>',
    '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/abc?showinfo=0"></iframe>',
  ],
  ['non-breaking space entity becomes the character', '<p>a&nbsp;b</p>', '<p>a\u00a0b</p>'],
  [
    'unknown classes and styles are dropped, allowed ones kept in place',
    '<p class="ql-align-center big"><span class="ql-size-large ql-cursor" style="color: red; font-size: 40px; background-color: #fff">x</span></p>',
    '<p class="ql-align-center"><span class="ql-size-large" style="color: red; background-color: #fff;">x</span></p>',
  ],
];
