import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import type { PreviewLink } from '@site/contract';
import { useTranslate } from 'react-admin';
import { useFormatDateTime } from '../i18n/dateTime';
import { toast } from '../notify/toast';

/** The link's full address: the server may answer a path of the site (no SITE_URL), which a colleague cannot open. */
export const absoluteAddress = (url: string): string => new URL(url, window.location.origin).href;

/**
 * A signed preview link to open or to copy for a colleague: it works in any browser, signed in or not, until it
 * expires (PREVIEW_TTL_MINUTES). Copied from here, not from the address bar, where the site has already moved the
 * grant into this browser's cookie.
 */
export function PreviewLinkDialog({ link, onClose }: { link: PreviewLink; onClose: () => void }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const address = absoluteAddress(link.url);
  const copy = () =>
    navigator.clipboard
      .writeText(address)
      .then(() => toast.success(translate('app.preview.copied')))
      .catch(() => toast.error(translate('app.preview.copy_failed')));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="preview-link-title">
      <DialogTitle id="preview-link-title">{translate('app.preview.link_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('app.preview.link_hint', { time: formatDateTime(link.expires_at) })}
        </DialogContentText>
        <TextField
          label={translate('app.preview.link')}
          value={address}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('app.preview.copy')}
        </Button>
        <Button
          variant="contained"
          startIcon={<OpenInNewIcon />}
          href={address}
          target="_blank"
          rel="noopener noreferrer"
        >
          {translate('app.preview.open_link')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
