import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { VersionConflict } from '@site/contract';
import { useTranslate } from 'react-admin';
import { REVISIONS_PANEL_ID } from './RevisionsPanel';
import { useFormatDateTime } from '../i18n/dateTime';

/** `data` of a save refused because someone saved the item meanwhile (409 VERSION_CONFLICT), else null. */
export function versionConflictOf(error: unknown): VersionConflict | null {
  const data = (error as { status?: number; body?: { data?: Partial<VersionConflict> } } | null)?.body?.data;
  return (error as { status?: number })?.status === 409 && typeof data?.current_version === 'number'
    ? (data as VersionConflict)
    : null;
}

interface ConflictDialogProps {
  conflict: VersionConflict;
  onOverwrite: () => void;
  onReload: () => void;
  onClose: () => void;
}

/** Someone saved first: compare (the 历史版本 panel), overwrite their save with this one, or reload theirs. */
export function ConflictDialog({ conflict, onOverwrite, onReload, onClose }: ConflictDialogProps) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const compare = () => {
    onClose();
    document.getElementById(REVISIONS_PANEL_ID)?.scrollIntoView({ behavior: 'smooth' });
  };
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>{translate('app.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate('app.conflict.body', {
            name: conflict.saved_by || '—',
            time: formatDateTime(conflict.saved_at),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={compare}>{translate('app.conflict.compare')}</Button>
        <Button color="warning" onClick={onOverwrite}>
          {translate('app.conflict.overwrite')}
        </Button>
        <Button variant="contained" onClick={onReload}>
          {translate('app.conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
