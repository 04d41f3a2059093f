import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { siteOf } from './load-context';
import { NonceContext } from './lib/nonce';

/**
 * What the server mounting this build (backend/src/server/public-site.ts) renders with: the site's context, and React
 * Router's request handler and context provider from the very copy of react-router this build imports (another copy
 * would make a provider this build does not recognise).
 */
export { siteContext } from './load-context';
export { createRequestHandler, RouterContextProvider } from 'react-router';

export const streamTimeout = 5_000;

const STATUS_TEXT: Record<number, string> = {
  404: 'Not Found',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Crawlers get the real status with a short plain body instead of the error page (product spec, section 2). */
export function crawlerErrorResponse(status: number, headers: Headers): Response {
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  headers.set('X-Robots-Tag', 'noindex');
  return new Response(`${status} ${STATUS_TEXT[status] ?? 'Error'}\n`, { status, headers });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const crawler = isbot(request.headers.get('user-agent'));
  if (crawler && responseStatusCode >= 400) return crawlerErrorResponse(responseStatusCode, responseHeaders);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The CSP nonce (a slot the server replaces per response, see backend/src/server/public-site-nonce.ts): React's
  // own inline scripts take it from the stream, React Router's (hydration data, module loader, scroll restoration)
  // from ServerRouter. Undefined under `react-router dev`, which sends no CSP.
  const { nonce } = siteOf(loadContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Whole pages, never a streamed shell: crawlers read everything and the server's page cache stores a finished page.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
