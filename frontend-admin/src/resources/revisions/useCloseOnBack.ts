import { useCallback, useEffect, useRef } from 'react';

/** Marks the history entry a dialog added: Back returns to the page's own entry, which lacks it. */
const MARK = 'dialogOpen';

const onMarkedEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.[MARK]);

/**
 * For a dialog that fills a phone's screen, where Back is how one leaves what fills it: while open, the dialog has a
 * history entry of its own (same address, the router's state kept), so Back closes it instead of leaving the page.
 * Answers the dialog's close, which goes back off that entry (and so closes through the same path).
 */
export function useCloseOnBack(onClose: () => void): () => void {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    window.history.pushState({ ...(window.history.state as object | null), [MARK]: true }, '');
    const onPop = () => {
      if (!onMarkedEntry()) closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  return useCallback(() => {
    if (onMarkedEntry()) window.history.back();
    else closeRef.current();
  }, []);
}
