/**
 * HTML the back-office editor writes, in its stored form (as the server's sanitiser keeps it: no language picker,
 * no KaTeX rendering). Loading any of it into the editor and saving without edits must give it back unchanged.
 */

const codeBlock = (language: string, code: string): string =>
  '<div class="ql-code-block-container" spellcheck="false">' +
  code
    .split('\n')
    .map((line) => `<div class="ql-code-block" data-language="${language}">${line || '<br>'}</div>`)
    .join('') +
  '</div>';

export const STORED_CORPUS: Array<[string, string]> = [
  [
    'SQL with aligned columns',
    codeBlock(
      'sql',
      "SELECT id,\n       title,\n       status\n  FROM news\n WHERE status = 1\n   AND lang = 'zh'\n ORDER BY id DESC;",
    ),
  ],
  [
    'Python with indentation and a blank line',
    codeBlock(
      'python',
      'def visit(tree):\n    for node in tree:\n        if node.leaf:\n            yield node\n\n    return None',
    ),
  ],
  ['tabs, trailing spaces and a line of spaces', codeBlock('plain', '\tindented\twith tabs\nend   \n    \n\t\tdone')],
  [
    'HTML/XML with < and & in the code',
    codeBlock('xml', '&lt;ul&gt;\n  &lt;li class="a"&gt;a &amp;amp; b&lt;/li&gt;\n&lt;/ul&gt;'),
  ],
  ['JavaScript, C++ and Bash', codeBlock('javascript', 'if (a &lt; b &amp;&amp; c) {\n  return [1,  2];\n}')],
  ['C++', codeBlock('cpp', 'int main() {\n    std::cout &lt;&lt; "x";\n}')],
  ['Bash', codeBlock('bash', 'for f in *; do\n  echo "$f"   # aligned\ndone')],
  ['headings', '<h1>一级标题</h1><h2>二</h2><h3>三</h3><h4>四</h4><h5>五</h5><h6>六</h6>'],
  [
    'inline formats',
    '<p><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s><code>code  x</code>H<sub>2</sub>O x<sup>2</sup></p>',
  ],
  ['block quote', '<blockquote>引用  两个空格</blockquote>'],
  [
    'lists of every kind, indented',
    '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>项目</li>' +
      '<li data-list="bullet" class="ql-indent-1"><span class="ql-ui" contenteditable="false"></span>缩进项目</li>' +
      '<li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>第一</li>' +
      '<li data-list="checked"><span class="ql-ui" contenteditable="false"></span>已完成</li>' +
      '<li data-list="unchecked"><span class="ql-ui" contenteditable="false"></span>未完成</li></ol>',
  ],
  [
    'formula',
    '<p>公式 <span class="ql-formula" data-value="e=mc^2">\uFEFF<span contenteditable="false"></span>\uFEFF</span> 后</p>',
  ],
  [
    'alignment, direction and indent',
    '<p class="ql-align-center">居中</p><p class="ql-align-right">右</p><p class="ql-align-justify">两端</p>' +
      '<p class="ql-direction-rtl">rtl</p><p class="ql-indent-1">缩进</p>',
  ],
  [
    'size, font, colour and background',
    '<p><span class="ql-size-small">小</span><span class="ql-size-large">大</span><span class="ql-font-serif">衬线</span>' +
      '<span style="color: rgb(230, 0, 0);">红字</span><span style="background-color: rgb(255, 255, 0);">黄底</span></p>',
  ],
  ['link', '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">链接</a></p>'],
  ['image', '<p><img src="/uploads/2026/11/abc.png"></p>'],
  [
    'video',
    '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><p>后</p><p><br></p>',
  ],
  [
    'file',
    '<p>附件：<a class="ql-file" href="/uploads/2026/11/report.pdf" download="年度报告.pdf" data-name="年度报告.pdf" ' +
      'target="_blank" rel="noopener noreferrer">\uFEFF<span contenteditable="false"><span class="ql-file-icon">📎</span>' +
      '年度报告.pdf</span>\uFEFF</a></p>',
  ],
  ['blank lines, the last one too', '<p>a</p><p><br></p><p><br></p><p>b</p><p><br></p>'],
  ['spaces, < and & in text', '<p>a  b   c &amp; &lt;d&gt; "q"  </p><p>  leading</p>'],
];

/** HTML as Word and WPS put it on the clipboard: pasted, then saved, it must load and save unchanged. */
export const PASTED_CORPUS: Array<[string, string]> = [
  [
    'Word paragraphs with source line breaks and an empty line',
    '<html xmlns:o="urn:schemas-microsoft-com:office:office"><body>\n<p class=MsoNormal><span lang=ZH-CN>第一段\n  文字</span></p>\n' +
      '<p class=MsoNormal><o:p>&nbsp;</o:p></p>\n<p class=MsoNormal><b>加粗</b> 与 <i>斜体</i></p>\n</body></html>',
  ],
  [
    'Word list',
    '<p class=MsoListParagraph style="mso-list:l0 level1 lfo1"><![if !supportLists]><span>1.<span>&nbsp;&nbsp; </span></span>' +
      '<![endif]>第一项</p>\n<p class=MsoListParagraph style="mso-list:l0 level1 lfo1"><![if !supportLists]><span>2.<span>&nbsp;&nbsp; </span>' +
      '</span><![endif]>第二项</p>',
  ],
  [
    'WPS table-free text with colours',
    '<p style="text-indent:2em"><span style="font-family:宋体;color:#ff0000">红色</span>  <span style="font-size:16pt">大字</span></p>',
  ],
];
