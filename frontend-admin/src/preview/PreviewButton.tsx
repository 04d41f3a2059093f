import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Tooltip } from '@mui/material';
import { AdminCall, type PreviewLink } from '@site/contract';
import { useState } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useApi } from '../api/ApiContext';
import { ApiCallError } from '../api/client';
import { toast } from '../notify/toast';
import { PreviewLinkDialog } from './PreviewLinkDialog';
import { isOutOfPublicView, previewFamilyOf, type PreviewableRecord } from './previewLinks';

/**
 * 预览 on the edit screen of an item visitors cannot see now (a draft, hidden or scheduled): a signed link to its
 * public page, exactly as it will look, to open or to copy for a colleague (PreviewLinkDialog). Nothing for other
 * resources or for items already public.
 */
export function PreviewButton() {
  const record = useRecordContext();
  const family = previewFamilyOf(useResourceContext());
  const translate = useTranslate();
  const api = useApi();
  const [link, setLink] = useState<PreviewLink | null>(null);
  if (!record || !family || !isOutOfPublicView(record as PreviewableRecord)) return null;
  const preview = () =>
    api
      .call<PreviewLink>(AdminCall.GET_PREVIEW_LINK, { family, id: Number(record.id) })
      .then(setLink)
      .catch((error: unknown) => toast.error(error instanceof ApiCallError ? error.message : String(error)));
  return (
    <>
      <Tooltip title={translate('app.preview.saved_only')} describeChild>
        <Button size="small" startIcon={<VisibilityIcon />} onClick={() => void preview()}>
          {translate('app.preview.button')}
        </Button>
      </Tooltip>
      {link && <PreviewLinkDialog link={link} onClose={() => setLink(null)} />}
    </>
  );
}
