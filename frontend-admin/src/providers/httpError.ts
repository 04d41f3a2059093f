import { ErrorName, type FieldError } from '@site/contract';
import { HttpError } from 'react-admin';
import { ApiCallError } from '../api/client';

function fieldErrors(data: unknown): FieldError[] {
  const errors = (data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
}

/**
 * A failed call as react-admin expects it: the server's `msg` as the message, the code as the status, the envelope's
 * `error` name in the body (what the providers branch on), and a
 * 422's `data.errors` as `body.errors` keyed by field, which react-admin shows under each input.
 */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiCallError)) return error;
  const body: Record<string, unknown> = { data: error.data, error: error.error };
  if (error.error === ErrorName.VALIDATION_FAILED) {
    const errors: Record<string, unknown> = {};
    for (const { field, message } of fieldErrors(error.data)) errors[field] = message;
    body.errors = { ...errors, root: { serverError: error.message } };
  }
  return new HttpError(error.message, error.code, body);
}

/**
 * A refused save as the form must see it: with `body.errors` (at least the message, as `root.serverError`).
 * react-admin counts a save that fails without them as submitted, after which leaving the form loses the edits
 * without the unsaved-changes question; with them the form stays unsaved and shows the message (one toast).
 */
export function refusedSave(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as Record<string, unknown>;
  if (body.errors) return error;
  return new HttpError(error.message, error.status, { ...body, errors: { root: { serverError: error.message } } });
}
