import { IncomingMessage, ServerResponse } from 'node:http';

/** What Express gives its requests and responses as prototypes (`app.request`, `app.response`). */
export interface ExpressPrototypes {
  request: object;
  response: object;
}

/**
 * Request and response classes for Node's HTTP server (its `IncomingMessage` and `ServerResponse` options) whose
 * objects are born with Express's prototypes, so the `Object.setPrototypeOf` Express runs on both at every request
 * finds the prototype already set and does nothing (V8 returns early when it is unchanged).
 *
 * Why: changing the prototype of a live object made V8 keep about a third of everything a request allocated alive
 * through the next collections of the young generation. Express alone answering fixed bytes on this machine: 8,000
 * req/s, 33–40% of the young generation surviving each scavenge, 8–9 ms per scavenge; born with the prototypes: 24,700–
 * 27,300 req/s, 0.1% surviving, 0.3 ms (docs/decisions/008). Those scavenges were most of the event-loop stalls behind
 * every call's p99.
 *
 * The constructors run Node's own, which are plain functions on Node 20 (a test checks the objects' prototypes and
 * that Express still answers, and fails the day Node's become classes).
 */
export function expressBornMessages(express: ExpressPrototypes): {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
} {
  return {
    IncomingMessage: bornWith(IncomingMessage, express.request) as unknown as typeof IncomingMessage,
    ServerResponse: bornWith(ServerResponse, express.response) as unknown as typeof ServerResponse,
  };
}

/**
 * A constructor running `base` on objects whose prototype is `prototype`; `base` itself where it is a class, which
 * cannot be called so (the objects then get Express's prototypes from Express, as without this).
 */
function bornWith(base: { apply(self: object, args: unknown[]): unknown }, prototype: object) {
  if (/^class\b/.test(Function.prototype.toString.call(base))) return base;
  function Message(this: object, ...args: unknown[]): void {
    base.apply(this, args);
  }
  Message.prototype = prototype;
  return Message;
}
