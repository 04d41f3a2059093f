import 'reflect-metadata';
import { type PipeTransform, SetMetadata } from '@nestjs/common';
import { CallContext, callContextParameter } from '../http/call-context';
import type { AppRequest } from '../http/request-context';
import { Enveloped } from './enveloped.decorator';

/** A call context whose client prefers `language` (by Accept-Language), or none. */
class TestContext extends CallContext {
  constructor(language?: 'en' | 'zh') {
    const request = language
      ? { headers: { 'accept-language': language === 'en' ? 'en' : 'zh-CN' }, acceptsLanguages: () => language }
      : { headers: {} };
    super(request as unknown as AppRequest, { setHeader: () => undefined }, new Date(0));
  }
}

class TestContextPipe implements PipeTransform<AppRequest, CallContext> {
  transform(): CallContext {
    return new TestContext();
  }
}

const TestCallContext = (): ParameterDecorator => callContextParameter(TestContextPipe);

class Handlers {
  constructor(private readonly answer: unknown) {}

  @Enveloped()
  @SetMetadata('applied-before', 'kept')
  async read(@TestCallContext() _call: CallContext, suffix: string): Promise<unknown> {
    return typeof this.answer === 'string' ? `${this.answer}${suffix}` : this.answer;
  }

  @Enveloped()
  async given(first: string, @TestCallContext() _call: CallContext, second: number): Promise<unknown[]> {
    return [first, second];
  }

  @Enveloped()
  async fail(@TestCallContext() _call: CallContext): Promise<never> {
    throw new Error('the filter answers this');
  }
}

describe('@Enveloped', () => {
  it("answers the handler's result, run on its instance with its arguments, as the success envelope", async () => {
    await expect(new Handlers('新闻').read(new TestContext(), '列表')).resolves.toEqual({
      code: 0,
      msg: '操作成功',
      data: '新闻列表',
    });
  });

  it('answers data null for a handler that returns nothing', async () => {
    await expect(new Handlers(undefined).read(new TestContext(), '')).resolves.toEqual({
      code: 0,
      msg: '操作成功',
      data: null,
    });
  });

  it("keeps the metadata of the decorators applied before it (Nest's routes, guards and OpenAPI read it)", () => {
    expect(Reflect.getMetadata('applied-before', Handlers.prototype.read)).toBe('kept');
    expect(Handlers.prototype.read.name).toBe('read');
  });

  it('says msg in the language of the call context the handler declares, wherever it stands, adding no argument', async () => {
    await expect(new Handlers(null).given('a', new TestContext('en'), 1)).resolves.toEqual({
      code: 0,
      msg: 'OK',
      data: ['a', 1],
    });
    await expect(new Handlers('新闻').read(new TestContext('zh'), '列表')).resolves.toMatchObject({
      msg: '操作成功',
      data: '新闻列表',
    });
    expect(Handlers.prototype.given).toHaveLength(0);
  });

  it('refuses, when decorated, a handler that declares no call context: its msg would have no language', () => {
    expect(() => {
      class Careless {
        @Enveloped()
        async read(suffix: string): Promise<string> {
          return suffix;
        }
      }
      return Careless;
    }).toThrow('Careless.read is @Enveloped() but declares no call context');
  });

  it('lets a failure through untouched, for the exception filter', async () => {
    await expect(new Handlers(null).fail(new TestContext())).rejects.toThrow('the filter answers this');
  });
});
