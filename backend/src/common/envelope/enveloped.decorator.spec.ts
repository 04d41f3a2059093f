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

  it('lets a failure through untouched, for the exception filter', async () => {
    await expect(new Handlers(null).fail()).rejects.toThrow('the filter answers this');
  });
});
