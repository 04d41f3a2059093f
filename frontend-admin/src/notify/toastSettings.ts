import type { SnackbarOrigin } from 'notistack';

/** Product spec, section 9: how toasts behave. */
export const TOAST_DURATION_MS = 6000;
/** Timers resume this long after a touch ends (on hover they resume as soon as the pointer leaves). */
export const RESUME_AFTER_TOUCH_MS = 2000;
export const TOAST_POSITION: SnackbarOrigin = { vertical: 'top', horizontal: 'center' };
/** No limit on simultaneous toasts. */
export const MAX_TOASTS = Number.MAX_SAFE_INTEGER;
/** Duplicates are shown (duplicate avoidance off). */
export const PREVENT_DUPLICATES = false;

declare module 'notistack' {
  interface VariantOverrides {
    /** Stays until its promise settles, then becomes `promise-resolve` or `promise-reject`. */
    promise: true;
    'promise-resolve': true;
    'promise-reject': true;
  }
}

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'promise' | 'promise-resolve' | 'promise-reject';

/** How long a toast of this type stays; `null` = until it is dismissed (promise toasts). */
export function durationOf(type: ToastType): number | null {
  return type === 'promise' ? null : TOAST_DURATION_MS;
}

/** The severity a toast shows and how screen readers announce it. */
export function severityOf(type: ToastType): 'success' | 'error' | 'warning' | 'info' {
  if (type === 'promise-resolve') return 'success';
  if (type === 'promise-reject') return 'error';
  if (type === 'promise') return 'info';
  return type;
}
