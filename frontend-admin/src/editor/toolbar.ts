/** Product spec, section 2: the editor's full toolbar. */
export const TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }, { size: ['small', false, 'large', 'huge'] }, { font: [] }],
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote', 'code-block', 'code'],
  [{ list: 'ordered' }, { list: 'bullet' }, { list: 'check' }],
  [{ script: 'sub' }, { script: 'super' }],
  [{ indent: '-1' }, { indent: '+1' }, { direction: 'rtl' }],
  [{ color: [] }, { background: [] }, { align: [] }],
  ['link', 'image', 'video', 'file', 'formula'],
  ['clean'],
];

/** Product spec, section 9: the code block languages (keys are highlight.js names). */
export const CODE_LANGUAGES = [
  { key: 'plain', label: '纯文本' },
  { key: 'bash', label: 'Bash' },
  { key: 'cpp', label: 'C++' },
  { key: 'cs', label: 'C#' },
  { key: 'css', label: 'CSS' },
  { key: 'diff', label: 'Diff' },
  { key: 'xml', label: 'HTML/XML' },
  { key: 'java', label: 'Java' },
  { key: 'javascript', label: 'JavaScript' },
  { key: 'markdown', label: 'Markdown' },
  { key: 'php', label: 'PHP' },
  { key: 'python', label: 'Python' },
  { key: 'ruby', label: 'Ruby' },
  { key: 'sql', label: 'SQL' },
];

export const SYNTAX_DELAY_MS = 1000;
export const HISTORY = { delay: 1000, maxStack: 100, userOnly: true };
/** Dropped or pasted images of these types are uploaded and inserted inline. */
export const INLINE_IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** Quill's classes on a picker that name its kind, not its format. */
const PICKER_CLASSES = new Set(['ql-picker', 'ql-icon-picker', 'ql-color-picker']);

/**
 * Puts its tooltip (`tooltipOf`: the interface language's word for a control's format, `<format>:<value>` for one
 * value of it) on every control of a rendered toolbar. A picker is a plain span (where `aria-label` is not allowed):
 * its name goes on the span Quill gives the button role, the one that opens the picker.
 */
export function labelToolbar(container: HTMLElement, tooltipOf: (key: string) => string | undefined): void {
  for (const control of container.querySelectorAll<HTMLElement>('button, .ql-picker')) {
    const format = [...control.classList].find((name) => name.startsWith('ql-') && !PICKER_CLASSES.has(name))?.slice(3);
    if (!format) continue;
    const value = control.getAttribute('value');
    const tip = (value && tooltipOf(`${format}:${value}`)) || tooltipOf(format);
    if (!tip) continue;
    control.setAttribute('title', tip);
    const opener = control.matches('.ql-picker') ? control.querySelector('.ql-picker-label') : control;
    opener?.setAttribute('aria-label', tip);
  }
}
