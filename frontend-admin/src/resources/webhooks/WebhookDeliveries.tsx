import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { AdminCall, type WebhookDelivery, type WebhookDeliveryList, type WebhookEndpoint } from '@site/contract';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useApi } from '../../api/ApiContext';
import { useFormatDateTime } from '../../i18n/dateTime';

/** The latest deliveries shown: what a person looks into when something went wrong. */
const SHOWN = 50;
const STATE_COLOR = { pending: 'warning', sent: 'success', failed: 'error' } as const;
const COLUMNS = ['time', 'event', 'state', 'attempts', 'status', 'duration', 'answer'];

interface Props {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}

/** An endpoint's latest deliveries: how each went, and 再次发送 for any of them. */
export function WebhookDeliveries({ endpoint, onClose }: Props) {
  const api = useApi();
  const notify = useNotify();
  const translate = useTranslate();
  const formatTime = useFormatDateTime();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [page, setPage] = useState<WebhookDeliveryList | null>(null);
  const [sending, setSending] = useState<number | null>(null);

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
      <DialogTitle>{translate('app.webhooks.deliveries_title', { name: endpoint?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <TableContainer>
          <Table size="small" aria-label={translate('app.webhooks.deliveries_title', { name: endpoint?.name ?? '' })}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                    {translate(`app.webhooks.col_${column}`)}
                  </TableCell>
                ))}
                <TableCell align="right">{translate('app.webhooks.col_actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page?.list.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length + 1}>{translate('app.webhooks.deliveries_empty')}</TableCell>
                </TableRow>
              )}
              {page?.list.map((delivery) => (
                <TableRow key={delivery.id} data-testid={`webhook-delivery-${delivery.id}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(delivery.created_at)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{delivery.event}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATE_COLOR[delivery.state]}
                      label={translate(`app.webhooks.delivery_${delivery.state}`)}
                    />
                    {delivery.next_attempt_at && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {translate('app.webhooks.next_attempt', { at: formatTime(delivery.next_attempt_at) })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{delivery.attempts}</TableCell>
                  <TableCell>{delivery.response_status ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {delivery.duration_ms === null ? '—' : `${delivery.duration_ms} ms`}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 320 }}>
                    {delivery.error && (
                      <Typography variant="body2" color="error">
                        {delivery.error}
                      </Typography>
                    )}
                    <Typography
                      variant="body2"
                      sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                      title={delivery.response_excerpt}
                    >
                      {delivery.response_excerpt.slice(0, 120)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      disabled={sending !== null}
                      onClick={() => void resend(delivery)}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {translate('app.webhooks.resend')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
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
