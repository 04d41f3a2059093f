import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { sv } from '../i18n/sv';
import { zhCN } from '../i18n/zh-CN';
import { PICKER_LABELS, pickerLabelStyle } from './pickerLabels';

const editorCss = readFileSync(join(__dirname, 'editor.css'), 'utf8');

const translator = (messages: object) => (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages) as string;

describe("the editor's picker and tooltip labels", () => {
  it('are read by editor.css from exactly the custom properties the editor sets, and by nothing hard-coded', () => {
    const used = [...editorCss.matchAll(/content: var\(--ql-label-(\w+)\)/g)].map((match) => match[1]);
    expect(used.sort()).toEqual([...PICKER_LABELS].sort());
    expect(editorCss).not.toMatch(/content: '[^']+'/);
  });

  it.each([
    ['zh-CN', zhCN, '标题 1', '输入公式（LaTeX）：'],
    ['en', en, 'Heading 1', 'Enter formula (LaTeX):'],
    ['sv', sv, 'Rubrik 1', 'Ange formel (LaTeX):'],
    ['pl', pl, 'Nagłówek 1', 'Podaj wzór (LaTeX):'],
  ])('are given in %s as CSS strings', (_language, messages, heading, formula) => {
    const style = pickerLabelStyle(translator(messages)) as Record<string, string>;
    expect(style['--ql-label-header_1']).toBe(JSON.stringify(heading));
    expect(style['--ql-label-tooltip_formula']).toBe(JSON.stringify(formula));
    for (const key of PICKER_LABELS) expect(typeof JSON.parse(style[`--ql-label-${key}`])).toBe('string');
  });
});
