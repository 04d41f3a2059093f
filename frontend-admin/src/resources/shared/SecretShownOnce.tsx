import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

interface Props {
  /** What was just made and its secret; null: nothing to show. */
  shown: { name: string; secret: string } | null;
  /** Where its texts are: `<messages>.created_title`, `.warning`, `.copy`, `.copied`, `.copy_failed`, `.done`. */
  messages: string;
  /** The secret's input, for tests. */
  testId: string;
  onClose: () => void;
}

/** A secret the server shows only once (an API key, a webhook's signing secret): a warning, the secret, a copy button. */
export function SecretShownOnce({ shown, messages, testId, onClose }: Props) {
  const notify = useNotify();
  const translate = useTranslate();

  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      notify(`${messages}.copied`, { type: 'info' });
    } catch {
      notify(`${messages}.copy_failed`, { type: 'warning' });
    }
  };

  return (
    <Dialog open={shown !== null} fullWidth maxWidth="sm">
      <DialogTitle>{translate(`${messages}.created_title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{translate(`${messages}.warning`)}</Alert>
          <TextField
            value={shown?.secret ?? ''}
            label={shown?.name}
            slotProps={{
              htmlInput: { readOnly: true, 'data-testid': testId, style: { fontFamily: 'monospace' } },
            }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => shown && void copy(shown.secret)}>
          {translate(`${messages}.copy`)}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate(`${messages}.done`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
