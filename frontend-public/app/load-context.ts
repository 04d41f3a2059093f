import type { PreviewState, RuntimeSettings } from '@site/contract';
import { createContext, type RouterContextProvider } from 'react-router';

/**
 * What the all-in-one server (backend/src/server/public-site.ts) hands every loader and the render: settings that
 * depend on the deployment rather than on the build, so one build runs under any API_TOKEN_SECRET, and what
 * depends on the request. `react-router dev` hands none of these (see lib/api.server.ts for its fallback).
 */
export interface SiteLoadContext {
  /** The API base and token secret the loaders use, and the browser too (the page's meta tag). */
  runtimeSettings?: RuntimeSettings;
  /** Where the loaders reach the API: the server itself over loopback, e.g. `http://127.0.0.1:3000`. */
  apiOrigin?: string;
  /** The nonce of this response's Content-Security-Policy: every inline script of the page carries it. */
  nonce?: string;
  /**
   * Told of every API call that failed (lib/api.server.ts): the page then holds defaults, or is the 503 page,
   * so the server neither keeps it in its page cache nor lets the browser keep or revalidate it.
   */
  onApiFailure?: () => void;
  /** Where the loaders' warnings go: the server's log, naming the request (the console without one). */
  warn?: (message: string) => void;
  /**
   * An admin's preview grant (backend/src/server/public-site-preview.ts): the loaders send its token with every API
   * call (never to the browser); the page shows a banner naming it.
   */
  preview?: { token: string; state: PreviewState };
  /** Who asks for the page, sealed by the server: sent with every API call, so counters count the reader. */
  visitor?: string;
}

/**
 * The site's load context as React Router's middleware-era context holds it (the server sets it, loaders read it with
 * `siteOf`). Exported by entry.server.tsx, so the server that mounts the build sets this very context.
 */
export const siteContext = createContext<SiteLoadContext>({});

/** The site's load context of a loader's or the render's `context`; empty under `react-router dev`. */
export function siteOf(context: Readonly<RouterContextProvider> | undefined): SiteLoadContext {
  return context?.get(siteContext) ?? {};
}
