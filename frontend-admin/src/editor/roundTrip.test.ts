import Quill from 'quill';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerExactTextClipboard } from './exactTextClipboard';
import { registerFormats } from './formats';
import { hljs } from './highlight';
import { PASTED_CORPUS, STORED_CORPUS } from './roundTrip.corpus';
import { safeKatex } from './safe-katex';
import { CODE_LANGUAGES } from './toolbar';

/** The editor as QuillEditor builds it, with the modules that rewrite what is loaded (syntax, formulas). */
function editor(): Quill {
  const container = document.createElement('div');
  document.body.append(container);
  return new Quill(container, { modules: { syntax: { hljs, languages: CODE_LANGUAGES } } });
}

/** What a save stores of the editor's HTML: the server's sanitiser drops the language picker and KaTeX's rendering. */
function stored(quill: Quill): string {
  const root = quill.root.cloneNode(true) as HTMLElement;
  root.querySelectorAll('select.ql-ui').forEach((picker) => picker.remove());
  root
    .querySelectorAll('.ql-formula > span[contenteditable="false"]')
    .forEach((rendering) => rendering.replaceChildren());
  root.querySelectorAll('.ql-token').forEach((token) => token.replaceWith(...token.childNodes));
  root.normalize();
  return root.innerHTML.replaceAll('&nbsp;', '\u00a0');
}

/** Loads `html` as react-quill-new loads its value. */
function load(html: string): Quill {
  const quill = editor();
  quill.setContents(quill.clipboard.convert({ html }));
  return quill;
}

describe('the editor keeps what is stored: load → save without edits', () => {
  beforeAll(() => {
    (window as unknown as { katex: typeof safeKatex }).katex = safeKatex;
    registerFormats();
    registerExactTextClipboard();
  });

  it.each(STORED_CORPUS)('%s', (_name, html) => {
    expect(stored(load(html))).toBe(html);
  });

  it('keeps every character of a code block, highlighted or not', () => {
    const quill = load(STORED_CORPUS[0][1]);
    (quill.getModule('syntax') as { highlight(blot: null, force: boolean): void }).highlight(null, true);
    expect(quill.root.querySelector('.ql-token')).not.toBeNull();
    expect(quill.getText()).toContain('SELECT id,\n       title,\n       status\n  FROM news');
    expect(stored(quill)).toBe(STORED_CORPUS[0][1]);
  });

  it.each(PASTED_CORPUS)('pasted %s: once taken in, loads and saves unchanged', (_name, clipboard) => {
    const pasted = editor();
    pasted.clipboard.dangerouslyPasteHTML(0, clipboard);
    const html = stored(pasted);
    expect(stored(load(html))).toBe(html);
  });

  it('still collapses the layout whitespace of pasted HTML outside code', () => {
    const pasted = editor();
    pasted.clipboard.dangerouslyPasteHTML(0, '<p>a\n    b</p>');
    expect(pasted.getText()).toBe('a b\n');
  });
});
