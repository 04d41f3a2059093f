import Quill from 'quill';
import { describe, expect, it } from 'vitest';
import { setImageAlt } from './imageAlt';

function editorWith(html: string): Quill {
  const container = document.createElement('div');
  document.body.append(container);
  const quill = new Quill(container);
  quill.setContents(quill.clipboard.convert({ html }));
  return quill;
}

describe('an image’s alt text in the editor', () => {
  it('is kept through load, set on the picture as a user edit, and removed when emptied', () => {
    const quill = editorWith('<p>前<img src="/uploads/a.png" alt="旧的说明">后</p>');
    const image = quill.root.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('旧的说明');

    const changes: string[] = [];
    quill.on('text-change', (_delta, _old, source) => changes.push(source));
    setImageAlt(quill, image, '  产品 & 服务："说明"  ');
    expect(quill.root.innerHTML).toBe('<p>前<img src="/uploads/a.png" alt="产品 &amp; 服务：&quot;说明&quot;">后</p>');
    expect(changes).toEqual(['user']);

    setImageAlt(quill, quill.root.querySelector('img')!, ' ');
    expect(quill.root.innerHTML).toBe('<p>前<img src="/uploads/a.png">后</p>');
  });
});
