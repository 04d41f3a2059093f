import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** Roughly how much of a title and a description Chinese search engines show. */
export const SEO_LIMITS = { title: 30, description: 80 };

/** How a search result for this page may look, from the form's current values. */
export function SeoPreview() {
  const translate = useTranslate();
  const [title = '', description = '', page = ''] = useWatch({ name: ['title', 'description', 'page'] }) as string[];
  const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, maxWidth: 600, width: '100%' }}>
      <Typography variant="overline">{translate('app.seo.preview')}</Typography>
      <Typography sx={{ color: '#1a0dab', fontSize: 18 }}>{clip(title, SEO_LIMITS.title) || '—'}</Typography>
      <Typography sx={{ color: '#006621', fontSize: 13 }}>
        {window.location.origin}/{page === 'home' ? '' : page}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: 13 }}>
        {clip(description, SEO_LIMITS.description)}
      </Typography>
    </Box>
  );
}

/** "12 / 建议不超过 30 个字符" under a field, warning once it is longer. */
export function lengthHint(
  translate: (key: string, options?: object) => string,
  text: string | undefined,
  max: number,
) {
  const count = text?.length ?? 0;
  const hint = translate('app.seo.length', { count, max });
  return count > max ? `${hint} · ${translate('app.seo.too_long')}` : hint;
}
