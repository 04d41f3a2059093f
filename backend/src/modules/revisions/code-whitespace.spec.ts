import { lostCodeWhitespace } from './code-whitespace';

const block = (...lines: string[]) =>
  '<div class="ql-code-block-container" spellcheck="false">' +
  lines.map((line) => `<div class="ql-code-block" data-language="sql">${line || '<br>'}</div>`).join('') +
  '</div>';

describe('lostCodeWhitespace', () => {
  const original = `<p>前言</p>${block('SELECT id,', '       title', '  FROM news', '\tWHERE <span class="ql-token hljs-keyword">a</span>  =  1')}`;
  const damaged = `<p>前言</p>${block('SELECT id,', 'title', 'FROM news', 'WHERE a = 1')}`;

  it('finds code whose leading, aligned and tab whitespace was collapsed, token spans or not', () => {
    expect(lostCodeWhitespace(damaged, original)).toBe(true);
  });

  it('ignores a version that changed the text, the text outside code, or gained whitespace', () => {
    expect(lostCodeWhitespace(damaged.replace('title', 'name'), original)).toBe(false);
    expect(lostCodeWhitespace(damaged.replace('前言', '序'), original)).toBe(false);
    expect(lostCodeWhitespace(original, damaged)).toBe(false);
    expect(lostCodeWhitespace(original, original)).toBe(false);
  });

  it('ignores items without code blocks', () => {
    expect(lostCodeWhitespace('<p>a b</p>', '<p>a  b</p>')).toBe(false);
  });
});
