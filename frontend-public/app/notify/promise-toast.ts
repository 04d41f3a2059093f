import { toaster as siteToaster, type Toaster } from './toaster';

export type { Toaster } from './toaster';

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

/** Each pending toast's key, so that it can be closed (also before notistack has shown it). */
let pendingToasts = 0;

/**
 * A `promise` toast that stays until `promise` settles, then becomes a `promise-resolve` or `promise-reject`
 * toast with the default 6 s duration (product spec, sections 4 and 9). notistack cannot change a shown toast,
 * so the pending one is closed as its successor opens. Answers what `promise` answers; a rejection is passed on.
 */
export async function promiseToast<T>(
  promise: Promise<T>,
  messages: PromiseToastMessages<T>,
  toaster: Toaster = siteToaster,
): Promise<T> {
  pendingToasts += 1;
  const key = `promise-${pendingToasts}`;
  toaster.enqueue(messages.pending, { variant: 'promise', persist: true, key });
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
