import type { CSSProperties } from 'react';

/**
 * The words Quill's snow theme writes through CSS `content` (its pickers' entries and the link tooltip), each a key
 * of `app.editor.labels` and the custom property editor.css reads it from. CSS cannot translate, so the editor's
 * container carries them in the interface language.
 */
export const PICKER_LABELS = [
  'header_normal',
  'header_1',
  'header_2',
  'header_3',
  'header_4',
  'header_5',
  'header_6',
  'size_normal',
  'size_small',
  'size_large',
  'size_huge',
  'font_sans',
  'font_serif',
  'font_monospace',
  'tooltip_visit',
  'tooltip_edit',
  'tooltip_remove',
  'tooltip_save',
  'tooltip_link',
  'tooltip_video',
  'tooltip_formula',
] as const;

/** `--ql-label-<key>` for each label, as a CSS string (quoted and escaped: JSON's escapes are CSS's too). */
export function pickerLabelStyle(translate: (key: string) => string): CSSProperties {
  return Object.fromEntries(
    PICKER_LABELS.map((key) => [`--ql-label-${key}`, JSON.stringify(translate(`app.editor.labels.${key}`))]),
  ) as CSSProperties;
}
