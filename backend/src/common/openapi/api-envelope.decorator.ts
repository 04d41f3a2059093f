import { Type, applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, ApiResponseSchemaHost, getSchemaPath } from '@nestjs/swagger';
import { errorNameOf } from '@site/contract';
import { ERROR_NAME_SCHEMA_REF } from './error-catalogue';

/** @nestjs/swagger does not export its OpenAPI schema types from the package root. */
type SchemaObject = ApiResponseSchemaHost['schema'];
type ReferenceObject = { $ref: string };

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: '请求体不是合法的 JSON/表单，字段类型错误，或 lang/sort 不被允许',
  401: '缺少 access_token，或已过期/已注销',
  403: '缺少或错误的每小时 token；账号已停用；角色无权限',
  404: '记录不存在或未发布',
  409: '冲突：重复的唯一值，或仍被引用',
  413: '内容超过大小限制',
  415: '不支持的文件类型（按内容检测）',
  422: '参数校验失败，data.errors 列出每个字段',
  429: '操作过于频繁，data.retry_after 为需等待的秒数',
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

/** A failure's envelope: `error` is the stable name programs read (catalogue in docs/api.md). */
function errorEnvelopeSchema(data: SchemaObject | ReferenceObject, code: number, msg: string): SchemaObject {
  const envelope = envelopeSchema(data, code, msg);
  return {
    ...envelope,
    required: ['code', 'msg', 'error', 'data'],
    properties: {
      ...envelope.properties,
      error: { allOf: [{ $ref: ERROR_NAME_SCHEMA_REF }], example: errorNameOf(code) },
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

/** Documents the success answer `{ code: 0, msg, data: <model> }`. */
export function ApiEnvelope(model: Type | [Type] | 'string' | 'null' | SchemaObject, description = '成功') {
  const models = typeof model === 'function' ? [model] : Array.isArray(model) ? model : [];
  return applyDecorators(
    ApiExtraModels(...models),
    ApiResponse({ status: 200, description, schema: envelopeSchema(dataSchema(model)) }),
  );
}

/** Documents a paginated answer `{ code: 0, msg, data: { list: [<model>], total, page, limit } }`. */
export function ApiPageEnvelope(model: Type, description = '分页列表') {
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

/** Documents the error answers a call can give (same envelope, `code` = HTTP status). */
export function ApiErrors(...codes: number[]) {
  return applyDecorators(
    ...codes.map((code) =>
      ApiResponse({
        status: code,
        description: ERROR_DESCRIPTIONS[code] ?? '错误',
        schema: errorEnvelopeSchema(
          code === 422
            ? {
                type: 'object',
                properties: {
                  errors: {
                    type: 'array',
                    items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
                  },
                },
              }
            : code === 429
              ? { type: 'object', properties: { retry_after: { type: 'integer', example: 900 } } }
              : { type: 'object', nullable: true, example: null },
          code,
          ERROR_DESCRIPTIONS[code] ?? '错误',
        ),
      }),
    ),
  );
}
