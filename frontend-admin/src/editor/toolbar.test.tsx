import { act, waitFor } from '@testing-library/react';
import { Quill } from 'react-quill-new';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sv } from '../i18n/sv';
import { zhCN } from '../i18n/zh-CN';
import { renderWithApi } from '../test/render-with-api';
import { ToastProvider } from '../notify/ToastProvider';
import QuillEditor from './QuillEditor';
import { labelToolbar } from './toolbar';

/** The toolbar's controls as the user meets them: Quill's format class on each, and the name it is given. */
function renderedControls() {
  const toolbar = document.querySelector<HTMLElement>('.ql-toolbar')!;
  return [...toolbar.querySelectorAll<HTMLElement>('button, .ql-picker')].map((control) => ({
    format: [...control.classList].find((name) => /^ql-(?!picker|icon-picker|color-picker)/.test(name))!.slice(3),
    value: control.getAttribute('value'),
    title: control.getAttribute('title'),
  }));
}

async function renderEditor() {
  renderWithApi(
    <ToastProvider>
      <QuillEditor value="" onChange={() => {}} />
    </ToastProvider>,
    {},
  );
  await waitFor(() => expect(document.querySelector('.ql-editor')).not.toBeNull());
  return Quill.find(document.querySelector('.ql-container')!) as Quill;
}

/** `upload_pic` over XMLHttpRequest (the upload calls report progress), answering an address; records what came. */
function fakeUploads() {
  const sent: string[] = [];
  class FakeRequest {
    upload = {};
    status = 200;
    responseText = '';
    onload: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      const file = form.get('file') as File;
      sent.push(`${this.url} ${file.name}`);
      this.responseText = JSON.stringify({ code: 0, msg: 'ok', data: `/uploads/${file.name}` });
      setTimeout(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

const SPEC_LANGUAGES = [
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
];

describe('the editor toolbar', () => {
  // Undo puts the caret back and scrolls to it; jsdom lays nothing out, so its ranges have no box to measure.
  beforeAll(() => {
    Range.prototype.getBoundingClientRect = () => new DOMRect();
  });
  afterAll(() => {
    delete (Range.prototype as Partial<Range>).getBoundingClientRect;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows every control of the product spec, each with its name in the interface language', async () => {
    await renderEditor();
    const controls = renderedControls();
    const formats = new Set(controls.map((control) => control.format));
    for (const format of [
      'bold',
      'italic',
      'underline',
      'strike',
      'blockquote',
      'code',
      'header',
      'list',
      'script',
      'indent',
      'direction',
      'size',
      'color',
      'background',
      'font',
      'align',
      'clean',
      'link',
      'image',
      'video',
      'file',
      'formula',
    ]) {
      expect(formats, format).toContain(format);
    }
    const lists = controls.filter((control) => control.format === 'list').map((control) => control.value);
    expect(lists).toEqual(['ordered', 'bullet', 'check']);
    const scripts = controls.filter((control) => control.format === 'script').map((control) => control.value);
    expect(scripts).toEqual(['sub', 'super']);
    expect(document.querySelectorAll('.ql-header .ql-picker-item')).toHaveLength(7); // 1–6 and body text
    expect(controls.filter((control) => !control.title)).toEqual([]);
  });

  it('offers the 14 languages of the spec on a code block, plain text in the interface language', async () => {
    const quill = await renderEditor();
    act(() => {
      quill.insertText(0, 'SELECT 1', 'user');
      quill.formatLine(0, 1, 'code-block', 'plain', 'user');
    });
    const picker = await waitFor(() => document.querySelector<HTMLSelectElement>('.ql-code-block-container select')!);
    expect([...picker.options].map((option) => option.textContent)).toEqual(SPEC_LANGUAGES);
  });

  it('highlights code 1000 ms after the last change, not before', async () => {
    const quill = await renderEditor();
    vi.useFakeTimers();
    act(() => {
      quill.insertText(0, 'SELECT id FROM news', 'user');
      quill.formatLine(0, 1, 'code-block', 'sql', 'user');
    });
    act(() => vi.advanceTimersByTime(999));
    expect(quill.root.querySelector('.ql-token')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(quill.root.querySelector('.ql-token')).not.toBeNull();
  });

  // 101 edits and as many undos through the whole editor: seconds on a busy machine.
  it('takes back in one undo the edits made within 1000 ms, and keeps 100 steps', { timeout: 30_000 }, async () => {
    const quill = await renderEditor();
    const history = quill.getModule('history') as { undo(): void };
    // Only the clock moves: the history groups edits by the time they were made.
    vi.useFakeTimers({ toFake: ['Date'] });
    const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
    act(() => {
      quill.insertText(0, 'a', 'user');
      later(999);
      quill.insertText(1, 'b', 'user');
    });
    act(() => history.undo());
    expect(quill.getText()).toBe('\n');

    act(() => {
      for (let step = 0; step < 101; step++) {
        later(1001);
        quill.insertText(step, 'x', 'user');
      }
    });
    act(() => {
      for (let step = 0; step < 101; step++) history.undo();
    });
    expect(quill.getText()).toBe('x\n');
  });

  it('uploads a dropped or pasted PNG or JPEG and shows it inline; other files are not put in the text', async () => {
    const sent = fakeUploads();
    const quill = await renderEditor();
    const uploader = quill.getModule('uploader') as { upload(range: { index: number }, files: File[]): void };
    act(() => {
      uploader.upload({ index: 0 }, [
        new File(['p'], 'a.png', { type: 'image/png' }),
        new File(['g'], 'b.gif', { type: 'image/gif' }),
        new File(['j'], 'c.jpg', { type: 'image/jpeg' }),
      ]);
    });
    await waitFor(() => expect(quill.root.querySelectorAll('img')).toHaveLength(2));
    expect(sent).toEqual(['/api/adm/upload_pic a.png', '/api/adm/upload_pic c.jpg']);
    expect([...quill.root.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      '/uploads/a.png',
      '/uploads/c.jpg',
    ]);
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
