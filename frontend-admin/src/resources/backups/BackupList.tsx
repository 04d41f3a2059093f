import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { AdminCall, formatBytes, type BackupItem, type BackupLink, type BackupStatus } from '@site/contract';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { useApi } from '../../api/ApiContext';
import { useFormatDateTime } from '../../i18n/dateTime';

/** How often the list is read again while a backup is being written. */
const POLL_MS = 3000;

/**
 * /adm/backups (super admins): start a backup of the whole site, download one through a short-lived link, delete one;
 * warned when the newest failed or a scheduled one is overdue.
 */
export function BackupList() {
  const api = useApi();
  const notify = useNotify();
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const [items, setItems] = useState<BackupItem[] | null>(null);
  const [busy, setBusy] = useState(false);

  const [status, setStatus] = useState<BackupStatus | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const load = useCallback(
    () =>
      Promise.all([
        api.call<BackupItem[]>(AdminCall.GET_BACKUP_LIST),
        api.call<BackupStatus>(AdminCall.GET_BACKUP_STATUS),
      ]).then(
        ([list, state]) => {
          setItems(list);
          setStatus(state);
        },
        (error: Error) => notify(error.message, { type: 'error' }),
      ),
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

  const remove = async (name: string) => {
    setDeleting(null);
    try {
      await api.call(AdminCall.DEL_BACKUP, { name });
      notify('app.backups.deleted', { type: 'info' });
      await load();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
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
          <BackupWarning status={status} />
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
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      {item.failed ? (
                        <Chip size="small" color="error" label={translate('app.backups.failed')} />
                      ) : (
                        <Button startIcon={<DownloadIcon />} onClick={() => void download(item.name)}>
                          {translate('app.backups.download')}
                        </Button>
                      )}
                      <IconButton
                        aria-label={translate('app.backups.delete', { name: item.name })}
                        onClick={() => setDeleting(item.name)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Stack>
                  )
                }
              >
                <ListItemText
                  primary={formatDateTime(item.created_at)}
                  secondary={item.running || item.failed ? item.name : `${item.name} · ${formatBytes(item.size)}`}
                  slotProps={{ secondary: { sx: { wordBreak: 'break-all', pr: 20 } } }}
                />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
      <Confirm
        isOpen={deleting !== null}
        title="app.backups.delete_title"
        content={translate('app.backups.delete_content', { name: deleting ?? '' })}
        onConfirm={() => void remove(deleting ?? '')}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

/** Why backups need a look: the newest failed (and why), or a schedule's archive is overdue. */
function BackupWarning({ status }: { status: BackupStatus | null }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  if (!status?.warning) return null;
  const failure = status.last_failure;
  return (
    <Alert severity={status.warning === 'failed' ? 'error' : 'warning'} sx={{ mt: 2 }}>
      {status.warning === 'failed' && failure
        ? translate('app.backups.warning_failed', { at: formatDateTime(failure.at), reason: failure.reason })
        : translate('app.backups.warning_overdue', {
            last: status.last_success_at ? formatDateTime(status.last_success_at) : translate('app.backups.never'),
            schedule: status.schedule ?? '',
          })}
    </Alert>
  );
}
