/**
 * Settings the browser needs that depend on the deployment, not on the build: the server hands them
 * over when it serves a page, so one build runs under any API_TOKEN_SECRET or API address.
 * Nothing here is secret from visitors (the hourly token's secret is public by design, see api-contract.md).
 */
export interface RuntimeSettings {
  /** Where the browser calls the API, e.g. `/api` (no trailing slash). */
  apiBase: string;
  /** Secret of the hourly `token` header. */
  tokenSecret: string;
  /** Identifies the front-end build being served (changes with every deployment of that front end). */
  buildId: string;
}

/** `<meta name="site-runtime-settings" content="{json}">`: read without any inline script (CSP-friendly). */
export const RUNTIME_SETTINGS_META_NAME = 'site-runtime-settings';

function isRuntimeSettings(value: unknown): value is RuntimeSettings {
  if (typeof value !== 'object' || value === null) return false;
  const settings = value as Record<string, unknown>;
  return ['apiBase', 'tokenSecret', 'buildId'].every((key) => typeof settings[key] === 'string');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The meta tag the server writes into a page's `<head>`. */
export function runtimeSettingsMetaTag(settings: RuntimeSettings): string {
  return `<meta name="${RUNTIME_SETTINGS_META_NAME}" content="${escapeAttribute(JSON.stringify(settings))}">`;
}

/** Reads the settings the server wrote into the page; throws (in Chinese) when the page carries none. */
export function readRuntimeSettings(doc: Pick<Document, 'querySelector'>): RuntimeSettings {
  const content = doc.querySelector(`meta[name="${RUNTIME_SETTINGS_META_NAME}"]`)?.getAttribute('content');
  let parsed: unknown;
  try {
    parsed = content ? JSON.parse(content) : null;
  } catch {
    parsed = null;
  }
  if (!isRuntimeSettings(parsed)) {
    throw new Error('页面缺少运行时配置（site-runtime-settings）：请通过网站服务器访问本页面。');
  }
  return parsed;
}
