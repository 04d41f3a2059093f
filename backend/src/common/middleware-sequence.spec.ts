import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { middlewareSequence } from './middleware-sequence';

/** Runs `handler` on an empty request; resolves with what it handed the router's `next`, or 'answered' if nothing. */
function run(handler: RequestHandler): Promise<unknown> {
  return new Promise((resolve) => {
    const done: NextFunction = (error?: unknown) => resolve(error === undefined ? 'next' : error);
    handler({} as Request, {} as Response, done);
    setTimeout(() => resolve('answered'), 20);
  });
}

describe('middlewareSequence', () => {
  const seen: string[] = [];
  const step =
    (name: string): RequestHandler =>
    (_req, _res, next) => {
      seen.push(name);
      next();
    };
  beforeEach(() => (seen.length = 0));

  it('runs the middlewares in order, then goes on to the next layer', async () => {
    expect(await run(middlewareSequence(step('a'), step('b'), step('c')))).toBe('next');
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('stops at a middleware that answers', async () => {
    const answers: RequestHandler = () => seen.push('answers');
    expect(await run(middlewareSequence(step('a'), answers, step('c')))).toBe('answered');
    expect(seen).toEqual(['a', 'answers']);
  });

  it('runs on after an asynchronous next(), and after next(null) as the router does', async () => {
    const later: RequestHandler = (_req, _res, next) => void setImmediate(() => next(null));
    expect(await run(middlewareSequence(later, step('b')))).toBe('next');
    expect(seen).toEqual(['b']);
  });

  it('hands the router an error passed to next, thrown, or rejected, skipping the rest', async () => {
    const failure = new Error('bad body');
    const passes: RequestHandler = (_req, _res, next) => next(failure);
    const throws: RequestHandler = () => {
      throw failure;
    };
    const rejects = (async () => {
      await Promise.resolve();
      throw failure;
    }) as RequestHandler;
    for (const failing of [passes, throws, rejects]) {
      seen.length = 0;
      expect(await run(middlewareSequence(step('a'), failing, step('c')))).toBe(failure);
      expect(seen).toEqual(['a']);
    }
  });

  it("leaves the layer with the router's own 'route' and 'router'", async () => {
    const skips: RequestHandler = (_req, _res, next) => next('router');
    expect(await run(middlewareSequence(skips, step('b')))).toBe('router');
    expect(seen).toEqual([]);
  });
});
