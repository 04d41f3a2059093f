import { FormControl, FormHelperText, FormLabel, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';

// Quill, KaTeX and highlight.js load only when a screen shows this input (never on /adm/login).
const QuillEditor = lazy(() => import('./QuillEditor'));

/**
 * A react-admin input holding rich HTML, edited with the product's Quill editor. The editor rewrites the HTML it is
 * given into its own form (attributes, embeds): that value is kept without making the form unsaved, so opening an
 * item and leaving it asks nothing, and a save goes back to the list; only the admin's edits count as changes.
 */
export function RichTextInput(props: InputProps) {
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const { id, field, fieldState, isRequired } = useInput(props);
  const { setValue } = useFormContext();
  const onChange = (html: string, byUser: boolean) => (byUser ? field.onChange(html) : setValue(field.name, html));
  const label = translate(`resources.${resource}.fields.${props.source}`, { _: props.source });
  return (
    <FormControl fullWidth error={fieldState.invalid} sx={{ mb: 2 }}>
      <FormLabel htmlFor={id} required={isRequired} sx={{ mb: 1 }}>
        {typeof props.label === 'string' ? translate(props.label) : label}
      </FormLabel>
      <Suspense fallback={<Skeleton variant="rectangular" height={360} />}>
        <QuillEditor id={id} value={(field.value as string) ?? ''} onChange={onChange} onBlur={field.onBlur} />
      </Suspense>
      {fieldState.error?.message && <FormHelperText>{translate(fieldState.error.message)}</FormHelperText>}
    </FormControl>
  );
}
