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
    for (let next = takeNotification(); next; next = takeNotification()) {
      const { message, type, notificationOptions } = next;
      if (notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
      if (typeof message !== 'string') continue;
      const text = translate(message, { _: message, ...notificationOptions?.messageArgs });
      toast[type === 'error' || type === 'warning' || type === 'success' ? type : 'info'](text);
    }
  }, [notifications, takeNotification, takeMutation, translate]);

  return null;
}
