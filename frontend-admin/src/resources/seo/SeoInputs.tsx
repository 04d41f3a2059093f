import { AutocompleteInput, required, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { lengthHint, SEO_LIMITS, SeoPreview } from './SeoPreview';

/** The public pages with their own SEO entry (api-contract.md); `home` is the fallback of the others. */
export const SEO_PAGES = ['home', 'news', 'about', 'perform', 'service', 'download', 'education', 'join'].map(
  (page) => ({ id: page, name: page }),
);

export function SeoInputs() {
  const translate = useTranslate();
  const [title, description] = useWatch({ name: ['title', 'description'] }) as Array<string | undefined>;
  return (
    <>
      <AutocompleteInput
        source="page"
        choices={SEO_PAGES}
        validate={required()}
        onCreate={(page) => ({ id: page, name: page })}
      />
      <TextInput source="title" fullWidth helperText={lengthHint(translate, title, SEO_LIMITS.title)} />
      <TextInput source="keywords" fullWidth helperText="app.seo.keywords_hint" />
      <TextInput
        source="description"
        multiline
        minRows={3}
        fullWidth
        helperText={lengthHint(translate, description, SEO_LIMITS.description)}
      />
      <SeoPreview />
    </>
  );
}
