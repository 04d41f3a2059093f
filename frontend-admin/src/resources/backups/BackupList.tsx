import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { AdminCall, formatBytes, type BackupItem, type BackupLink } from '@site/contract';
import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useApi } from '../../api/ApiContext';
import { useFormatDateTime } from '../../i18n/dateTime';

/** How often the list is read again while a backup is being written. */
const POLL_MS = 3000;

/** /adm/backups (super admins): start a backup of the whole site, and download one through a short-lived link. */
export function BackupList() {
  const api = useApi();
  const notify = useNotify();
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const [items, setItems] = useState<BackupItem[] | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () =>
      api
        .call<BackupItem[]>(AdminCall.GET_BACKUP_LIST)
        .then(setItems, (error: Error) => notify(error.message, { type: 'error' })),
    [api, notify],
  );
  useEffect(() => void load(), [load]);
  const running = items?.some((item) => item.running) ?? false;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, load]);

  const start = async () => {
    setBusy(true);
    try {
      await api.call(AdminCall.START_BACKUP);
      notify('app.backups.started', { type: 'info' });
      await load();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const download = async (name: string) => {
    try {
      const link = await api.call<BackupLink>(AdminCall.GET_BACKUP_LINK, { name });
      // A plain navigation: the signed link needs no headers, and the browser saves the archive.
      window.location.assign(new URL(link.url, window.location.origin).href);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('resources.backups.name')} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {translate('app.backups.intro')}
            </Typography>
            <Button variant="contained" onClick={() => void start()} disabled={busy || running}>
              {translate('app.backups.start')}
            </Button>
          </Stack>
          <List aria-label={translate('resources.backups.name')}>
            {items?.length === 0 && (
              <ListItem>
                <ListItemText primary={translate('app.backups.empty')} />
              </ListItem>
            )}
            {items?.map((item) => (
              <ListItem
                key={item.name}
                divider
                secondaryAction={
                  item.running ? (
                    <Chip size="small" label={translate('app.backups.running')} />
                  ) : (
                    <Button startIcon={<DownloadIcon />} onClick={() => void download(item.name)}>
                      {translate('app.backups.download')}
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={formatDateTime(item.created_at)}
                  secondary={item.running ? item.name : `${item.name} · ${formatBytes(item.size)}`}
                  slotProps={{ secondary: { sx: { wordBreak: 'break-all', pr: 12 } } }}
                />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Box>
  );
}
