import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import type { ToastType } from './toastSettings';

function show(type: ToastType, message: string): SnackbarKey {
  // Every toast hides itself (Toast.tsx runs the pausable timer), so notistack's own timer stays off.
  return enqueueSnackbar(message, { variant: type, persist: true });
}

export interface PromiseMessages<T> {
  loading: string;
  success: string | ((value: T) => string);
  error: string | ((error: unknown) => string);
}

/** Toasts of the back office (product spec: success, error, warning, info, promise). */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
  /** A toast that stays until `promise` settles, then turns into a success or an error toast. */
  async promise<T>(promise: Promise<T>, messages: PromiseMessages<T>): Promise<T> {
    const key = show('promise', messages.loading);
    try {
      const value = await promise;
      closeSnackbar(key);
      show('promise-resolve', typeof messages.success === 'function' ? messages.success(value) : messages.success);
      return value;
    } catch (error) {
      closeSnackbar(key);
      show('promise-reject', typeof messages.error === 'function' ? messages.error(error) : messages.error);
      throw error;
    }
  },
};
