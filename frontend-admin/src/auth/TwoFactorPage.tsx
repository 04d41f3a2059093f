import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { AdminCall, type Admin, type AuthPolicy, type TotpRecoveryCodes, type TotpSetup } from '@site/contract';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useApi } from '../api/ApiContext';
import { toast } from '../notify/toast';
import { toastCallError } from './useCallError';

/** One code field and its button (enable with a first code, disable with a current or recovery code). */
function CodeForm({
  label,
  submitLabel,
  onCode,
}: {
  label: string;
  submitLabel: string;
  onCode: (code: string) => Promise<void>;
}) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await onCode(code.trim()).finally(() => setBusy(false));
  };
  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
      <TextField
        name="code"
        label={translate(label)}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { maxLength: 32 } }}
        size="small"
        required
      />
      <Button type="submit" variant="contained" disabled={busy || code.trim().length < 6}>
        {translate(submitLabel)}
      </Button>
    </Stack>
  );
}

/** The codes shown once after enrolment. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h6">{translate('app.security.recovery_title')}</Typography>
      <Alert severity="warning" sx={{ my: 1 }}>
        {translate('app.security.recovery_hint')}
      </Alert>
      <Box
        component="ol"
        data-testid="recovery-codes"
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: { xs: 1, sm: 2 }, pl: 3 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone}>
        {translate('app.security.recovery_saved')}
      </Button>
    </Box>
  );
}

/** Super admins: require TOTP of every admin. */
function PolicySwitch() {
  const translate = useTranslate();
  const api = useApi();
  const [policy, setPolicy] = useState<AuthPolicy | null>(null);
  useEffect(() => {
    api.call<AuthPolicy>(AdminCall.GET_AUTH_POLICY).then(setPolicy, toastCallError);
  }, [api]);
  if (!policy) return null;
  const change = async (required: boolean) => {
    try {
      setPolicy(await api.call<AuthPolicy>(AdminCall.SAVE_AUTH_POLICY, { totp_required: required }));
      toast.success(translate('app.security.policy_saved'));
    } catch (error) {
      toastCallError(error);
    }
  };
  return (
    <FormControlLabel
      sx={{ mt: 2 }}
      control={<Switch checked={policy.totp_required} onChange={(event) => void change(event.target.checked)} />}
      label={translate('app.security.policy')}
    />
  );
}

/** /adm/two-factor (user menu → 两步验证): enrol with a QR code and a first code, see the recovery codes once, turn off. */
export function TwoFactorPage() {
  const translate = useTranslate();
  const api = useApi();
  const [admin, setAdmin] = useState<Admin | null>(null);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [requiredNow, setRequiredNow] = useState(false);

  const reload = useCallback(() => api.call<Admin>(AdminCall.GET_ADM_INFO).then(setAdmin, toastCallError), [api]);
  useEffect(() => {
    void reload();
    api.call<AuthPolicy>(AdminCall.GET_AUTH_POLICY).then(
      (policy) => setRequiredNow(policy.totp_required),
      () => setRequiredNow(false),
    );
  }, [api, reload]);

  const start = async () => {
    try {
      setSetup(await api.call<TotpSetup>(AdminCall.TOTP_SETUP));
    } catch (error) {
      toastCallError(error);
    }
  };
  const enable = async (code: string) => {
    try {
      const answer = await api.call<TotpRecoveryCodes>(AdminCall.TOTP_ENABLE, { code });
      setSetup(null);
      setRecovery(answer.recovery_codes);
      await reload();
    } catch (error) {
      toastCallError(error);
    }
  };
  const disable = async (code: string) => {
    try {
      await api.call(AdminCall.TOTP_DISABLE, { code });
      await reload();
    } catch (error) {
      toastCallError(error);
    }
  };

  return (
    <Card sx={{ mt: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.security.two_factor')} />
      <CardContent>
        {admin && !admin.totp_enabled && requiredNow && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('app.security.required_now')}
          </Alert>
        )}
        {admin && (
          <Typography variant="body1" data-testid="totp-status">
            {translate(admin.totp_enabled ? 'app.security.enabled' : 'app.security.disabled')}
          </Typography>
        )}
        {recovery && <RecoveryCodes codes={recovery} onDone={() => setRecovery(null)} />}
        {admin && !admin.totp_enabled && !setup && (
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => void start()}>
            {translate('app.security.start')}
          </Button>
        )}
        {setup && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2">{translate('app.security.scan')}</Typography>
            <Box
              component="img"
              src={setup.qr}
              alt="otpauth QR"
              sx={{ width: 200, height: 200, display: 'block', my: 1 }}
            />
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {translate('app.security.secret')}: <code data-testid="totp-secret">{setup.secret}</code>
            </Typography>
            <CodeForm label="app.security.code" submitLabel="app.security.confirm" onCode={enable} />
          </Box>
        )}
        {admin?.totp_enabled && !recovery && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2">{translate('app.security.disable_hint')}</Typography>
            <CodeForm label="app.security.code" submitLabel="app.security.disable" onCode={disable} />
          </Box>
        )}
        {admin?.role === 'super' && admin.totp_enabled && <PolicySwitch />}
      </CardContent>
    </Card>
  );
}
