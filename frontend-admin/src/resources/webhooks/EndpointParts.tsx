import { Button, Chip, Stack } from '@mui/material';
import { ALL_WEBHOOK_EVENTS, type WebhookEndpoint } from '@site/contract';
import { useTranslate } from 'react-admin';

/** Events named before "+N more". */
const EVENTS_SHOWN = 3;

/** The events of an endpoint: 全部事件, or the first few and how many more. */
export function EventChips({ events }: { events: string[] }) {
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

/** 已启用, 投递失败中 (on, every attempt failing lately) or 已停用. */
export function EndpointState({ endpoint }: { endpoint: WebhookEndpoint }) {
  const translate = useTranslate();
  const [color, message] = !endpoint.enabled
    ? (['default', 'state_off'] as const)
    : endpoint.failing_since
      ? (['warning', 'state_failing'] as const)
      : (['success', 'state_on'] as const);
  return <Chip size="small" color={color} label={translate(`app.webhooks.${message}`)} />;
}

/** What can be done with an endpoint. */
export interface EndpointActionHandlers {
  onDeliveries: (endpoint: WebhookEndpoint) => void;
  onTest: (endpoint: WebhookEndpoint) => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
  /** A test is under way (one at a time). */
  testing: boolean;
}

export function EndpointActions({ endpoint, ...on }: EndpointActionHandlers & { endpoint: WebhookEndpoint }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button size="small" onClick={() => on.onDeliveries(endpoint)}>
        {translate('app.webhooks.deliveries')}
      </Button>
      <Button size="small" disabled={on.testing} onClick={() => on.onTest(endpoint)}>
        {translate('app.webhooks.test')}
      </Button>
      <Button size="small" onClick={() => on.onEdit(endpoint)}>
        {translate('app.webhooks.edit')}
      </Button>
      <Button size="small" color="error" onClick={() => on.onDelete(endpoint)}>
        {translate('app.webhooks.delete')}
      </Button>
    </Stack>
  );
}
