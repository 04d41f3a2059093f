import type { OptionsObject, SnackbarKey } from 'notistack';

/** What the site asks of notistack: its global functions, bound to the one `<Toasts />` of the root layout. */
export interface Toaster {
  enqueue(message: string, options: OptionsObject): void;
  close(key: SnackbarKey): void;
}

let provide!: (toaster: Toaster) => void;
const provided = new Promise<Toaster>((resolve) => (provide = resolve));

/**
 * Called by `<Toasts />` once its provider is in the page. notistack comes with it, in a chunk of its own loaded
 * after the page has hydrated (root.tsx): no page shows a toast at its first paint, so none waits for notistack
 * there (issue 22).
 */
export function toastsReady(toaster: Toaster): void {
  provide(toaster);
}

/**
 * The site's toasts, shown as soon as the provider is in the page, in the order asked for. A toast to be closed
 * later carries its own `key`: it may be closed before notistack has shown it.
 */
export const toaster: Toaster = {
  enqueue: (message, options) => void provided.then((ready) => ready.enqueue(message, options)),
  close: (key) => void provided.then((ready) => ready.close(key)),
};
