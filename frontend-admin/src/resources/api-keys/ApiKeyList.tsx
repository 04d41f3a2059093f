import AddIcon from '@mui/icons-material/Add';
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
import { AdminCall, type ApiKey, type CreatedApiKey } from '@site/contract';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { useApi } from '../../api/ApiContext';
import { NewApiKeyDialog } from './NewApiKeyDialog';
import { SecretShownOnce } from '../shared/SecretShownOnce';

const STATE_COLOR = { active: 'success', expired: 'default', revoked: 'default' } as const;
const time = (iso: string | null, none: string) => (iso ? new Date(iso).toLocaleString() : none);

/** /adm/api_keys (super admins): the keys scripts use, making one (shown once) and revoking one. */
export function ApiKeyList() {
  const api = useApi();
  const notify = useNotify();
  const translate = useTranslate();
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const load = useCallback(
    () =>
      api
        .call<ApiKey[]>(AdminCall.GET_API_KEY_LIST)
        .then(setKeys, (error: Error) => notify(error.message, { type: 'error' })),
    [api, notify],
  );
  useEffect(() => void load(), [load]);

  const revoke = async (key: ApiKey) => {
    try {
      await api.call(AdminCall.REVOKE_API_KEY, { id: key.id });
      notify('app.api_keys.revoked', { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setRevoking(null);
      await load();
    }
  };

  const columns = ['name', 'prefix', 'scopes', 'created', 'expires', 'last_used', 'state'];
  return (
    // One grid track that may shrink to nothing: the table's width does not become the page's minimum, so on a phone
    // it scrolls inside its card instead of widening the page (and the dialogs with it).
    <Box sx={{ mt: 1, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={translate('resources.api_keys.name')} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {translate('app.api_keys.intro')}
            </Typography>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {translate('app.api_keys.create')}
            </Button>
          </Stack>
          <TableContainer>
            <Table size="small" sx={{ whiteSpace: 'nowrap' }} aria-label={translate('resources.api_keys.name')}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column}>{translate(`app.api_keys.col_${column}`)}</TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {keys?.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={columns.length + 1}>{translate('app.api_keys.empty')}</TableCell>
                  </TableRow>
                )}
                {keys?.map((key) => (
                  <TableRow key={key.id} data-testid={`api-key-${key.id}`}>
                    <TableCell>
                      {key.name}
                      <Typography variant="caption" component="div" color="text.secondary">
                        {translate('app.api_keys.created_by', { name: key.created_by })}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{key.prefix}…</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                        {key.scopes.map((scope) => (
                          <Chip key={scope} size="small" label={translate(`app.api_keys.scope_${scope}`)} />
                        ))}
                      </Stack>
                    </TableCell>
                    <TableCell>{time(key.created_at, '')}</TableCell>
                    <TableCell>{time(key.expires_at, translate('app.api_keys.never'))}</TableCell>
                    <TableCell>{time(key.last_used_at, translate('app.api_keys.unused'))}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={STATE_COLOR[key.state]}
                        label={translate(`app.api_keys.state_${key.state}`)}
                      />
                    </TableCell>
                    <TableCell align="right">
                      {key.state !== 'revoked' && (
                        <Button color="error" onClick={() => setRevoking(key)}>
                          {translate('app.api_keys.revoke')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
      <NewApiKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
          void load();
        }}
      />
      <SecretShownOnce
        shown={created && { name: created.name, secret: created.key }}
        messages="app.api_keys"
        testId="new-api-key"
        onClose={() => setCreated(null)}
      />
      <Confirm
        isOpen={revoking !== null}
        title={translate('app.api_keys.revoke_title', { name: revoking?.name ?? '' })}
        content={translate('app.api_keys.revoke_content')}
        onConfirm={() => revoking && void revoke(revoking)}
        onClose={() => setRevoking(null)}
      />
    </Box>
  );
}
