import { type ExecutionContext, type PipeTransform, type Type, createParamDecorator } from '@nestjs/common';
import type { AnswerHeaders } from '../cache/stale-answers';
import { localizedMsg } from '../i18n/answer-language';
import { type AppRequest, headerValue } from './request-context';

/**
 * What a call is, handed to its handler as one argument it declares (`@PublicCallContext()`, `@AdminCallContext()`):
 * its content language, the time it is answered at, where its answer's headers go, and the language of its `msg`.
 * Passed on explicitly, never found in an AsyncLocalStorage scope (docs/decisions/067). What it says of the request
 * is read from it when asked: building a context costs one object.
 */
export abstract class CallContext {
  constructor(
    protected readonly request: AppRequest,
    /** Where the answer's headers are set (X-Content-Stale, the time machine's incomplete families, …). */
    readonly answer: AnswerHeaders,
    /** The time the call is answered at (a preview's: the time its grant shows). */
    readonly now: Date,
  ) {}

  /** The content language (the `lang` header, validated by CallAccessGuard). */
  get lang(): string {
    return this.request.lang;
  }

  /** The client address (socket, or X-Forwarded-For when TRUST_PROXY names the proxy). */
  get ip(): string {
    return this.request.ip ?? '';
  }

  /** The client's User-Agent ('' without one). */
  get userAgent(): string {
    return headerValue(this.request, 'user-agent') ?? '';
  }

  /** `text` (a Chinese message) in the language the client prefers for `msg` (see localizedMsg). */
  msg(text: string): string {
    return localizedMsg(this.request, text);
  }
}

/** Where a handler's declared call context is recorded (the parameter's index), for `@Enveloped()`. */
const CONTEXT_PARAMETER = Symbol('call context parameter');

/** The index of the parameter of `target[key]` declared as its call context, if any (see callContextParameter). */
export function callContextIndex(target: object, key: string | symbol): number | undefined {
  return Reflect.getOwnMetadata(CONTEXT_PARAMETER, target, key) as number | undefined;
}

const CallRequest = createParamDecorator((_data: unknown, context: ExecutionContext): AppRequest =>
  context.switchToHttp().getRequest<AppRequest>(),
);

/**
 * A parameter decorator giving the call's context, made from its request by `pipe` (one pipe, for the whole
 * context: what it needs of the app, such as the clock, comes by injection), and recorded as the handler's context.
 */
export function callContextParameter(pipe: Type<PipeTransform<AppRequest, CallContext>>): ParameterDecorator {
  return (target, key, index) => {
    if (key === undefined) throw new Error('a call context is a parameter of a handler, not of a constructor');
    Reflect.defineMetadata(CONTEXT_PARAMETER, index, target, key);
    CallRequest(pipe)(target, key, index);
  };
}
