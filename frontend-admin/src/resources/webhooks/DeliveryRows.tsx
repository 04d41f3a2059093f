import {
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
import type { WebhookDelivery } from '@site/contract';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatDateTime } from '../../i18n/dateTime';

const STATE_COLOR = { pending: 'warning', sent: 'success', failed: 'error' } as const;
/** The columns, in the order useFields gives each delivery's fields. */
const COLUMNS = ['time', 'event', 'state', 'attempts', 'status', 'duration', 'answer'];
/** What of an answer is shown in the list (the whole excerpt is its tooltip). */
const ANSWER_SHOWN = 120;

interface Props {
  deliveries: WebhookDelivery[] | null;
  /** A table (desktop) or a list of cards (phone: every field and 再次发送 within reach, no sideways scroll). */
  phone: boolean;
  label: string;
  /** A resend is under way (one at a time). */
  sending: boolean;
  onResend: (delivery: WebhookDelivery) => void;
}

/** Each field of a delivery, by column: the same in both layouts. */
function useFields(): (delivery: WebhookDelivery) => Array<[string, ReactNode]> {
  const translate = useTranslate();
  const formatTime = useFormatDateTime();
  return (delivery) => [
    ['time', formatTime(delivery.created_at)],
    ['event', <Box sx={{ fontFamily: 'monospace' }}>{delivery.event}</Box>],
    [
      'state',
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
      </>,
    ],
    ['attempts', <span data-testid="delivery-attempts">{delivery.attempts}</span>],
    ['status', delivery.response_status ?? '—'],
    ['duration', delivery.duration_ms === null ? '—' : `${delivery.duration_ms} ms`],
    [
      'answer',
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
      </>,
    ],
  ];
}

/** An endpoint's deliveries with 再次发送 on each. */
export function DeliveryRows({ deliveries, phone, label, sending, onResend }: Props) {
  const translate = useTranslate();
  const fields = useFields();
  const resend = (delivery: WebhookDelivery) => (
    <Button size="small" disabled={sending} onClick={() => onResend(delivery)} sx={{ whiteSpace: 'nowrap' }}>
      {translate('app.webhooks.resend')}
    </Button>
  );
  const empty = deliveries?.length === 0 ? translate('app.webhooks.deliveries_empty') : null;
  if (phone) {
    return (
      <Stack component="ul" spacing={1} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {empty && <Typography component="li">{empty}</Typography>}
        {deliveries?.map((delivery) => (
          <Card key={delivery.id} component="li" variant="outlined" data-testid={`webhook-delivery-${delivery.id}`}>
            <CardContent>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
                {fields(delivery).map(([column, value]) => (
                  <Box key={column} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {translate(`app.webhooks.col_${column}`)}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                      {value}
                    </Box>
                  </Box>
                ))}
              </Box>
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                {resend(delivery)}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
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
          {empty && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1}>{empty}</TableCell>
            </TableRow>
          )}
          {deliveries?.map((delivery) => (
            <TableRow key={delivery.id} data-testid={`webhook-delivery-${delivery.id}`}>
              {fields(delivery).map(([column, value]) => (
                <TableCell key={column} sx={column === 'answer' ? { maxWidth: 320 } : { whiteSpace: 'nowrap' }}>
                  {value}
                </TableCell>
              ))}
              <TableCell align="right">{resend(delivery)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
