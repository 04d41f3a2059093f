import Ajv, { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';

type Schema = { [key: string]: unknown };

interface DocumentedResponse {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: Schema }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, DocumentedResponse> }>>;
  components?: { schemas?: Record<string, Schema> };
}

/** Response headers of the API's own that an answer may carry only where its operation documents them. */
const OWN_HEADERS = ['retry-after', 'x-request-id', 'x-content-stale'];

const COMPONENT_REF = /^#\/components\/schemas\//;

/**
 * A copy of an OpenAPI schema that ajv can compile: component references by name (each component is registered
 * under its name), and every object with listed properties closed (`additionalProperties: false`), so that a field
 * the server adds without documenting it fails like one it drops (required) or retypes.
 */
function forAjv(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forAjv);
  if (typeof node !== 'object' || node === null) return node;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] = key === '$ref' && typeof value === 'string' ? value.replace(COMPONENT_REF, '') : forAjv(value);
  }
  if (copy.properties && copy.additionalProperties === undefined) copy.additionalProperties = false;
  return copy;
}

/**
 * Checks every answer of a documented operation against the served OpenAPI document: its status is documented,
 * the API's own headers it carries are documented for that status, and a JSON body validates against the
 * documented schema (ajv). Hooked into the test app's HTTP agent, so every API e2e suite checks every answer.
 */
export class AnswerSchemas {
  private readonly ajv = new Ajv({ allErrors: true, strictTypes: false, strictRequired: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    // OpenAPI's own keywords and formats: annotations for validation.
    this.ajv.addKeyword('example');
    for (const format of ['int32', 'int64', 'float', 'double', 'binary']) this.ajv.addFormat(format, true);
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
      this.ajv.addSchema(forAjv(schema) as Schema, name);
    }
  }

  /** Throws a readable error when `res`, the answer to `method url`, is not as documented. */
  check(method: string, url: string, res: Response): void {
    const path = url.split('?')[0].replace(/(.)\/+$/, '$1');
    const operation = this.document.paths[path]?.[method.toLowerCase()];
    if (!operation || method.toLowerCase() === 'head') return;
    const call = `${method.toUpperCase()} ${path}`;
    const documented = operation.responses[String(res.status)] ?? operation.responses.default;
    if (!documented) throw new Error(`${call} answered ${res.status}, a status its operation does not document`);
    const headers = new Set(Object.keys(documented.headers ?? {}).map((name) => name.toLowerCase()));
    for (const header of OWN_HEADERS) {
      if (res.headers[header] !== undefined && !headers.has(header)) {
        throw new Error(`${call} answered ${res.status} with the header ${header}, which is not documented for it`);
      }
    }
    if (!res.text && !res.body) return;
    const content = documented.content?.[res.type];
    if (!content) throw new Error(`${call} answered ${res.status} as ${res.type}, which is not documented for it`);
    if (res.type !== 'application/json' || !content.schema) return;
    const validate = this.validator(`${call} ${res.status}`, content.schema);
    if (!validate(res.body)) {
      const errors = this.ajv.errorsText(validate.errors, { dataVar: 'answer', separator: '\n  ' });
      throw new Error(
        `${call} answered ${res.status} off its documented schema:\n  ${errors}\n${res.text.slice(0, 2000)}`,
      );
    }
  }

  private validator(key: string, schema: Schema): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(forAjv(schema) as Schema);
      this.validators.set(key, validate);
    }
    return validate;
  }
}
