import { AdminCall } from '@site/contract';
import { Form, PasswordInput, SaveButton, maxLength, minLength, required, useTranslate } from 'react-admin';
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

/**
 * The admin's own password changed through `adm/modify_pwd` (their other sessions end): the user menu's dialog, and
 * the page an admin whose password was reset on the server must pass first. `onDone` follows a success.
 */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const api = useApi();

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
    onDone();
  };

  return (
    <Form onSubmit={submit} disableInvalidFormNotification>
      <PasswordInput source="old_password" label="app.password.old" validate={required()} fullWidth />
      <PasswordInput
        source="new_password"
        label="app.password.new"
        validate={[required(), minLength(PASSWORD_LENGTH.min), maxLength(PASSWORD_LENGTH.max)]}
        fullWidth
      />
      <PasswordInput source="confirm" label="app.password.confirm" validate={[required(), validateConfirm]} fullWidth />
      <SaveButton alwaysEnable fullWidth />
    </Form>
  );
}
