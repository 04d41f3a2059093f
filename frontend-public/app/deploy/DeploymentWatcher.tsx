import { useEffect } from 'react';
import { toaster } from '../notify/toaster';
import { newerBuild } from './build-descriptor';
import { claimChunkReload } from './chunk-reload';

/** The first check waits until the page is idle, then 1 s more: it never competes with the page's own loading. */
const FIRST_CHECK_DELAY_MS = 1000;

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}

function offerReload() {
  toaster.enqueue('网站已发布新版本，刷新页面即可使用。', {
    variant: 'info',
    persist: true,
    action: (key) => (
      <>
        <button type="button" className="toast-button" onClick={() => window.location.reload()}>
          立即刷新
        </button>
        <button type="button" className="toast-button secondary" onClick={() => toaster.close(key)}>
          稍后
        </button>
      </>
    ),
  });
}

const CHUNK_FAILED_TOAST = 'chunk-load-failed';

/** A lazy chunk that cannot load (usually: a new deployment removed it) reloads the page, once per path. */
function onPreloadError(event: Event) {
  event.preventDefault();
  if (claimChunkReload(window.location.pathname, window.sessionStorage)) window.location.reload();
  // Every player of the page fails at once: the visitor is told once.
  else
    toaster.enqueue('页面部分内容加载失败，请检查网络后刷新重试。', {
      variant: 'error',
      key: CHUNK_FAILED_TOAST,
      preventDuplicate: true,
    });
}

/** Looks for a new deployment (first 1 s after idle, then every `intervalMs`) and offers a reload once. */
export function DeploymentWatcher({ buildId, intervalMs }: { buildId: string; intervalMs: number }) {
  useEffect(() => {
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  useEffect(() => {
    if (!buildId) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    let delay: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      if (await newerBuild(buildId)) {
        clearInterval(interval);
        offerReload();
      }
    };
    const cancelIdle = whenIdle(() => {
      delay = setTimeout(() => {
        void check();
        interval = setInterval(() => void check(), intervalMs);
      }, FIRST_CHECK_DELAY_MS);
    });
    return () => {
      cancelIdle();
      clearTimeout(delay);
      clearInterval(interval);
    };
  }, [buildId, intervalMs]);

  return null;
}
