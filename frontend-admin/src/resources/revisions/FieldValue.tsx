import 'katex/dist/katex.min.css';
import { Box } from '@mui/material';
import { useLayoutEffect, useRef } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { safeKatex } from '../../editor/safe-katex';
import { useFormatDateTime } from '../../i18n/dateTime';
import { IMAGE_FIELDS, RICH_FIELDS, TIME_FIELDS } from './families';
import { textOf } from './wordDiff';

/** A field's name as the interface says it (the resource's field label), or the raw name where it has none. */
export function useFieldLabel(): (field: string) => string {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (field) => translate(`resources.${resource}.fields.${field}`, { _: field });
}

/**
 * Rich text as the site shows it, formulas typeset: a stored formula is an empty `.ql-formula` holding its TeX in
 * `data-value` (the editor and the public page typeset it), so shown as it is it would be blank.
 */
export function RichValue({ html }: { html: unknown }) {
  const box = useRef<HTMLDivElement>(null);
  const source = textOf(html);
  useLayoutEffect(() => {
    box.current?.querySelectorAll<HTMLElement>('.ql-formula[data-value]').forEach((formula) => {
      safeKatex.render(formula.dataset.value ?? '', formula, { throwOnError: false });
    });
  }, [source]);
  return (
    <Box
      ref={box}
      className="revision-rich"
      sx={{ '& img': { maxWidth: '100%' }, '& pre': { whiteSpace: 'pre-wrap' } }}
      dangerouslySetInnerHTML={{ __html: source }}
    />
  );
}

/** One field's value shown as an editor knows it: rich text rendered, pictures as pictures, times and flags read. */
export function FieldValue({ field, value }: { field: string; value: unknown }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  if (RICH_FIELDS.has(field)) return <RichValue html={value} />;
  const text = textOf(value);
  if (text === '') return <span>—</span>;
  if (IMAGE_FIELDS.has(field)) {
    return <Box component="img" src={text} alt={text} sx={{ maxWidth: '100%', maxHeight: 160, display: 'block' }} />;
  }
  if (TIME_FIELDS.has(field)) return <span>{formatDateTime(text)}</span>;
  if (field === 'status') return <span>{translate(Number(value) === 1 ? 'app.status.on' : 'app.status.off')}</span>;
  return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text}</span>;
}
