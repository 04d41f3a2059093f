import { Type, applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, ApiResponseSchemaHost, getSchemaPath } from '@nestjs/swagger';
import { ERROR_CATALOGUE, errorNameOf } from '@site/contract';
import { ERROR_NAME_SCHEMA_REF } from './error-catalogue';
import { AnswersModel } from '../validation/echoed-fields';

/** @nestjs/swagger does not export its OpenAPI schema types from the package root. */
type SchemaObject = ApiResponseSchemaHost['schema'];
type ReferenceObject = { $ref: string };

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The body is not valid JSON or form data, or `lang`/`sort` is not allowed',
  401: 'The access token (or API key) is missing, unknown, revoked or expired',
  403: 'The hourly token is missing or wrong; the account is disabled; the role or key scope may not make this call',
  404: 'No such record, or not published',
  409: 'Conflict: a duplicate unique value, or still referenced',
  413: 'Over a size limit',
  415: 'File type (detected from its content) or character set not accepted',
  422: 'A field is missing, of the wrong type, breaks a rule or is unknown to the call: `data.errors` names each once',
  429: 'Too many calls: wait `data.retry_after` seconds (also in `Retry-After`)',
  500: 'Unexpected failure: `data.request_id` names it in the server log',
  503: 'Shutting down, or the database is unreachable: retry after `data.retry_after` seconds',
  507: 'The upload disk is full: nothing was stored',
};

function envelopeSchema(data: SchemaObject | ReferenceObject, code = 0, msg = '操作成功'): SchemaObject {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code: { type: 'integer', example: code },
      msg: { type: 'string', example: msg },
      data,
    },
  };
}

/** The error names answered with `status`, from the catalogue. */
const errorNamesOf = (status: number): string[] =>
  Object.entries(ERROR_CATALOGUE)
    .filter(([, entry]) => entry.status === status)
    .map(([name]) => name);

/**
 * A failure's envelope: `code` is the status and `error` one of the names that status answers (catalogue in
 * docs/api.md), so a generated client narrows on either to that status's `data`.
 */
function errorEnvelopeSchema(data: SchemaObject | ReferenceObject, code: number, msg: string): SchemaObject {
  const envelope = envelopeSchema(data, code, msg);
  const names = errorNamesOf(code);
  return {
    ...envelope,
    required: ['code', 'msg', 'error', 'data'],
    properties: {
      ...envelope.properties,
      code: { type: 'integer', enum: [code], example: code },
      error: {
        allOf: [{ $ref: ERROR_NAME_SCHEMA_REF }, { type: 'string', enum: names.length ? names : [errorNameOf(code)] }],
        example: errorNameOf(code),
      },
    },
  };
}

function dataSchema(model: Type | [Type] | 'string' | 'null' | SchemaObject): SchemaObject | ReferenceObject {
  if (model === 'string') return { type: 'string' };
  if (model === 'null') return { type: 'object', nullable: true, example: null };
  if (Array.isArray(model)) return { type: 'array', items: { $ref: getSchemaPath(model[0]) } };
  if (typeof model === 'function') return { $ref: getSchemaPath(model) };
  return model;
}

/** Documents the success answer `{ code: 0, msg, data: <model> }`; a record's fields may come back in the body. */
export function ApiEnvelope(model: Type | [Type] | 'string' | 'null' | SchemaObject, description = 'Success') {
  const models = typeof model === 'function' ? [model] : Array.isArray(model) ? model : [];
  return applyDecorators(
    ApiExtraModels(...models),
    ApiResponse({ status: 200, description, schema: envelopeSchema(dataSchema(model)) }),
    ...(typeof model === 'function' ? [AnswersModel(model)] : []),
  );
}

/** Documents a paginated answer `{ code: 0, msg, data: { list: [<model>], total, page, limit } }`. */
export function ApiPageEnvelope(model: Type, description = 'A page of the list') {
  return applyDecorators(
    ApiExtraModels(model),
    ApiResponse({
      status: 200,
      description,
      schema: envelopeSchema({
        type: 'object',
        required: ['list', 'total', 'page', 'limit'],
        properties: {
          list: { type: 'array', items: { $ref: getSchemaPath(model) } },
          total: { type: 'integer', example: 42 },
          page: { type: 'integer', example: 1 },
          limit: { type: 'integer', example: 10 },
        },
      }),
    }),
  );
}

const FIELD_ERRORS: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    required: ['field', 'message'],
    properties: { field: { type: 'string', example: 'title' }, message: { type: 'string', example: '标题不能为空' } },
  },
};

const RETRY_AFTER_DATA: SchemaObject = {
  type: 'object',
  required: ['retry_after'],
  properties: {
    retry_after: { type: 'integer', description: 'Seconds to wait (also in `Retry-After`)', example: 900 },
  },
};

/** The `data` of each failure: null unless the status carries details. */
const ERROR_DATA: Record<number, SchemaObject> = {
  422: {
    type: 'object',
    required: ['errors'],
    properties: {
      errors: FIELD_ERRORS,
      missing_parts: {
        type: 'array',
        items: { type: 'integer' },
        description: '`adm/upload_multi_finish` only: the part numbers not uploaded yet',
      },
    },
  },
  409: {
    type: 'object',
    nullable: true,
    description:
      'null, or what conflicts: on VERSION_CONFLICT the stored version, who saved it and when; on `adm/del_media` ' +
      'the content using the file (`usage`) and the number of revisions that refer to it (`revisions`); on ' +
      '`adm/start_backup` the backup running now (`running`)',
    properties: {
      current_version: { type: 'integer', minimum: 1, description: 'VERSION_CONFLICT: the stored version' },
      saved_by: { type: 'string', description: 'VERSION_CONFLICT: who saved it' },
      saved_at: { type: 'string', format: 'date-time', description: 'VERSION_CONFLICT: when' },
      usage: {
        type: 'array',
        description: '`adm/del_media`: where the file is used',
        items: {
          type: 'object',
          required: ['family', 'id', 'title'],
          properties: { family: { type: 'string' }, id: { type: 'integer' }, title: { type: 'string' } },
        },
      },
      revisions: { type: 'integer', minimum: 0, description: '`adm/del_media`: revisions referring to the file' },
      running: { type: 'string', description: '`adm/start_backup`: the archive of the backup running now' },
    },
    example: null,
  },
  429: RETRY_AFTER_DATA,
  500: {
    type: 'object',
    required: ['request_id'],
    properties: { request_id: { type: 'string', description: 'As in `X-Request-Id` and the server log' } },
  },
  503: RETRY_AFTER_DATA,
};

const NULL_DATA: SchemaObject = { type: 'object', nullable: true, enum: [null], example: null };

/** The error envelope answered with `status`, for its OpenAPI response. */
export function errorResponse(
  status: number,
  description = ERROR_DESCRIPTIONS[status] ?? 'Error',
  data: SchemaObject = ERROR_DATA[status] ?? NULL_DATA,
) {
  return { description, content: { 'application/json': { schema: errorEnvelopeSchema(data, status, description) } } };
}

/** Documents the error answers a call can give (same envelope, `code` = HTTP status). */
export function ApiErrors(...codes: number[]) {
  return applyDecorators(...codes.map((code) => ApiResponse({ status: code, ...errorResponse(code) })));
}
