import { closeSnackbar, enqueueSnackbar, type OptionsObject, type SnackbarKey } from 'notistack';

declare module 'notistack' {
  interface VariantOverrides {
    /** Stays until its promise settles (product spec, section 9: promise toasts are infinite). */
    promise: true;
    'promise-resolve': true;
    'promise-reject': true;
  }
}

export interface PromiseToastMessages<T> {
  pending: string;
  resolve: string | ((value: T) => string);
  reject: string | ((error: unknown) => string);
}

/** notistack's global functions (bound to the one `<Toasts />` of the root layout). */
export interface Toaster {
  enqueue(message: string, options: OptionsObject): SnackbarKey;
  close(key: SnackbarKey): void;
}

// Read at call time: notistack fills these in when its provider mounts (until then they are undefined, and
// the promise simply runs without a toast).
const notistack: Toaster = {
  enqueue: (message, options) => (typeof enqueueSnackbar === 'function' ? enqueueSnackbar(message, options) : ''),
  close: (key) => {
    if (typeof closeSnackbar === 'function') closeSnackbar(key);
  },
};

/**
 * A `promise` toast that stays until `promise` settles, then becomes a `promise-resolve` or `promise-reject`
 * toast with the default 6 s duration (product spec, sections 4 and 9). notistack cannot change a shown toast,
 * so the pending one is closed as its successor opens. Answers what `promise` answers; a rejection is passed on.
 */
export async function promiseToast<T>(
  promise: Promise<T>,
  messages: PromiseToastMessages<T>,
  toaster: Toaster = notistack,
): Promise<T> {
  const key = toaster.enqueue(messages.pending, { variant: 'promise', persist: true });
  try {
    const value = await promise;
    toaster.close(key);
    toaster.enqueue(typeof messages.resolve === 'function' ? messages.resolve(value) : messages.resolve, {
      variant: 'promise-resolve',
    });
    return value;
  } catch (error) {
    toaster.close(key);
    toaster.enqueue(typeof messages.reject === 'function' ? messages.reject(error) : messages.reject, {
      variant: 'promise-reject',
    });
    throw error;
  }
}
