import type { Envelope } from '@site/contract';
import { type CallContext, callContextIndex } from '../http/call-context';

export const SUCCESS_MSG = '操作成功';

type Handler = (...args: unknown[]) => unknown;

/**
 * Makes a handler answer the success envelope `{ code: 0, msg, data }` with what it returns (failures are the exception
 * filter's). A method decorator, not a global interceptor (docs/decisions/065): Nest runs each interceptor of a call
 * through observables and two `AsyncResource.bind`s, which took half the throughput of a public read; awaiting the
 * handler here costs nothing of that. The handler's metadata (routes, guards, OpenAPI) moves to the wrapper, so the
 * decorators applied before this one still hold. `msg` is in the language the call's context says: the handler must
 * declare one (`@PublicCallContext()` or `@AdminCallContext()`, parameter decorators, which run before this one), or
 * the app does not start.
 */
export function Enveloped(): MethodDecorator {
  return (target, key, descriptor: PropertyDescriptor) => {
    const handler = descriptor.value as Handler;
    const contextAt = callContextIndex(target, key);
    if (contextAt === undefined) {
      throw new Error(
        `${target.constructor.name}.${String(key)} is @Enveloped() but declares no call context ` +
          '(@PublicCallContext() or @AdminCallContext()): its msg would have no language',
      );
    }
    const enveloped = async function (this: unknown, ...args: unknown[]): Promise<Envelope> {
      const data = await handler.apply(this, args);
      return { code: 0, msg: (args[contextAt] as CallContext).msg(SUCCESS_MSG), data: data ?? null };
    };
    for (const metadataKey of Reflect.getOwnMetadataKeys(handler)) {
      Reflect.defineMetadata(metadataKey, Reflect.getOwnMetadata(metadataKey, handler), enveloped);
    }
    Object.defineProperty(enveloped, 'name', { value: handler.name });
    descriptor.value = enveloped;
  };
}
