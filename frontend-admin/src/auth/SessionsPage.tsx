import { Button, Card, CardContent, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { AdminCall, type AdminSession } from '@site/contract';
import { useCallback, useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useApi } from '../api/ApiContext';
import { toast } from '../notify/toast';
import { toastCallError } from './useCallError';
import { useFormatDateTime } from '../i18n/dateTime';

/** /adm/sessions (user menu → 登录设备): where this admin is signed in; sign any other device out. */
export function SessionsPage() {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const api = useApi();
  const [sessions, setSessions] = useState<AdminSession[] | null>(null);

  const reload = useCallback(
    () => api.call<AdminSession[]>(AdminCall.GET_SESSION_LIST).then(setSessions, toastCallError),
    [api],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const revoke = async (id: number) => {
    try {
      await api.call(AdminCall.REVOKE_SESSION, { id });
      toast.success(translate('app.security.revoked'));
      await reload();
    } catch (error) {
      toastCallError(error);
    }
  };

  return (
    <Card sx={{ mt: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.security.sessions')} />
      <CardContent>
        <List aria-label={translate('app.security.sessions')}>
          {sessions?.map((session) => (
            <ListItem key={session.id} divider data-testid="session" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                sx={{ minWidth: 0, flex: '1 1 16rem' }}
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography component="span" sx={{ wordBreak: 'break-word' }}>
                      {session.device || '—'}
                    </Typography>
                    {session.current && <Chip size="small" color="primary" label={translate('app.security.current')} />}
                  </Stack>
                }
                secondary={[
                  `${translate('app.security.ip')}: ${session.ip ?? '—'}`,
                  `${translate('app.security.created_at')}: ${formatDateTime(session.created_at)}`,
                  `${translate('app.security.last_seen_at')}: ${formatDateTime(session.last_seen_at)}`,
                ].join(' · ')}
              />
              {!session.current && (
                <Button color="error" variant="outlined" onClick={() => void revoke(session.id)}>
                  {translate('app.security.revoke')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
        {sessions?.length === 1 && <Typography color="text.secondary">{translate('app.security.none')}</Typography>}
      </CardContent>
    </Card>
  );
}
