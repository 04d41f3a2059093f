import { describe, expect, it } from 'vitest';
import { safeKatex } from './safe-katex';

describe('safeKatex', () => {
  it('typesets a formula', () => {
    const element = document.createElement('span');
    safeKatex.render('E = mc^2', element, { throwOnError: false });
    expect(element.querySelector('.katex')).not.toBeNull();
  });

  it('shows the source of a formula KaTeX cannot typeset at all', () => {
    const element = document.createElement('span');
    const tex = `${'\\frac{1}{'.repeat(3000)}x${'}'.repeat(3000)}`;
    safeKatex.render(tex, element, { throwOnError: false });
    expect(element.textContent).toBe(tex);
  });
});
