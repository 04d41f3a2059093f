import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Tooltip } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useApi } from '../api/ApiContext';
import { ApiCallError } from '../api/client';
import { toast } from '../notify/toast';
import { isOutOfPublicView, openPreview, previewFamilyOf, type PreviewableRecord } from './previewLinks';

/**
 * 预览 on the edit screen of an item visitors cannot see now (a draft, hidden or scheduled): its public page in a new
 * tab through a signed link, exactly as it will look. Nothing for other resources or for items already public.
 */
export function PreviewButton() {
  const record = useRecordContext();
  const family = previewFamilyOf(useResourceContext());
  const translate = useTranslate();
  const api = useApi();
  if (!record || !family || !isOutOfPublicView(record as PreviewableRecord)) return null;
  const preview = () =>
    openPreview(api, { family, id: Number(record.id) }).catch((error: unknown) =>
      toast.error(error instanceof ApiCallError ? error.message : String(error)),
    );
  return (
    <Tooltip title={translate('app.preview.saved_only')} describeChild>
      <Button size="small" startIcon={<VisibilityIcon />} onClick={preview}>
        {translate('app.preview.button')}
      </Button>
    </Tooltip>
  );
}
