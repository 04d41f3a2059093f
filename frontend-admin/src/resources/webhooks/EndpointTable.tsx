import { Typography } from '@mui/material';
import type { WebhookEndpoint } from '@site/contract';
import { useTranslate } from 'react-admin';
import { CardsOrTable, type Column } from '../shared/CardsOrTable';
import { EndpointActions, type EndpointActionHandlers, EndpointState, EventChips } from './EndpointParts';

/** The endpoints with their events, state and actions. */
export function EndpointTable({ endpoints, ...on }: EndpointActionHandlers & { endpoints: WebhookEndpoint[] | null }) {
  const translate = useTranslate();
  const columns: Column<WebhookEndpoint>[] = [
    {
      key: 'name',
      label: translate('app.webhooks.col_name'),
      wide: true,
      render: (endpoint) => (
        <>
          {endpoint.name}
          <Typography variant="caption" component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Typography>
        </>
      ),
    },
    {
      key: 'events',
      label: translate('app.webhooks.col_events'),
      wide: true,
      render: (endpoint) => <EventChips events={endpoint.events} />,
    },
    {
      key: 'state',
      label: translate('app.webhooks.col_state'),
      render: (endpoint) => <EndpointState endpoint={endpoint} />,
    },
  ];
  return (
    <CardsOrTable
      items={endpoints}
      columns={columns}
      actions={(endpoint) => <EndpointActions endpoint={endpoint} {...on} />}
      actionsLabel={translate('app.webhooks.col_actions')}
      empty={translate('app.webhooks.empty')}
      label={translate('resources.webhooks.name')}
      testId={(endpoint) => `webhook-${endpoint.id}`}
    />
  );
}
