import { IsInt, IsOptional, IsString, MaxLength, ValidationError } from 'class-validator';
import { createValidationPipe, validationException } from './validation';

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
    const result = validationException([
      error('page', { isInt: 'page 必须是整数' }),
      error('title', { maxLength: '过长' }),
    ]);
    expect(result.code).toBe(400);
    expect(result.data).toEqual({
      errors: [
        { field: 'page', message: 'page 必须是整数' },
        { field: 'title', message: '过长' },
      ],
    });
  });

  it('answers 422 for a missing required field, without its type errors', () => {
    const result = validationException([error('title', { isDefined: '标题不能为空', isString: 'title 必须是字符串' })]);
    expect(result.code).toBe(422);
    expect(result.data).toEqual({ errors: [{ field: 'title', message: '标题不能为空' }] });
  });

  it('names nested fields with a dotted path', () => {
    const result = validationException([error('quality', {}, [error('url', { maxLength: '过长' })])]);
    expect(result.data).toEqual({ errors: [{ field: 'quality.url', message: '过长' }] });
  });
});

describe('the global validation pipe', () => {
  class TitleDto {
    @IsString()
    @MaxLength(10)
    title: string;

    @IsOptional()
    @IsInt()
    page?: number;
  }
  const pipe = createValidationPipe();
  const body = (value: unknown) => pipe.transform(value, { type: 'body', metatype: TitleDto });

  it('reads decimal query strings as numbers', async () => {
    const query = (value: unknown) => pipe.transform(value, { type: 'query', metatype: TitleDto });
    await expect(query({ title: 'a', page: '2' })).resolves.toEqual({ title: 'a', page: 2 });
    await expect(query({ title: 'a', page: '0x2' })).rejects.toMatchObject({ code: 400 });
  });

  it.each([true, '2', '0x2', '2e0', ' 2'])('takes JSON as typed: %j for a number is a 400', async (page) => {
    await expect(body({ title: 'a', page })).rejects.toMatchObject({ code: 400 });
  });

  it('refuses a number for a text field with 400', async () => {
    await expect(body({ title: 12 })).rejects.toMatchObject({ code: 400 });
  });

  it('words class-validator defaults in Chinese, with their bound', async () => {
    await expect(body({ title: 'x'.repeat(11), page: 'p' })).rejects.toMatchObject({
      data: {
        errors: [
          { field: 'title', message: 'title 最多 10 个字符' },
          { field: 'page', message: 'page 必须是整数' },
        ],
      },
    });
  });

  it.each([{ nested: 1 }, ['a']])('refuses a JSON object or array for a text field with 400 (%j)', async (value) => {
    await expect(body({ title: value })).rejects.toMatchObject({
      code: 400,
      data: { errors: [{ field: 'title', message: expect.any(String) }] },
    });
  });

  it('drops fields the DTO does not declare', async () => {
    await expect(body({ title: 'a', password_hash: 'x' })).resolves.toEqual({ title: 'a' });
  });
});
