import LockResetIcon from '@mui/icons-material/LockReset';
import { Dialog, DialogContent, DialogTitle, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { AdminCall } from '@site/contract';
import { useState } from 'react';
import {
  Form,
  PasswordInput,
  SaveButton,
  maxLength,
  minLength,
  required,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import { useApi } from '../api/ApiContext';
import { ApiCallError } from '../api/client';
import { toast } from '../notify/toast';
import { toHttpError } from '../providers/httpError';

/** The contract's password rule (api-contract.md: 8–72 characters). */
const PASSWORD_LENGTH = { min: 8, max: 72 };

interface PasswordForm {
  old_password: string;
  new_password: string;
  confirm: string;
}

/** "修改密码" in the user menu: a dialog calling `adm/modify_pwd` (other sessions of this admin end). */
export function ChangePasswordMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const api = useApi();
  const [open, setOpen] = useState(false);

  const validateConfirm = (value: string, values: FieldValues) =>
    value === values.new_password ? undefined : translate('app.password.mismatch');

  const submit: SubmitHandler<FieldValues> = async (values) => {
    const { old_password, new_password } = values as PasswordForm;
    try {
      await api.call(AdminCall.MODIFY_PWD, { old_password, new_password });
    } catch (error) {
      // Field errors (422, e.g. a wrong current password) go under their inputs, and only there: the envelope's
      // generic message (root) is left out. Anything else is a toast.
      const httpError = toHttpError(error) as { body?: { errors?: Record<string, unknown> } };
      if (httpError.body?.errors) {
        const { root: _generic, ...fields } = httpError.body.errors;
        return fields;
      }
      toast.error(error instanceof ApiCallError ? error.message : String(error));
      return;
    }
    toast.success(translate('app.password.done'));
    setOpen(false);
    userMenu?.onClose();
  };

  return (
    <>
      <MenuItem onClick={() => setOpen(true)}>
        <ListItemIcon>
          <LockResetIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.password.change')}</ListItemText>
      </MenuItem>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('app.password.change')}</DialogTitle>
        <DialogContent>
          <Form onSubmit={submit} disableInvalidFormNotification>
            <PasswordInput source="old_password" label="app.password.old" validate={required()} fullWidth />
            <PasswordInput
              source="new_password"
              label="app.password.new"
              validate={[required(), minLength(PASSWORD_LENGTH.min), maxLength(PASSWORD_LENGTH.max)]}
              fullWidth
            />
            <PasswordInput
              source="confirm"
              label="app.password.confirm"
              validate={[required(), validateConfirm]}
              fullWidth
            />
            <SaveButton alwaysEnable fullWidth />
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
