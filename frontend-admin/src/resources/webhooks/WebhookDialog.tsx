import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { AdminCall, ALL_WEBHOOK_EVENTS, type CreatedWebhookEndpoint, type WebhookEndpoint } from '@site/contract';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useApi } from '../../api/ApiContext';
import { EventPicker } from './EventPicker';

interface Props {
  /** The endpoint to change; `'new'` registers one; null: closed. */
  editing: WebhookEndpoint | 'new' | null;
  onClose: () => void;
  /** Saved: a new endpoint carries its secret, to be shown once. */
  onSaved: (endpoint: WebhookEndpoint | CreatedWebhookEndpoint) => void;
}

/** 新建 / 编辑网络钩子: a name, the URL, the events, and whether it is on. */
export function WebhookDialog({ editing, onClose, onSaved }: Props) {
  const api = useApi();
  const notify = useNotify();
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([ALL_WEBHOOK_EVENTS]);
  const [enabled, setEnabled] = useState(true);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!editing) return;
    const endpoint = editing === 'new' ? null : editing;
    setName(endpoint?.name ?? '');
    setUrl(endpoint?.url ?? '');
    setEvents(endpoint?.events ?? [ALL_WEBHOOK_EVENTS]);
    setEnabled(endpoint?.enabled ?? true);
  }, [editing]);

  const save = async () => {
    setBusy(true);
    try {
      const id = editing === 'new' || editing === null ? {} : { id: editing.id };
      const body = { ...id, name: name.trim(), url: url.trim(), events, enabled };
      onSaved(await api.call<WebhookEndpoint | CreatedWebhookEndpoint>(AdminCall.SAVE_WEBHOOK, body));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={editing !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate(editing === 'new' ? 'app.webhooks.create_title' : 'app.webhooks.edit_title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('app.webhooks.name_label')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            required
            autoFocus
          />
          <TextField
            label={translate('app.webhooks.url_label')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            helperText={translate('app.webhooks.url_help')}
            slotProps={{ htmlInput: { maxLength: 500, inputMode: 'url' } }}
            required
          />
          <EventPicker value={events} onChange={setEvents} />
          <FormControlLabel
            control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
            label={translate('app.webhooks.enabled_label')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.webhooks.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={busy || !name.trim() || !url.trim() || events.length === 0}
        >
          {translate('app.webhooks.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
