import Quill from 'quill';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFormats } from './formats';

function editor(): Quill {
  const container = document.createElement('div');
  document.body.append(container);
  return new Quill(container);
}

describe('the editor formats', () => {
  beforeAll(registerFormats);

  it('writes the file blot exactly as the server sanitiser keeps it', () => {
    const quill = editor();
    quill.insertEmbed(0, 'file', { url: '/uploads/2026/11/report.pdf', name: '年度报告.pdf' });
    expect(quill.root.innerHTML).toBe(
      '<p><a class="ql-file" href="/uploads/2026/11/report.pdf" download="年度报告.pdf" data-name="年度报告.pdf" ' +
        'target="_blank" rel="noopener noreferrer">\uFEFF<span contenteditable="false"><span class="ql-file-icon">📎</span>' +
        '年度报告.pdf</span>\uFEFF</a></p>',
    );
  });

  it('reads a saved file link back as a file, not as a plain link', () => {
    const quill = editor();
    quill.clipboard.dangerouslyPasteHTML(
      '<p><a class="ql-file" href="/uploads/a.zip" download="a.zip" data-name="a.zip" target="_blank" ' +
        'rel="noopener noreferrer">\uFEFF<span contenteditable="false"><span class="ql-file-icon">📎</span>a.zip</span>\uFEFF</a></p>',
    );
    expect(quill.getContents().ops[0]).toEqual({ insert: { file: { url: '/uploads/a.zip', name: 'a.zip' } } });
  });

  it('links: bare e-mail addresses get mailto:, other protocols become about:blank', () => {
    const quill = editor();
    quill.insertText(0, '邮件 脚本', 'user');
    quill.formatText(0, 2, 'link', 'sales@example.com', 'user');
    quill.formatText(3, 2, 'link', 'javascript:alert(1)', 'user');
    const links = [...quill.root.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['mailto:sales@example.com', 'about:blank']);
  });

  it('videos: YouTube and Vimeo pages are embedded, other addresses kept', () => {
    const quill = editor();
    quill.insertEmbed(0, 'video', 'https://youtu.be/dQw4w9WgXcQ', 'user');
    quill.insertEmbed(1, 'video', 'https://media.example.com/a.mp4', 'user');
    const sources = [...quill.root.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src'));
    expect(sources).toEqual(['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://media.example.com/a.mp4']);
  });
});
