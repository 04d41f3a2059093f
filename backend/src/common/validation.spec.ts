import { ValidationError } from 'class-validator';
import { validationException } from './validation';

const error = (property: string, constraints: Record<string, string>, children: ValidationError[] = []) =>
  Object.assign(new ValidationError(), { property, constraints, children });

describe('validationException', () => {
  it('answers 422 with every broken rule per field', () => {
    const result = validationException([error('title', { maxLength: 'title 过长', isNotEmpty: 'title 不能为空' })]);
    expect(result.code).toBe(422);
    expect(result.data).toEqual({
      errors: [
        { field: 'title', message: 'title 过长' },
        { field: 'title', message: 'title 不能为空' },
      ],
    });
  });

  it('answers 400 when a field has the wrong type', () => {
    const result = validationException([error('page', { isInt: 'page 必须是整数' }), error('title', { maxLength: '过长' })]);
    expect(result.code).toBe(400);
    expect(result.data).toEqual({
      errors: [
        { field: 'page', message: 'page 必须是整数' },
        { field: 'title', message: '过长' },
      ],
    });
  });

  it('names nested fields with a dotted path', () => {
    const result = validationException([error('quality', {}, [error('url', { maxLength: '过长' })])]);
    expect(result.data).toEqual({ errors: [{ field: 'quality.url', message: '过长' }] });
  });
});
