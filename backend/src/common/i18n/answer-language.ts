import type { Request } from 'express';
import { englishMessage } from './english-messages';

/**
 * `msg` in the language the client prefers by `Accept-Language`: English when it prefers English to Chinese,
 * Chinese otherwise (no header, `*`, `zh-CN`, any other language). Content language is the `lang` header's.
 */
export function localizedMsg(req: Request | undefined, msg: string): string {
  // No header (API clients, crawlers) prefers nothing: Chinese, without negotiating.
  if (req?.headers?.['accept-language'] === undefined) return msg;
  return req.acceptsLanguages?.('zh', 'en') === 'en' ? englishMessage(msg) : msg;
}
