import { ValidationError, ValidationPipe } from '@nestjs/common';
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
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => ({
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

/** Global pipe: strips unknown fields (no mass assignment), converts form strings to numbers. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    transformOptions: { enableImplicitConversion: true },
    exceptionFactory: validationException,
    validationError: { target: false, value: false },
  });
}
