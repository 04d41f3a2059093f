import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { toast } from '../notify/toast';
import { ToastProvider } from '../notify/ToastProvider';

let toasts: Root | null = null;

/**
 * The back office's own error toast, on the light login page. This module (MUI's Alert, notistack) is fetched on the
 * first failed sign-in only, so the page itself carries none of it; the toasts get a root of their own beside it.
 */
export function showLoginError(message: string): void {
  if (!toasts) {
    const host = document.createElement('div');
    document.body.append(host);
    toasts = createRoot(host);
    // Mounted now, so notistack's enqueueSnackbar has its provider before the toast below.
    flushSync(() => toasts!.render(<ToastProvider>{null}</ToastProvider>));
  }
  toast.error(message);
}
