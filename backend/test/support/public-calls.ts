import { Header } from '@site/contract';
import type { Response } from 'express';
import type { AppRequest } from '../../src/common/http/request-context';
import { type Visitor, openVisitor, sealVisitor } from '../../src/modules/counters/visitors';
import type { PreviewGrant } from '../../src/modules/preview/preview-grant';
import { PublicContext } from '../../src/modules/preview/public-context';

/** A public call made without HTTP (a service called directly): its visitor sealed as the public site seals one. */
export function publicCall(options: { now?: Date; lang?: string; visitor?: Visitor; grant?: PreviewGrant } = {}) {
  const sealed = options.visitor && sealVisitor(options.visitor);
  if (sealed && openVisitor(sealed)?.key !== options.visitor?.key)
    throw new Error('a visitor key is 32 of [A-Za-z0-9_-]');
  const headers = new Map<string, string>();
  const request = {
    lang: options.lang ?? 'cn',
    headers: sealed ? { [Header.VISITOR]: sealed } : {},
    get: () => undefined,
  } as unknown as AppRequest;
  const answer = { setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as Response;
  return new PublicContext(request, answer, options.now ?? new Date(), options.grant ?? null);
}
