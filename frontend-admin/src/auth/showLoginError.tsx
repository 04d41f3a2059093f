import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { toast } from '../notify/toast';
import { ToastProvider } from '../notify/ToastProvider';

let toasts: Root | null = null;
let toastHost: HTMLElement | null = null;

/**
 * The back office's own error toast, on the light login page. This module (MUI's Alert, notistack) is fetched on the
 * first failed sign-in only, so the page itself carries none of it; the toasts get a root of their own beside it.
 */
export function showLoginError(message: string): void {
  if (!toasts) {
    toastHost = document.createElement('div');
    document.body.append(toastHost);
    toasts = createRoot(toastHost);
    // Mounted now, so notistack's enqueueSnackbar has its provider before the toast below.
    flushSync(() => toasts!.render(<ToastProvider>{null}</ToastProvider>));
  }
  toast.error(message);
}

/** Signed in after all: the refusals shown on the login page are gone with it (they must not sit over the dashboard). */
export function clearLoginErrors(): void {
  toasts?.unmount();
  toastHost?.remove();
  toasts = null;
  toastHost = null;
}
