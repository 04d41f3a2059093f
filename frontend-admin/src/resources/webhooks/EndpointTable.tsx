import {
  Card,
  CardContent,
  Stack,
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
import type { WebhookEndpoint } from '@site/contract';
import { useTranslate } from 'react-admin';
import { EndpointActions, type EndpointActionHandlers, EndpointState, EventChips } from './EndpointParts';

const COLUMNS = ['name', 'events', 'state', 'actions'];

/** Name and address of an endpoint. */
function NameAndUrl({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <>
      {endpoint.name}
      <Typography variant="caption" component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {endpoint.url}
      </Typography>
    </>
  );
}

/** The endpoints: a table on a desktop, a list of cards on a phone (every action within reach, no sideways scroll). */
export function EndpointTable({ endpoints, ...on }: EndpointActionHandlers & { endpoints: WebhookEndpoint[] | null }) {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const empty = endpoints?.length === 0 ? translate('app.webhooks.empty') : null;
  if (phone) {
    return (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {empty && <Typography component="li">{empty}</Typography>}
        {endpoints?.map((endpoint) => (
          <Card key={endpoint.id} component="li" variant="outlined" data-testid={`webhook-${endpoint.id}`}>
            <CardContent>
              <Stack spacing={1}>
                <div>
                  <NameAndUrl endpoint={endpoint} />
                </div>
                <EventChips events={endpoint.events} />
                <div>
                  <EndpointState endpoint={endpoint} />
                </div>
                <EndpointActions endpoint={endpoint} {...on} />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
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
          {empty && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>{empty}</TableCell>
            </TableRow>
          )}
          {endpoints?.map((endpoint) => (
            <TableRow key={endpoint.id} data-testid={`webhook-${endpoint.id}`}>
              <TableCell>
                <NameAndUrl endpoint={endpoint} />
              </TableCell>
              <TableCell>
                <EventChips events={endpoint.events} />
              </TableCell>
              <TableCell>
                <EndpointState endpoint={endpoint} />
              </TableCell>
              <TableCell align="right">
                <EndpointActions endpoint={endpoint} {...on} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
