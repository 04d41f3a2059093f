import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** 草稿 on an item whose status keeps it off the site (the list's switch alone says it only by its position). */
export function DraftChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  if (Number(status) === 1) return null;
  return <Chip size="small" variant="outlined" color="default" label={translate('app.status.draft')} />;
}
