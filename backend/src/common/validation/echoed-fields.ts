import { SetMetadata, Type } from '@nestjs/common';
import { DECORATORS } from '@nestjs/swagger';

const ANSWER_MODEL = 'site:answer-model';
const ECHOED = Symbol('fields the call answers');

/**
 * Names the record a call answers (`ApiEnvelope` puts it on every call answering a class), so the fields of that
 * record may come back in the call's body: a client that reads a record and sends it back is not refused for the
 * read-only ones (`created_at`, `views`, …). They are ignored, as documented; any other field the call does not
 * take is a typo (422).
 */
export const AnswersModel = (model: Type) => SetMetadata(ANSWER_MODEL, model);

const fieldsByModel = new WeakMap<Type, ReadonlySet<string>>();

/** The fields of a view, as its `@ApiProperty` decorators list them for OpenAPI (inherited ones included). */
function modelFields(model: Type): ReadonlySet<string> {
  let fields = fieldsByModel.get(model);
  if (!fields) {
    const listed = (Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, model.prototype) ?? []) as string[];
    fields = new Set(listed.map((name) => name.replace(/^:/, '')));
    fieldsByModel.set(model, fields);
  }
  return fields;
}

const NONE: ReadonlySet<string> = new Set();

/** The fields of the record a call (its handler) answers; none for a page, a list or a scalar. */
export function answeredFields(handler: object): ReadonlySet<string> {
  const model = Reflect.getMetadata(ANSWER_MODEL, handler) as Type | undefined;
  return model ? modelFields(model) : NONE;
}

/**
 * Puts the fields the call answers on its body (hidden), for the validation pipe, which sees the body and its DTO
 * but not the call. The access guard marks every body (decision 065: no global interceptor); a multi-part body,
 * parsed later by the call's own interceptor, is marked there (`MarkFormBody`).
 */
export function markEchoedFields(body: unknown, fields: ReadonlySet<string>): void {
  if (!body || typeof body !== 'object' || ECHOED in body) return;
  Object.defineProperty(body, ECHOED, { value: fields });
}

/** The fields of the record the call answers, which its body may carry back and which are then ignored. */
export const echoedFields = (body: object): ReadonlySet<string> =>
  (body as { [ECHOED]?: ReadonlySet<string> })[ECHOED] ?? NONE;
