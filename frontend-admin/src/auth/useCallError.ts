import { ApiCallError } from '../api/client';
import { toast } from '../notify/toast';

/** A refused call as a toast with the server's message (422 field errors included: these forms have one field). */
export function toastCallError(error: unknown): void {
  if (error instanceof ApiCallError) {
    const errors = (error.data as { errors?: { message: string }[] } | null)?.errors;
    toast.error(errors?.[0]?.message ?? error.message);
  } else toast.error(String(error));
}
