import type { OpenAPIObject } from '@nestjs/swagger';
import { addCommonAnswers } from './common-answers';
import { addErrorCatalogue } from './error-catalogue';
import { describeRequestDefaults } from './request-defaults';

/**
 * The document-wide conventions applied once to the generated OpenAPI document, so that linters (Redocly
 * `recommended`, Spectral `oas`), validators and client generators read it as the server behaves. They change
 * the document only, never the wire (decision 026).
 */
export function applyDocumentConventions(document: OpenAPIObject): OpenAPIObject {
  const usedTags = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item) as [string, OperationLike][]) {
      if (!HTTP_METHODS.has(method)) continue;
      operation.operationId = operationIdOf(method, path);
      // Calls open to anyone (health, DPlayer's danmaku) say so, rather than leaving security undeclared.
      operation.security ??= [];
      operation.tags?.forEach((tag) => usedTags.add(tag));
    }
  }
  const declared = new Set((document.tags ?? []).map((tag) => tag.name));
  document.tags = [
    ...(document.tags ?? []),
    ...[...usedTags].filter((tag) => !declared.has(tag)).map((name) => ({ name })),
  ];
  addErrorCatalogue(document);
  addCommonAnswers(document);
  describeRequestDefaults(document);
  rewriteSchemas(document);
  return document;
}

interface OperationLike {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  tags?: string[];
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const pascal = (words: string[]) => words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');

/**
 * `POST /api/get_news_list` → `getNewsList`, `POST /api/adm/get_news_list` → `adminGetNewsList`; the routes
 * outside the contract are named by method and path (`GET /api/health` → `getHealth`).
 */
export function operationIdOf(method: string, path: string): string {
  const segments = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);
  const words = (segment: string) => segment.split(/[_-]/).filter(Boolean);
  if (method === 'post' && segments.length === 1 && segments[0].includes('_')) {
    const [first, ...rest] = words(segments[0]);
    return first + pascal(rest);
  }
  if (method === 'post' && segments.length === 2 && segments[0] === 'adm') return 'admin' + pascal(words(segments[1]));
  return method + pascal(segments.flatMap(words));
}

type Schema = Record<string, unknown>;

/**
 * Walks every schema of the document:
 * - a `number` without a `format` is an integer (ids, pages, counts, sizes, flags); fractional numbers declare
 *   `format: 'double'`;
 * - a nullable reference (`allOf: [{ $ref }]` + `nullable`, as @nestjs/swagger writes `nullable: true` on a class
 *   type) becomes `anyOf: [{ $ref }, { type: 'object', nullable: true, enum: [null] }]`: OpenAPI 3.0's `nullable`
 *   only widens a sibling `type`, so validators refuse `null` for the former.
 */
function rewriteSchemas(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(rewriteSchemas);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Schema;
  if (schema.type === 'number' && schema.format === undefined) schema.type = 'integer';
  const allOf = schema.allOf as Schema[] | undefined;
  if (schema.nullable === true && allOf?.length === 1 && allOf[0].$ref) {
    delete schema.allOf;
    delete schema.nullable;
    delete schema.type;
    schema.anyOf = [allOf[0], { type: 'object', nullable: true, enum: [null] }];
  }
  Object.values(schema).forEach(rewriteSchemas);
}
