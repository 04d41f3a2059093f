import { Alert, CircularProgress } from '@mui/material';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';
import { forwardRef, useEffect, useRef } from 'react';
import { createPausableTimer, type PausableTimer } from './pausableTimer';
import { durationOf, RESUME_AFTER_TOUCH_MS, severityOf, type ToastType } from './toastSettings';

/**
 * One toast. It runs its own timer (notistack's is off) so it can pause on hover, on touch (resuming
 * 2000 ms after the touch ends) and while the tab is hidden. Errors are announced assertively, the rest politely.
 */
export const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast({ id, message, variant }, ref) {
  const type = variant as ToastType;
  const severity = severityOf(type);
  const timer = useRef<PausableTimer | null>(null);

  useEffect(() => {
    const duration = durationOf(type);
    if (duration === null) return;
    const countdown = createPausableTimer(duration, () => closeSnackbar(id));
    timer.current = countdown;
    const onVisibility = () => (document.hidden ? countdown.pause() : countdown.resume());
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      countdown.cancel();
    };
  }, [id, type]);

  return (
    <SnackbarContent ref={ref}>
      <Alert
        severity={severity}
        variant="filled"
        role={severity === 'error' ? 'alert' : 'status'}
        aria-live={severity === 'error' ? 'assertive' : 'polite'}
        icon={type === 'promise' ? <CircularProgress size={20} color="inherit" /> : undefined}
        onClose={() => closeSnackbar(id)}
        onMouseEnter={() => timer.current?.pause()}
        onMouseLeave={() => timer.current?.resume()}
        onTouchStart={() => timer.current?.pause()}
        onTouchEnd={() => timer.current?.resume(RESUME_AFTER_TOUCH_MS)}
        sx={{ width: '100%', minWidth: { sm: 320 }, whiteSpace: 'pre-line' }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
