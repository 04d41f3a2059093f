import { IsDefined, ValidateIf } from 'class-validator';

/**
 * Like `@IsOptional()`, but only a missing field skips the rules: `null` is still validated (and refused
 * by the type rule, 400) instead of slipping through and being written as NULL into a NOT NULL column.
 */
export const Omittable = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/**
 * A field a save must carry when it creates (no `id`, or `id` 0): missing → 422 with `message`.
 * An update may leave it out (the row keeps its value), but may not send `null`.
 */
export function RequiredOnCreate(message: string): PropertyDecorator {
  const when = ValidateIf((body: { id?: number }, value: unknown) => !body.id || value !== undefined);
  const defined = IsDefined({ message });
  return (target, property) => {
    when(target, property);
    defined(target, property);
  };
}
