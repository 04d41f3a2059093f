/**
 * `npm run export` (scripts/export-public.mjs) renders the static copy on a server of its own, started with
 * PUBLIC_SITE_EXPORT=1: pages then leave out what needs a live server (the keyword search). The flag is read from
 * this process's environment, never from a request, so no visitor can have a live page rendered, and kept in the
 * page cache, as a static one.
 */
export function isStaticExport(env: Partial<Record<'PUBLIC_SITE_EXPORT', string>> = process.env): boolean {
  return env.PUBLIC_SITE_EXPORT === '1';
}
