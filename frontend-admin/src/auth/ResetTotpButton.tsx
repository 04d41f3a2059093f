import { Box, Button, Typography } from '@mui/material';
import { AdminCall } from '@site/contract';
import { useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useApi } from '../api/ApiContext';
import { toast } from '../notify/toast';
import { toastCallError } from './useCallError';

/** On an admin's edit form (super admins): removes that admin's TOTP, e.g. after a lost phone. */
export function ResetTotpButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const api = useApi();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record?.totp_enabled) return null;
  const reset = async () => {
    setBusy(true);
    try {
      await api.call(AdminCall.RESET_ADMIN_TOTP, { id: record.id });
      toast.success(translate('app.security.reset_done'));
      refresh();
    } catch (error) {
      toastCallError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="body2">{translate('app.security.enabled')}</Typography>
      <Button color="warning" variant="outlined" disabled={busy} onClick={() => void reset()} sx={{ mt: 1 }}>
        {translate('app.security.reset')}
      </Button>
    </Box>
  );
}
