import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { AdminCall, API_KEY_SCOPES, type ApiKeyScope, type CreatedApiKey } from '@site/contract';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useApi } from '../../api/ApiContext';

/** The end of the chosen day in the browser's time zone, as the server's ISO time. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`).toISOString();

interface Props {
  open: boolean;
  onClose: () => void;
  /** The key just made (its secret included): the list shows it once. */
  onCreated: (key: CreatedApiKey) => void;
}

/** 新建密钥: a name, at least one scope and an optional last day. */
export function NewApiKeyDialog({ open, onClose, onCreated }: Props) {
  const api = useApi();
  const notify = useNotify();
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['content_read']);
  const [expires, setExpires] = useState('');
  const [busy, setBusy] = useState(false);

  const toggle = (scope: ApiKeyScope) =>
    setScopes((chosen) => (chosen.includes(scope) ? chosen.filter((item) => item !== scope) : [...chosen, scope]));

  const create = async () => {
    setBusy(true);
    try {
      const body = { name: name.trim(), scopes, ...(expires ? { expires_at: endOfDay(expires) } : {}) };
      onCreated(await api.call<CreatedApiKey>(AdminCall.SAVE_API_KEY, body));
      setName('');
      setExpires('');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.api_keys.create_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('app.api_keys.name_label')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 40 } }}
            required
            autoFocus
          />
          <FormGroup>
            <FormLabel>{translate('app.api_keys.scopes_label')}</FormLabel>
            {API_KEY_SCOPES.map((scope) => (
              <FormControlLabel
                key={scope}
                control={<Checkbox checked={scopes.includes(scope)} onChange={() => toggle(scope)} />}
                label={translate(`app.api_keys.scope_${scope}`)}
              />
            ))}
          </FormGroup>
          <TextField
            type="date"
            label={translate('app.api_keys.expires_label')}
            value={expires}
            onChange={(event) => setExpires(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.api_keys.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void create()}
          disabled={busy || !name.trim() || scopes.length === 0}
        >
          {translate('app.api_keys.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
