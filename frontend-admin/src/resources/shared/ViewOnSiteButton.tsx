import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** Opens the item on the public site (news and cases: `/detail/{id}`). */
export function ViewOnSiteButton({ path }: { path: (id: string | number) => string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      size="small"
      startIcon={<OpenInNewIcon />}
      href={path(record.id)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => event.stopPropagation()}
    >
      {translate('app.view_on_site')}
    </Button>
  );
}
