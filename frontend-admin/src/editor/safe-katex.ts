import katex from 'katex';

/**
 * KaTeX as Quill's formula format finds it on `window`, but a formula KaTeX cannot typeset at all (it throws past
 * `throwOnError: false`, e.g. a RangeError for `\frac` nested 1,500 deep) shows as its TeX source instead of making
 * the whole content fail to load into the editor.
 */
export const safeKatex: Pick<typeof katex, 'render'> = {
  render(tex, element, options) {
    try {
      katex.render(tex, element, options);
    } catch {
      element.textContent = tex;
    }
  },
};
