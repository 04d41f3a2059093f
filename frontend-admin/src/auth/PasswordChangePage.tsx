import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Title, useRedirect, useTranslate } from 'react-admin';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * Where an admin signed in with a one-time password (reset on the server: `npm run admin -- reset-password`) lands,
 * and is sent back to by any refused call (403 PASSWORD_CHANGE_REQUIRED), until they set a password of their own.
 */
export function PasswordChangePage() {
  const translate = useTranslate();
  const redirect = useRedirect();
  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title={translate('app.password.change')} />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate('app.password.change')}
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.password.reset_on_server')}
        </Alert>
        <ChangePasswordForm onDone={() => redirect('/')} />
      </CardContent>
    </Card>
  );
}
