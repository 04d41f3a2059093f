import type { Envelope } from '@site/contract';
import { currentCall } from '../http/request-scope';
import { localizedMsg } from '../i18n/answer-language';

export const SUCCESS_MSG = '操作成功';

type Handler = (...args: unknown[]) => unknown;

/**
 * Makes a handler answer the success envelope `{ code: 0, msg, data }` with what it returns (failures are the exception
 * filter's). A method decorator, not a global interceptor (docs/decisions/065): Nest runs each interceptor of a call
 * through observables and two `AsyncResource.bind`s, which took half the throughput of a public read; awaiting the
 * handler here costs nothing of that. The handler's metadata (routes, guards, OpenAPI) moves to the wrapper, so the
 * decorators applied before this one still hold.
 */
export function Enveloped(): MethodDecorator {
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const handler = descriptor.value as Handler;
    const enveloped = async function (this: unknown, ...args: unknown[]): Promise<Envelope> {
      const data = await handler.apply(this, args);
      return { code: 0, msg: localizedMsg(currentCall()?.req, SUCCESS_MSG), data: data ?? null };
    };
    for (const key of Reflect.getOwnMetadataKeys(handler)) {
      Reflect.defineMetadata(key, Reflect.getOwnMetadata(key, handler), enveloped);
    }
    Object.defineProperty(enveloped, 'name', { value: handler.name });
    descriptor.value = enveloped;
  };
}
