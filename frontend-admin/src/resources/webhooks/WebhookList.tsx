import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { AdminCall, type CreatedWebhookEndpoint, type WebhookDelivery, type WebhookEndpoint } from '@site/contract';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { useApi } from '../../api/ApiContext';
import { SecretShownOnce } from '../shared/SecretShownOnce';
import { EndpointTable } from './EndpointTable';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookDialog } from './WebhookDialog';

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
          <EndpointTable
            endpoints={endpoints}
            testing={testing !== null}
            onDeliveries={setWatching}
            onTest={(endpoint) => void test(endpoint)}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
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
