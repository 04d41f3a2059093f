import { describe, expect, it } from 'vitest';
import { hljs } from './highlight';
import { sv } from '../i18n/sv';
import { zhCN } from '../i18n/zh-CN';
import { CODE_LANGUAGES, HISTORY, INLINE_IMAGE_TYPES, SYNTAX_DELAY_MS, TOOLBAR, labelToolbar } from './toolbar';

const controls = TOOLBAR.flat().map((control) => (typeof control === 'string' ? control : JSON.stringify(control)));

describe('the editor toolbar', () => {
  it('offers every control of the product spec', () => {
    for (const name of [
      'bold',
      'italic',
      'underline',
      'strike',
      'blockquote',
      'code',
      'link',
      'image',
      'video',
      'file',
      'formula',
      'clean',
    ]) {
      expect(controls).toContain(name);
    }
    expect(controls).toContain(JSON.stringify({ header: [1, 2, 3, 4, 5, 6, false] }));
    expect(controls).toContain(JSON.stringify({ size: ['small', false, 'large', 'huge'] }));
    for (const list of ['ordered', 'bullet', 'check']) expect(controls).toContain(JSON.stringify({ list }));
    for (const script of ['sub', 'super']) expect(controls).toContain(JSON.stringify({ script }));
  });

  it('highlights the 14 languages of the spec after 1000 ms, and groups history edits within 1000 ms, 100 steps', () => {
    expect(CODE_LANGUAGES.map((language) => language.label)).toEqual([
      '纯文本',
      'Bash',
      'C++',
      'C#',
      'CSS',
      'Diff',
      'HTML/XML',
      'Java',
      'JavaScript',
      'Markdown',
      'PHP',
      'Python',
      'Ruby',
      'SQL',
    ]);
    for (const { key } of CODE_LANGUAGES.filter((language) => language.key !== 'plain')) {
      expect(hljs.getLanguage(key), key).toBeDefined();
    }
    expect(SYNTAX_DELAY_MS).toBe(1000);
    expect(HISTORY).toMatchObject({ delay: 1000, maxStack: 100 });
    expect(INLINE_IMAGE_TYPES).toEqual(['image/png', 'image/jpeg']);
  });

  it('labels the rendered controls in the interface language', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<button class="ql-bold"></button><button class="ql-list" value="ordered"></button>' +
      '<span class="ql-header ql-picker"></span><button class="ql-file"></button>';
    labelToolbar(container, (key) => (zhCN.app.editor.toolbar as Record<string, string>)[key]);
    const titles = [...container.children].map((control) => control.getAttribute('title'));
    expect(titles).toEqual(['加粗', '有序列表', '标题', '文件']);
  });

  it('names a picker on its button-role opener, never on the plain span', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<span class="ql-align ql-picker ql-icon-picker"><span class="ql-picker-label" role="button"></span></span>';
    labelToolbar(container, (key) => (sv.app.editor.toolbar as Record<string, string>)[key]);
    const picker = container.querySelector('.ql-picker');
    expect(picker?.getAttribute('aria-label')).toBeNull();
    expect(picker?.querySelector('[role="button"]')?.getAttribute('aria-label')).toBe(picker?.getAttribute('title'));
    expect(picker?.getAttribute('title')).toBe('Justering');
  });
});
