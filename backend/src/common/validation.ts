import { ArgumentMetadata, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldError } from '@site/contract';
import { ApiError } from './api-error';

/**
 * class-validator constraints that mean "this field has the wrong type" (contract: 400)
 * rather than "the value breaks a rule" (contract: 422).
 */
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

function flatten(errors: ValidationError[], parent = ''): Array<FieldError & { isType: boolean }> {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    // A missing required field (@IsDefined) breaks a rule (422); its type checks failing too say nothing more.
    const constraints = error.constraints ?? {};
    const broken = 'isDefined' in constraints ? { isDefined: constraints.isDefined } : constraints;
    const own = Object.entries(broken).map(([constraint, message]) => ({
      field,
      message,
      isType: TYPE_CONSTRAINTS.has(constraint),
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Turns class-validator failures into 400 (wrong type) or 422 (rule broken) with `data.errors`. */
export function validationException(errors: ValidationError[]): ApiError {
  const flat = flatten(errors);
  const list = flat.map(({ field, message }) => ({ field, message }));
  return flat.some((error) => error.isType)
    ? ApiError.badRequest('参数类型错误', { errors: list })
    : ApiError.validation(list);
}

/**
 * Implicit conversion (needed so form bodies' "1" becomes 1) would also turn a JSON object or array sent
 * for a text field into the string "[object Object]". Those are wrong types (400), caught before converting.
 */
function nonTextValuesForTextFields(body: Record<string, unknown>, dto: Type): FieldError[] {
  return Object.entries(body)
    .filter(([key, value]) => {
      const declared = Reflect.getMetadata('design:type', dto.prototype, key) as unknown;
      return declared === String && value !== null && typeof value === 'object';
    })
    .map(([field]) => ({ field, message: `${field} 必须是字符串` }));
}

/** Global pipe: strips unknown fields (no mass assignment), converts form strings to numbers. */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const dto = metadata.metatype;
    if (metadata.type === 'body' && dto && this.toValidate(metadata) && value && typeof value === 'object') {
      const errors = nonTextValuesForTextFields(value as Record<string, unknown>, dto);
      if (errors.length) throw ApiError.badRequest('参数类型错误', { errors });
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    transform: true,
    transformOptions: { enableImplicitConversion: true },
    exceptionFactory: validationException,
    validationError: { target: false, value: false },
  });
}
