import { ArgumentMetadata, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { getMetadataStorage } from 'class-validator';
import { FieldError } from '@site/contract';
import { ApiError } from '../envelope/api-error';
import { memoizeTargetLookups } from './class-validator-lookups';
import { isFormBody } from '../http/form-body.decorator';
import { echoedFields } from './echoed-fields';
import { ruleError } from '../i18n/field-messages';

/** Type rules: when one fails, it is the field's one message (a wrong type breaks its bounds too, say nothing more). */
const TYPE_CONSTRAINTS = new Set([
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isArray',
  'isObject',
  'isDate',
  'isDateString',
  'isISO8601',
  'nestedValidation',
]);

/**
 * Chinese for class-validator's English default messages (a rule written without its own `message`);
 * `{n}` is the number the English names (a length, a bound).
 */
const CHINESE_DEFAULTS: Record<string, string> = {
  isDefined: '不能为空',
  isNotEmpty: '不能为空',
  isString: '必须是文本',
  isInt: '必须是整数',
  isNumber: '必须是数字',
  isBoolean: '必须是布尔值',
  isArray: '必须是数组',
  isObject: '必须是对象',
  isIn: '的取值不在允许范围内',
  isEnum: '的取值不在允许范围内',
  min: '不能小于 {n}',
  max: '不能大于 {n}',
  minLength: '至少 {n} 个字符',
  maxLength: '最多 {n} 个字符',
  isLength: '长度不符合要求',
  arrayMinSize: '至少需要 {n} 项',
  arrayMaxSize: '最多 {n} 项',
  matches: '格式不正确',
};

const HAS_CHINESE = /[\u3400-\u9fff]/;

/** The rule's own message, or, for an English default, its Chinese. */
function chineseMessage(field: string, constraint: string, message: string): string {
  if (HAS_CHINESE.test(message)) return message;
  const template = CHINESE_DEFAULTS[constraint] ?? '不符合要求';
  const number = /(-?\d+(?:\.\d+)?)(?!.*\d)/.exec(message)?.[1] ?? '';
  return `${field} ${template.replace('{n}', number)}`;
}

/**
 * The one rule a field is told about: missing (`isDefined`) before a wrong type, a wrong type before the rules
 * about its value, else the first rule it breaks.
 */
function firstBroken(constraints: Record<string, string>): [string, string] | undefined {
  const broken = Object.entries(constraints);
  return (
    broken.find(([name]) => name === 'isDefined') ?? broken.find(([name]) => TYPE_CONSTRAINTS.has(name)) ?? broken[0]
  );
}

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    // A field left out breaks its type rule too: it is told it is missing.
    const constraints =
      error.value === undefined && error.constraints
        ? { isDefined: `${field} 不能为空`, ...error.constraints }
        : error.constraints;
    const broken = firstBroken(constraints ?? {});
    const own = broken ? [ruleError(field, broken[0], chineseMessage(field, broken[0], broken[1]))] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Turns class-validator failures into 422 with `data.errors`: one message per field, wrong types included. */
export function validationException(errors: ValidationError[]): ApiError {
  return ApiError.validation(flatten(errors));
}

/**
 * Implicit conversion (needed so form bodies' "1" becomes 1) would also turn a JSON object or array sent
 * for a text field into the string "[object Object]". Those are wrong types (422), caught before converting.
 */
function nonTextValuesForTextFields(body: Record<string, unknown>, dto: Type): FieldError[] {
  return Object.entries(body)
    .filter(([key, value]) => {
      const declared = Reflect.getMetadata('design:type', dto.prototype, key) as unknown;
      return declared === String && value !== null && typeof value === 'object';
    })
    .map(([field]) => ruleError(field, 'isString', `${field} 必须是字符串`));
}

/** A number as a form or a query string writes it: decimal digits, no `0x`, no exponent, no blanks. */
const DECIMAL = /^-?\d{1,16}(?:\.\d{1,16})?$/;

/**
 * Form bodies and query strings carry every value as text: their decimal strings become numbers for the
 * DTO's number fields. JSON bodies are taken as typed: `true`, `"1"` or `"0x1"` for a number stay what
 * they are and fail the type rule (422), as `123` for a text field does.
 */
function numbersFromText(values: Record<string, unknown>, dto: Type): Record<string, unknown> {
  const numeric = numberFields(dto);
  const converted = { ...values };
  for (const [key, value] of Object.entries(values)) {
    if (numeric.has(key) && typeof value === 'string' && DECIMAL.test(value)) converted[key] = Number(value);
  }
  return converted;
}

const NUMBER_RULES = new Set(['isInt', 'isNumber']);
const numberFieldsByDto = new WeakMap<Type, Set<string>>();

/**
 * The DTO's fields with a number rule (`@IsInt`, `@IsNumber`). Their rules say it, not `design:type`: a
 * field typed with an imported alias such as `Status` (0 | 1) is emitted as Object.
 */
function numberFields(dto: Type): Set<string> {
  let fields = numberFieldsByDto.get(dto);
  if (!fields) {
    const rules = getMetadataStorage().getTargetValidationMetadatas(dto, dto.name, true, false);
    fields = new Set(rules.filter((rule) => NUMBER_RULES.has(rule.name ?? '')).map((rule) => rule.propertyName));
    numberFieldsByDto.set(dto, fields);
  }
  return fields;
}

/**
 * A number field that also takes its decimal text in JSON, for a protocol whose clients send either
 * (DPlayer forks post `"255"` or `255` alike). Anything else stays as sent and fails the number rule.
 */
export const NumberFromText = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value,
  );

const takenFieldsByDto = new WeakMap<Type, ReadonlySet<string>>();

/** The fields a DTO takes: those with a rule, which is what the pipe's `whitelist` keeps. */
function takenFields(dto: Type): ReadonlySet<string> {
  let fields = takenFieldsByDto.get(dto);
  if (!fields) {
    const rules = getMetadataStorage().getTargetValidationMetadatas(dto, dto.name, true, false);
    fields = new Set(rules.map((rule) => rule.propertyName));
    takenFieldsByDto.set(dto, fields);
  }
  return fields;
}

/**
 * A body field the call neither takes nor answers is a client's typo (`pagee`), named so it is caught; a field of
 * the record the call answers (`created_at`, `views`) is read-only and stripped silently, so a record read and sent
 * back still saves.
 */
function unknownFields(body: Record<string, unknown>, dto: Type): FieldError[] {
  const taken = takenFields(dto);
  const echoed = echoedFields(body);
  return Object.keys(body)
    .filter((field) => !taken.has(field) && !echoed.has(field))
    .map((field) => ({ field, message: `${field} 不是此接口的字段` }));
}

/**
 * Global pipe: refuses body fields the call neither takes nor answers and strips the answered ones (no mass
 * assignment), reads form and query numbers, types JSON strictly. Every failure is one 422 naming each field once.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const dto = metadata.metatype;
    if (!dto || !this.toValidate(metadata) || !value || typeof value !== 'object') {
      return super.transform(value, metadata);
    }
    const values = value as Record<string, unknown>;
    const wholeBody = metadata.type === 'body' && !metadata.data;
    const refused = wholeBody ? [...unknownFields(values, dto), ...nonTextValuesForTextFields(values, dto)] : [];
    const asText = metadata.type === 'query' || (metadata.type === 'body' && isFormBody(values));
    const input = asText ? numbersFromText(values, dto) : value;
    if (!refused.length) return super.transform(input, metadata);
    const named = new Set(refused.map((error) => error.field));
    const others = await super.transform(input, metadata).then(
      () => [],
      (error: unknown) => (error instanceof ApiError ? fieldErrorsOf(error) : []),
    );
    throw ApiError.validation([...refused, ...others.filter((error) => !named.has(error.field))]);
  }
}

const fieldErrorsOf = (error: ApiError): FieldError[] => (error.data as { errors?: FieldError[] } | null)?.errors ?? [];

export function createValidationPipe(): ValidationPipe {
  memoizeTargetLookups();
  return new ApiValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: validationException,
    // `value` only tells a missing field from a wrong one; it never reaches the answer.
    validationError: { target: false, value: true },
  });
}
