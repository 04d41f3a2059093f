import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';

/**
 * Deepest nesting of objects and arrays a request body may have. No call takes more than two levels;
 * validating and transforming walk bodies recursively, so a body nested thousands deep would overflow
 * the stack (a 500) instead of being refused.
 */
export const BODY_MAX_DEPTH = 16;

/** Whether `value` nests objects or arrays deeper than `maxDepth` (walked without recursion). */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop() as { value: unknown; depth: number };
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > maxDepth) return true;
    for (const child of Object.values(current)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/** Express middleware after the body parsers: 400 for a body nested deeper than BODY_MAX_DEPTH. */
export function refuseDeepBodies(req: Request, _res: Response, next: NextFunction): void {
  next(
    nestsDeeperThan(req.body, BODY_MAX_DEPTH)
      ? ApiError.badRequest(`请求体嵌套过深（最多 ${BODY_MAX_DEPTH} 层）`)
      : undefined,
  );
}
