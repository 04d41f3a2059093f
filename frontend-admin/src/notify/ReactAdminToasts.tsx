import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { toast } from './toast';

/**
 * Replaces react-admin's own snackbar (the `notification` prop of <Admin>): its notifications become our toasts.
 * Every mutation here is pessimistic, so an undoable notification only needs its mutation committed.
 */
export function ReactAdminToasts() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    // One per run: takeNotification() reads this render's queue, the next run sees the rest.
    const next = notifications.length > 0 ? takeNotification() : undefined;
    if (!next) return;
    const { message, type, notificationOptions } = next;
    if (notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
    if (typeof message !== 'string') return;
    const text = translate(message, { _: message, ...notificationOptions?.messageArgs });
    toast[type === 'error' || type === 'warning' || type === 'success' ? type : 'info'](text);
  }, [notifications, takeNotification, takeMutation, translate]);

  return null;
}
