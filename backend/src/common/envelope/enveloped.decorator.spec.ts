import 'reflect-metadata';
import { SetMetadata } from '@nestjs/common';
import { Enveloped } from './enveloped.decorator';

class Handlers {
  constructor(private readonly answer: unknown) {}

  @Enveloped()
  @SetMetadata('applied-before', 'kept')
  async read(suffix: string): Promise<unknown> {
    return typeof this.answer === 'string' ? `${this.answer}${suffix}` : this.answer;
  }

  @Enveloped()
  async given(first: string, second: number): Promise<unknown[]> {
    return [first, second];
  }

  @Enveloped()
  async fail(): Promise<never> {
    throw new Error('the filter answers this');
  }
}

describe('@Enveloped', () => {
  it("answers the handler's result, run on its instance with its arguments, as the success envelope", async () => {
    await expect(new Handlers('新闻').read('列表')).resolves.toEqual({ code: 0, msg: '操作成功', data: '新闻列表' });
  });

  it('answers data null for a handler that returns nothing', async () => {
    await expect(new Handlers(undefined).read('')).resolves.toEqual({ code: 0, msg: '操作成功', data: null });
  });

  it("keeps the metadata of the decorators applied before it (Nest's routes, guards and OpenAPI read it)", () => {
    expect(Reflect.getMetadata('applied-before', Handlers.prototype.read)).toBe('kept');
    expect(Handlers.prototype.read.name).toBe('read');
  });

  it("takes the request after the handler's own arguments, for msg's language, and keeps it from the handler", async () => {
    const english = { headers: { 'accept-language': 'en' }, acceptsLanguages: () => 'en' };
    // As Nest calls it: the handler's arguments, then the request its `@Req()` names.
    const call = (handler: unknown, instance: Handlers, args: unknown[]) =>
      Reflect.apply(handler as (...all: unknown[]) => Promise<unknown>, instance, args);
    await expect(call(Handlers.prototype.given, new Handlers(null), ['a', 1, english])).resolves.toEqual({
      code: 0,
      msg: 'OK',
      data: ['a', 1],
    });
    const chinese = { headers: { 'accept-language': 'zh-CN' }, acceptsLanguages: () => 'zh' };
    await expect(call(Handlers.prototype.read, new Handlers('新闻'), ['列表', chinese])).resolves.toMatchObject({
      msg: '操作成功',
      data: '新闻列表',
    });
  });

  it('lets a failure through untouched, for the exception filter', async () => {
    await expect(new Handlers(null).fail()).rejects.toThrow('the filter answers this');
  });
});
