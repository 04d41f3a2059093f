import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { AdminCall, type WebhookDelivery, type WebhookDeliveryList, type WebhookEndpoint } from '@site/contract';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useApi } from '../../api/ApiContext';
import { DeliveryRows } from './DeliveryRows';

/** The latest deliveries shown: what a person looks into when something went wrong. */
const SHOWN = 50;

interface Props {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}

/** An endpoint's latest deliveries: how each went, and 再次发送 for any of them. */
export function WebhookDeliveries({ endpoint, onClose }: Props) {
  const api = useApi();
  const notify = useNotify();
  const translate = useTranslate();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [page, setPage] = useState<WebhookDeliveryList | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const title = translate('app.webhooks.deliveries_title', { name: endpoint?.name ?? '' });

  const load = useCallback(async () => {
    if (!endpoint) return;
    try {
      setPage(
        await api.call<WebhookDeliveryList>(AdminCall.GET_WEBHOOK_DELIVERY_LIST, {
          endpoint_id: endpoint.id,
          limit: SHOWN,
        }),
      );
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  }, [api, notify, endpoint]);
  useEffect(() => {
    setPage(null);
    void load();
  }, [load]);

  const resend = async (delivery: WebhookDelivery) => {
    setSending(delivery.id);
    try {
      const sent = await api.call<WebhookDelivery>(AdminCall.RESEND_WEBHOOK_DELIVERY, { id: delivery.id });
      notify(sent.state === 'sent' ? 'app.webhooks.resent' : 'app.webhooks.resend_failed', {
        type: sent.state === 'sent' ? 'info' : 'warning',
        messageArgs: { error: sent.error },
      });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(null);
      await load();
    }
  };

  return (
    <Dialog open={endpoint !== null} onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DeliveryRows
          deliveries={page?.list ?? null}
          label={title}
          sending={sending !== null}
          onResend={(delivery) => void resend(delivery)}
        />
        {page && page.total > page.list.length && (
          <Typography variant="caption" color="text.secondary">
            {translate('app.webhooks.deliveries_more', { shown: page.list.length, total: page.total })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<RefreshIcon />} onClick={() => void load()}>
          {translate('app.webhooks.refresh')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.webhooks.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
