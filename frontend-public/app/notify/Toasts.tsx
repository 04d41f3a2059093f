import { closeSnackbar, enqueueSnackbar, SnackbarContent, SnackbarProvider, type CustomContentProps } from 'notistack';
import { forwardRef, useEffect, type TouchEvent } from 'react';
// The promise variants' types (VariantOverrides) come with the helper that shows them.
import './promise-toast';
import { toastsReady } from './toaster';

/** Toast settings of the product spec, section 9. */
export const TOAST_SETTINGS = {
  autoHideDuration: 6000,
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
  /** No limit on toasts shown at once. */
  maxSnack: Number.MAX_SAFE_INTEGER,
  preventDuplicate: false,
  resumeAfterTouchMs: 2000,
} as const;

/** Errors (a rejected promise among them) interrupt a screen reader; everything else waits its turn. */
export function liveRegionOf(variant: string): { role: 'alert' | 'status'; 'aria-live': 'assertive' | 'polite' } {
  return variant === 'error' || variant === 'promise-reject'
    ? { role: 'alert', 'aria-live': 'assertive' }
    : { role: 'status', 'aria-live': 'polite' };
}

const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id, message, action, variant, style, className },
  ref,
) {
  return (
    <SnackbarContent
      ref={ref}
      style={style}
      className={`toast toast-${variant} ${className ?? ''}`}
      {...liveRegionOf(variant)}
    >
      <div className="toast-message">{message}</div>
      {action && <div className="toast-action">{typeof action === 'function' ? action(id) : action}</div>}
    </SnackbarContent>
  );
});

/**
 * notistack pauses a toast's timer while the pointer is over it (mouseenter/mouseleave) and while the tab
 * is in the background (window blur/focus). A finger gets the same pause, resumed 2 s after it lifts:
 * the touch is turned into the mouse events notistack listens to.
 */
const resumeTimers = new WeakMap<EventTarget, ReturnType<typeof setTimeout>>();

function pauseOnTouch(event: TouchEvent<HTMLDivElement>) {
  const toast = event.currentTarget;
  clearTimeout(resumeTimers.get(toast));
  toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
}

function resumeAfterTouch(event: TouchEvent<HTMLDivElement>) {
  const toast = event.currentTarget;
  resumeTimers.set(
    toast,
    setTimeout(
      () => toast.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })),
      TOAST_SETTINGS.resumeAfterTouchMs,
    ),
  );
}

/** The site's toasts (notistack's provider), the default export: root.tsx loads it after the page has hydrated. */
export default function Toasts() {
  // notistack's global functions work once its provider has mounted: the toasts asked for until then follow. Read
  // at call time: they are the latest provider's.
  useEffect(
    () =>
      toastsReady({
        enqueue: (message, options) => enqueueSnackbar(message, options),
        close: (key) => closeSnackbar(key),
      }),
    [],
  );
  return (
    <SnackbarProvider
      maxSnack={TOAST_SETTINGS.maxSnack}
      autoHideDuration={TOAST_SETTINGS.autoHideDuration}
      anchorOrigin={TOAST_SETTINGS.anchorOrigin}
      preventDuplicate={TOAST_SETTINGS.preventDuplicate}
      SnackbarProps={{ onTouchStart: pauseOnTouch, onTouchEnd: resumeAfterTouch, onTouchCancel: resumeAfterTouch }}
      Components={{
        default: ToastContent,
        success: ToastContent,
        error: ToastContent,
        warning: ToastContent,
        info: ToastContent,
        promise: ToastContent,
        'promise-resolve': ToastContent,
        'promise-reject': ToastContent,
      }}
    />
  );
}
