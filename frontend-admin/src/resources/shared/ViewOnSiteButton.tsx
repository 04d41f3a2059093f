import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useApi } from '../../api/ApiContext';
import { ApiCallError } from '../../api/client';
import { toast } from '../../notify/toast';
import { isOutOfPublicView, openPreview, previewFamilyOf, type PreviewableRecord } from '../../preview/previewLinks';

/**
 * Opens the item on the public site (news and cases: `/detail/{id}`); an item visitors cannot see yet (a draft,
 * scheduled) through a signed preview link, where its plain address would answer 404.
 */
export function ViewOnSiteButton({ path }: { path: (id: string | number) => string }) {
  const record = useRecordContext();
  const family = previewFamilyOf(useResourceContext());
  const translate = useTranslate();
  const api = useApi();
  if (!record) return null;
  const previewed = family !== undefined && isOutOfPublicView(record as PreviewableRecord);
  const open = (event: MouseEvent) => {
    event.stopPropagation();
    if (!previewed) return;
    event.preventDefault();
    openPreview(api, { family, id: Number(record.id) }).catch((error: unknown) =>
      toast.error(error instanceof ApiCallError ? error.message : String(error)),
    );
  };
  return (
    <Button
      size="small"
      startIcon={<OpenInNewIcon />}
      href={path(record.id)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={open}
    >
      {translate('app.view_on_site')}
    </Button>
  );
}
