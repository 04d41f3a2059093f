import { IsInt, IsOptional, IsString, MaxLength, ValidationError } from 'class-validator';
import { createValidationPipe, validationException } from './validation';

const error = (property: string, constraints: Record<string, string>, children: ValidationError[] = []) =>
  Object.assign(new ValidationError(), { property, constraints, children, value: 'sent' });

describe('validationException', () => {
  it('answers 422 with one message per field, the first rule it breaks', () => {
    const result = validationException([error('title', { maxLength: 'title 过长', isNotEmpty: 'title 不能为空' })]);
    expect(result.code).toBe(422);
    expect(result.data).toEqual({ errors: [{ field: 'title', message: 'title 过长' }] });
  });

  it('answers 422 when a field has the wrong type, naming only its type', () => {
    const result = validationException([
      error('page', { min: 'page 不能小于 1', isInt: 'page 必须是整数', max: 'page 不能大于 9' }),
      error('title', { maxLength: '过长' }),
    ]);
    expect(result.code).toBe(422);
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

  it('tells a field left out that it is missing, not that its type is wrong', () => {
    const missing = Object.assign(error('id', { isString: 'id 必须是文本' }), { value: undefined });
    expect(validationException([missing]).data).toEqual({ errors: [{ field: 'id', message: 'id 不能为空' }] });
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
    await expect(query({ title: 'a', page: '0x2' })).rejects.toMatchObject({ code: 422 });
  });

  it.each([true, '2', '0x2', '2e0', ' 2'])('takes JSON as typed: %j for a number is a 422', async (page) => {
    await expect(body({ title: 'a', page })).rejects.toMatchObject({ code: 422 });
  });

  it('refuses a number for a text field with 422', async () => {
    await expect(body({ title: 12 })).rejects.toMatchObject({ code: 422 });
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

  it.each([{ nested: 1 }, ['a']])('refuses a JSON object or array for a text field with 422 (%j)', async (value) => {
    await expect(body({ title: value })).rejects.toMatchObject({
      code: 422,
      data: { errors: [{ field: 'title', message: expect.any(String) }] },
    });
  });

  it('names a field the call neither takes nor answers, with the rules the others break', async () => {
    await expect(body({ title: 'x'.repeat(11), pagee: 2 })).rejects.toMatchObject({
      code: 422,
      data: {
        errors: [
          { field: 'pagee', message: 'pagee 不是此接口的字段' },
          { field: 'title', message: 'title 最多 10 个字符' },
        ],
      },
    });
  });

  it('still drops unknown query parameters (players add their own)', async () => {
    const query = pipe.transform({ title: 'a', _: '1' }, { type: 'query', metatype: TitleDto });
    await expect(query).resolves.toEqual({ title: 'a' });
  });
});
