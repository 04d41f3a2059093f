import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { CreatedApiKey } from '@site/contract';
import { useNotify, useTranslate } from 'react-admin';

/** The key just made, the only time it is shown: a warning, the key to select, and a copy button. */
export function NewKeyShownOnce({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const notify = useNotify();
  const translate = useTranslate();

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      notify('app.api_keys.copied', { type: 'info' });
    } catch {
      notify('app.api_keys.copy_failed', { type: 'warning' });
    }
  };

  return (
    <Dialog open={created !== null} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.api_keys.created_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{translate('app.api_keys.warning')}</Alert>
          <TextField
            value={created?.key ?? ''}
            label={created?.name}
            slotProps={{
              htmlInput: { readOnly: true, 'data-testid': 'new-api-key', style: { fontFamily: 'monospace' } },
            }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => created && void copy(created.key)}>
          {translate('app.api_keys.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.api_keys.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
