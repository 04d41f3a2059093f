import { Req } from '@nestjs/common';
import type { Envelope } from '@site/contract';
import type { Request } from 'express';
import { localizedMsg } from '../i18n/answer-language';

export const SUCCESS_MSG = '操作成功';

type Handler = (...args: unknown[]) => unknown;

/**
 * Makes a handler answer the success envelope `{ code: 0, msg, data }` with what it returns (failures are the exception
 * filter's). A method decorator, not a global interceptor (docs/decisions/065): Nest runs each interceptor of a call
 * through observables and two `AsyncResource.bind`s, which took half the throughput of a public read; awaiting the
 * handler here costs nothing of that. The handler's metadata (routes, guards, OpenAPI) moves to the wrapper, so the
 * decorators applied before this one still hold. The request, whose `Accept-Language` chooses the language of `msg`,
 * comes as one more argument after the handler's own (`@Req()` on it), which the wrapper keeps to itself.
 */
export function Enveloped(): MethodDecorator {
  return (target, key, descriptor: PropertyDescriptor) => {
    const handler = descriptor.value as Handler;
    const declared = (Reflect.getMetadata('design:paramtypes', target, key) as unknown[] | undefined)?.length;
    const requestAt = declared ?? handler.length;
    Req()(target, key, requestAt);
    const enveloped = async function (this: unknown, ...args: unknown[]): Promise<Envelope> {
      const req = args[requestAt] as Request;
      const data = await handler.apply(this, args.slice(0, requestAt));
      return { code: 0, msg: localizedMsg(req, SUCCESS_MSG), data: data ?? null };
    };
    for (const metadataKey of Reflect.getOwnMetadataKeys(handler)) {
      Reflect.defineMetadata(metadataKey, Reflect.getOwnMetadata(metadataKey, handler), enveloped);
    }
    Object.defineProperty(enveloped, 'name', { value: handler.name });
    descriptor.value = enveloped;
  };
}
