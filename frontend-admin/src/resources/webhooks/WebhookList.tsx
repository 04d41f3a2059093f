import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  AdminCall,
  ALL_WEBHOOK_EVENTS,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@site/contract';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { useApi } from '../../api/ApiContext';
import { SecretShownOnce } from '../shared/SecretShownOnce';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookDialog } from './WebhookDialog';

/** Events named in a row before "+N more". */
const EVENTS_SHOWN = 3;
const COLUMNS = ['name', 'events', 'state', 'actions'];

/** /adm/webhooks (super admins): endpoints told of changes, each with its deliveries, a test and its secret once. */
export function WebhookList() {
  const api = useApi();
  const notify = useNotify();
  const translate = useTranslate();
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[] | null>(null);
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [watching, setWatching] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [testing, setTesting] = useState<number | null>(null);

  const load = useCallback(
    () =>
      api
        .call<WebhookEndpoint[]>(AdminCall.GET_WEBHOOK_LIST)
        .then(setEndpoints, (error: Error) => notify(error.message, { type: 'error' })),
    [api, notify],
  );
  useEffect(() => void load(), [load]);

  const saved = (endpoint: WebhookEndpoint | CreatedWebhookEndpoint) => {
    setEditing(null);
    if ('secret' in endpoint) setCreated(endpoint);
    else notify('app.webhooks.saved', { type: 'info' });
    void load();
  };

  const test = async (endpoint: WebhookEndpoint) => {
    setTesting(endpoint.id);
    try {
      const delivery = await api.call<WebhookDelivery>(AdminCall.TEST_WEBHOOK, { id: endpoint.id });
      if (delivery.state === 'sent') {
        notify('app.webhooks.test_sent', {
          type: 'info',
          messageArgs: { status: delivery.response_status, ms: delivery.duration_ms },
        });
      } else notify('app.webhooks.test_failed', { type: 'warning', messageArgs: { error: delivery.error } });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setTesting(null);
      await load();
    }
  };

  const remove = async (endpoint: WebhookEndpoint) => {
    try {
      await api.call(AdminCall.DEL_WEBHOOK, { id: endpoint.id });
      notify('app.webhooks.deleted', { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setDeleting(null);
      await load();
    }
  };

  const turnedOff = endpoints?.filter((endpoint) => endpoint.disabled_reason) ?? [];
  return (
    // One grid track that may shrink to nothing: on a phone the table scrolls inside its card.
    <Box sx={{ mt: 1, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={translate('resources.webhooks.name')} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {translate('app.webhooks.intro')}
            </Typography>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {translate('app.webhooks.create')}
            </Button>
          </Stack>
          {turnedOff.map((endpoint) => (
            <Alert key={endpoint.id} severity="error" sx={{ mb: 2 }}>
              {translate('app.webhooks.disabled_notice', { name: endpoint.name, reason: endpoint.disabled_reason })}
            </Alert>
          ))}
          <TableContainer>
            <Table size="small" aria-label={translate('resources.webhooks.name')}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align={column === 'actions' ? 'right' : 'left'}>
                      {translate(`app.webhooks.col_${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {endpoints?.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length}>{translate('app.webhooks.empty')}</TableCell>
                  </TableRow>
                )}
                {endpoints?.map((endpoint) => (
                  <TableRow key={endpoint.id} data-testid={`webhook-${endpoint.id}`}>
                    <TableCell>
                      {endpoint.name}
                      <Typography
                        variant="caption"
                        component="div"
                        color="text.secondary"
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {endpoint.url}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <EventChips events={endpoint.events} />
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={endpoint.enabled ? (endpoint.failing_since ? 'warning' : 'success') : 'default'}
                        label={translate(
                          endpoint.enabled
                            ? endpoint.failing_since
                              ? 'app.webhooks.state_failing'
                              : 'app.webhooks.state_on'
                            : 'app.webhooks.state_off',
                        )}
                      />
                    </TableCell>
                    <TableCell align="right">
                      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                        <Button size="small" onClick={() => setWatching(endpoint)}>
                          {translate('app.webhooks.deliveries')}
                        </Button>
                        <Button size="small" disabled={testing !== null} onClick={() => void test(endpoint)}>
                          {translate('app.webhooks.test')}
                        </Button>
                        <Button size="small" onClick={() => setEditing(endpoint)}>
                          {translate('app.webhooks.edit')}
                        </Button>
                        <Button size="small" color="error" onClick={() => setDeleting(endpoint)}>
                          {translate('app.webhooks.delete')}
                        </Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
      <WebhookDialog editing={editing} onClose={() => setEditing(null)} onSaved={saved} />
      <SecretShownOnce
        shown={created && { name: created.name, secret: created.secret }}
        messages="app.webhooks"
        testId="new-webhook-secret"
        onClose={() => setCreated(null)}
      />
      <WebhookDeliveries endpoint={watching} onClose={() => setWatching(null)} />
      <Confirm
        isOpen={deleting !== null}
        title={translate('app.webhooks.delete_title', { name: deleting?.name ?? '' })}
        content={translate('app.webhooks.delete_content')}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

/** The events of a row: 全部事件, or the first few and how many more. */
function EventChips({ events }: { events: string[] }) {
  const translate = useTranslate();
  if (events.includes(ALL_WEBHOOK_EVENTS)) return <Chip size="small" label={translate('app.webhooks.all_events')} />;
  const more = events.length - EVENTS_SHOWN;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {events.slice(0, EVENTS_SHOWN).map((event) => (
        <Chip key={event} size="small" label={event} sx={{ fontFamily: 'monospace' }} />
      ))}
      {more > 0 && <Chip size="small" label={translate('app.webhooks.more_events', { smart_count: more })} />}
    </Stack>
  );
}
