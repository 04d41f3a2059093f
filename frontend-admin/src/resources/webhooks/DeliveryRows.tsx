import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { WebhookDelivery } from '@site/contract';
import { useTranslate } from 'react-admin';
import { useFormatDateTime } from '../../i18n/dateTime';
import { CardsOrTable, type Column } from '../shared/CardsOrTable';

const STATE_COLOR = { pending: 'warning', sent: 'success', failed: 'error' } as const;
/** What of an answer is shown in the list (the whole excerpt is its tooltip). */
const ANSWER_SHOWN = 120;

interface Props {
  deliveries: WebhookDelivery[] | null;
  label: string;
  /** A resend is under way (one at a time). */
  sending: boolean;
  onResend: (delivery: WebhookDelivery) => void;
}

/** An endpoint's deliveries, how each went, with 再次发送 on each. */
export function DeliveryRows({ deliveries, label, sending, onResend }: Props) {
  const translate = useTranslate();
  const formatTime = useFormatDateTime();
  const column = (key: string, render: Column<WebhookDelivery>['render'], wide = false) => ({
    key,
    label: translate(`app.webhooks.col_${key}`),
    render,
    wide,
  });
  const columns: Column<WebhookDelivery>[] = [
    column('time', (delivery) => formatTime(delivery.created_at)),
    column('event', (delivery) => <Box sx={{ fontFamily: 'monospace' }}>{delivery.event}</Box>),
    column('state', (delivery) => (
      <>
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
      </>
    )),
    column('attempts', (delivery) => <span data-testid="delivery-attempts">{delivery.attempts}</span>),
    column('status', (delivery) => delivery.response_status ?? '—'),
    column('duration', (delivery) => (delivery.duration_ms === null ? '—' : `${delivery.duration_ms} ms`)),
    column(
      'answer',
      (delivery) => (
        <>
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
            {delivery.response_excerpt.slice(0, ANSWER_SHOWN)}
          </Typography>
        </>
      ),
      true,
    ),
  ];
  return (
    <CardsOrTable
      items={deliveries}
      columns={columns}
      actions={(delivery) => (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" disabled={sending} onClick={() => onResend(delivery)} sx={{ whiteSpace: 'nowrap' }}>
            {translate('app.webhooks.resend')}
          </Button>
        </Stack>
      )}
      actionsLabel={translate('app.webhooks.col_actions')}
      empty={translate('app.webhooks.deliveries_empty')}
      label={label}
      testId={(delivery) => `webhook-delivery-${delivery.id}`}
    />
  );
}
