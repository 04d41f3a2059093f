import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Toast } from './Toast';
import { MAX_TOASTS, PREVENT_DUPLICATES, TOAST_POSITION, type ToastType } from './toastSettings';

const TOAST_COMPONENTS: Record<ToastType, typeof Toast> = {
  success: Toast,
  error: Toast,
  warning: Toast,
  info: Toast,
  promise: Toast,
  'promise-resolve': Toast,
  'promise-reject': Toast,
};

/** Where toasts appear, with the spec's settings (position, no limit, duplicates allowed). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      anchorOrigin={TOAST_POSITION}
      preventDuplicate={PREVENT_DUPLICATES}
      autoHideDuration={null}
      Components={TOAST_COMPONENTS}
    >
      {children}
    </SnackbarProvider>
  );
}
