import type { OpenAPIObject } from '@nestjs/swagger';
import { errorResponse } from './api-envelope.decorator';

type Headers = Record<string, { $ref: string }>;
interface ResponseLike {
  description?: string;
  headers?: Headers;
}
type Operations = Record<string, { responses: Record<string, ResponseLike> }>;

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

/**
 * What every call can answer whatever it does, added to each operation: the request id header on every answer,
 * `Retry-After` on 429 and 503, `X-Content-Stale` on public answers served from the read cache during a database
 * outage, the 500 and 503 envelopes (an unexpected failure, the database unreachable or the server stopping), the
 * body parser's 400, 413 and 415 on every POST, on admin calls the 403 of a wrong hourly token or role, on
 * saves the 409 of an outdated version, and on calls that store files the 507 of a full disk.
 */
export function addCommonAnswers(document: OpenAPIObject): void {
  document.components ??= {};
  document.components.headers = {
    ...document.components.headers,
    'X-Request-Id': {
      description: 'The id of this request in the server log (a sane `X-Request-Id` sent by a proxy is kept)',
      schema: { type: 'string' },
    },
    'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
    'X-Content-Stale': {
      description: '`1` when the database is unreachable and this answer comes from the read cache (may be older)',
      schema: { type: 'string', enum: ['1'] },
    },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item as Operations)) {
      if (!operation?.responses) continue;
      const { responses } = operation;
      const common = [500, 503];
      // Any POST body is read (and refused) before the call sees it; an admin call checks a sent hourly token.
      if (method === 'post') common.push(400, 413, 415);
      if (path.startsWith('/api/adm/') && path !== '/api/adm/login') common.push(403);
      // A save based on an outdated version answers VERSION_CONFLICT.
      if (path.startsWith('/api/adm/save_')) common.push(409);
      // Calls that store files answer STORAGE_FULL when the upload disk is full.
      if (path.startsWith('/api/adm/upload_') || path === '/api/adm/start_backup') common.push(507);
      for (const status of common) responses[status] ??= errorResponse(status);
      for (const [status, response] of Object.entries(responses)) {
        const headers: Headers = { ...response.headers, 'X-Request-Id': header('X-Request-Id') };
        if (status === '429' || status === '503') headers['Retry-After'] = header('Retry-After');
        if (status === '200' && !path.startsWith('/api/adm/')) headers['X-Content-Stale'] = header('X-Content-Stale');
        response.headers = headers;
      }
    }
  }
}
