// Checked by `tsc` (the typecheck target), never run: what the call types allow and refuse. Each @ts-expect-error
// fails the typecheck when the line it marks compiles, so a loosened type is caught.
import type { CallName, CallResult, ListCallName, SiteClient } from '../src/index.js';

export async function callTypes(site: SiteClient): Promise<void> {
  await site.call('get_history'); // takes no body
  await site.call('get_news_list'); // every field optional
  // @ts-expect-error get_news_detail needs its id
  await site.call('get_news_detail');
  // @ts-expect-error a misspelt field
  await site.call('get_news_list', { pagee: 2 });
  // @ts-expect-error not a call
  await site.call('get_newz_list');
}

export function titleOf(result: CallResult<'get_news_detail'>): string | string[] {
  if (!result.ok && result.error === 'VALIDATION_FAILED') return result.data.errors.map((error) => error.field);
  // @ts-expect-error `data` is the failure's until `ok` is checked
  if (!result.ok) return result.data.title;
  return result.data.title;
}

const listCall: ListCallName = 'adm/get_news_list';
// @ts-expect-error get_history answers every row at once, not pages
const notPaged: ListCallName = 'get_history';
const adminCall: CallName = 'adm/save_news';
export const names = [listCall, notPaged, adminCall];
