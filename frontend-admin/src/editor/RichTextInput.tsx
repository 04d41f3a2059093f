import { FormControl, FormHelperText, FormLabel, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';

// Quill, KaTeX and highlight.js load only when a screen shows this input (never on /adm/login).
const QuillEditor = lazy(() => import('./QuillEditor'));

/** A react-admin input holding rich HTML, edited with the product's Quill editor. */
export function RichTextInput(props: InputProps) {
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const { id, field, fieldState, isRequired } = useInput(props);
  const label = translate(`resources.${resource}.fields.${props.source}`, { _: props.source });
  return (
    <FormControl fullWidth error={fieldState.invalid} sx={{ mb: 2 }}>
      <FormLabel htmlFor={id} required={isRequired} sx={{ mb: 1 }}>
        {typeof props.label === 'string' ? translate(props.label) : label}
      </FormLabel>
      <Suspense fallback={<Skeleton variant="rectangular" height={360} />}>
        <QuillEditor id={id} value={(field.value as string) ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
      </Suspense>
      {fieldState.error?.message && <FormHelperText>{translate(fieldState.error.message)}</FormHelperText>}
    </FormControl>
  );
}
