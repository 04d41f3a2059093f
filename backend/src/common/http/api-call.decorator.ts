import { HttpCode, Post, Type, applyDecorators } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { AdminCallName, AdminRole, ApiKeyScope, PublicCallName } from '@site/contract';
import { AdminAccess, LoginAccess, PublicAccess } from '../auth/call-access.decorator';
import { Enveloped } from '../envelope/enveloped.decorator';
import { ApiEnvelope, ApiErrors, ApiPageEnvelope } from '../openapi/api-envelope.decorator';

/** What a call answers and how it may fail, for its OpenAPI entry. */
export interface CallSpec {
  summary: string;
  description?: string;
  /** `data` on success: a view, `[view]`, `'string'`, `'null'` or a schema; `{ page: view }` for a paginated list. */
  answer: Parameters<typeof ApiEnvelope>[0] | { page: Type };
  /** The failure codes (HTTP status = `code`). */
  errors: number[];
}

const isPage = (answer: CallSpec['answer']): answer is { page: Type } =>
  typeof answer === 'object' && !Array.isArray(answer) && 'page' in answer;

/** One contract call: POST at its name answering the envelope, 200 for every envelope, the access rule, its OpenAPI entry. */
function contractCall(call: string, access: MethodDecorator & ClassDecorator, spec: CallSpec) {
  const { summary, description, answer, errors } = spec;
  return applyDecorators(
    // First: the decorators after it put their metadata on the handler it makes.
    Enveloped(),
    Post(call),
    HttpCode(200),
    access,
    ApiOperation({ summary, description }),
    isPage(answer) ? ApiPageEnvelope(answer.page) : ApiEnvelope(answer),
    ApiErrors(...errors),
  );
}

/** A public content call `POST /api/<call>`: hourly token required, no sign-in. */
export const PublicApi = (call: PublicCallName, spec: CallSpec) => contractCall(call, PublicAccess(), spec);

/** `POST /api/adm/login`: hourly token required, no access token yet. */
export const LoginApi = (call: AdminCallName, spec: CallSpec) => contractCall(call, LoginAccess(), spec);

/**
 * An admin call `POST /api/adm/<call>`: access token required, with one of `roles` (default: any admin), or an API
 * key holding `scope` (no scope: keys refused). A call that changes content moves the content counter in the
 * transaction of its write (see writeInTransaction), so a refused call moves nothing.
 */
export const AdminApi = (call: AdminCallName, spec: CallSpec & { roles?: AdminRole[]; scope?: ApiKeyScope }) => {
  const access = AdminAccess(spec.roles, spec.scope);
  // Any admin call refuses an API key without its scope (403); a key's calls count against its rate limit (429).
  const errors = [...new Set([...spec.errors, 403, ...(spec.scope ? [429] : [])])].sort((a, b) => a - b);
  return contractCall(call, access, { ...spec, errors });
};
