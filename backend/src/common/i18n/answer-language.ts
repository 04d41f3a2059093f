import type { Request } from 'express';
import { englishMessage } from './english-messages';

/**
 * `msg` in the language the client prefers by `Accept-Language`: English when it prefers English to Chinese,
 * Chinese otherwise (no header, `*`, `zh-CN`, any other language). Content language is the `lang` header's.
 */
export function localizedMsg(req: Request | undefined, msg: string): string {
  return prefersEnglish(req) ? englishMessage(msg) : msg;
}

/** Whether the client prefers English to Chinese; no header (API clients, crawlers) prefers nothing: Chinese. */
export function prefersEnglish(req: Request | undefined): boolean {
  if (req?.headers?.['accept-language'] === undefined) return false;
  return req.acceptsLanguages?.('zh', 'en') === 'en';
}
