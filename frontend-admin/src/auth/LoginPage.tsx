import { Button, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, Login, PasswordInput, TextInput, required, useLogin, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { SecondStepNeeded, type SignInParams } from '../providers/authProvider';

/** One step's form: its fields and the submit button; a refusal is a toast with the server's message. */
function StepForm({
  children,
  submitLabel,
  toParams,
  onSecondStep,
}: {
  children: ReactNode;
  submitLabel: string;
  toParams: (values: FieldValues) => SignInParams;
  onSecondStep?: (challenge: string) => void;
}) {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const submit = async (values: FieldValues) => {
    setBusy(true);
    try {
      await login(toParams(values));
    } catch (error) {
      if (error instanceof SecondStepNeeded && onSecondStep) onSecondStep(error.challenge);
      else notify(error instanceof Error ? error.message : 'ra.auth.sign_in_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ width: { xs: 'auto', sm: 300 }, pb: 2 }}>
        {children}
        <Button variant="contained" type="submit" disabled={busy} fullWidth sx={{ mt: 2 }}>
          {busy ? <CircularProgress size={19} thickness={3} /> : translate(submitLabel)}
        </Button>
      </CardContent>
    </Form>
  );
}

/** The second step: a code from the authenticator app, or one of the recovery codes. */
function CodeStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const translate = useTranslate();
  const [recovery, setRecovery] = useState(false);
  return (
    <StepForm submitLabel="app.security.verify" toParams={(values) => ({ challenge, code: String(values.code ?? '') })}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(recovery ? 'app.security.recovery_code' : 'app.security.second_step')}
      </Typography>
      <TextInput
        key={recovery ? 'recovery' : 'totp'}
        autoFocus
        source="code"
        label={recovery ? 'app.security.recovery_code' : 'app.security.code'}
        helperText={recovery ? false : 'app.security.code_hint'}
        autoComplete="one-time-code"
        inputProps={recovery ? { maxLength: 32 } : { inputMode: 'numeric', maxLength: 6 }}
        validate={required()}
        fullWidth
      />
      <Typography variant="body2" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Link component="button" type="button" onClick={() => setRecovery(!recovery)}>
          {translate(recovery ? 'app.security.use_totp' : 'app.security.use_recovery')}
        </Link>
        <Link component="button" type="button" onClick={onRestart}>
          {translate('app.security.back_to_password')}
        </Link>
      </Typography>
    </StepForm>
  );
}

/**
 * /adm/login: the password, then (for an account with TOTP on) the code, each its own form. react-admin's `login`
 * takes both steps; the first answers SecondStepNeeded with the challenge the second one sends back.
 */
export function LoginPage() {
  const translate = useTranslate();
  const [challenge, setChallenge] = useState<string | null>(null);
  return (
    <Login>
      {challenge ? (
        <CodeStep challenge={challenge} onRestart={() => setChallenge(null)} />
      ) : (
        <StepForm
          submitLabel="ra.auth.sign_in"
          onSecondStep={setChallenge}
          toParams={(values) => ({ username: String(values.username ?? ''), password: String(values.password ?? '') })}
        >
          <TextInput
            autoFocus
            source="username"
            label={translate('ra.auth.username')}
            autoComplete="username"
            validate={required()}
            fullWidth
          />
          <PasswordInput
            source="password"
            label={translate('ra.auth.password')}
            autoComplete="current-password"
            validate={required()}
            fullWidth
          />
        </StepForm>
      )}
    </Login>
  );
}
