import { describe, expect, it } from 'vitest';
import { toaster, toastsReady } from './toaster';

describe('toaster', () => {
  it('keeps what is asked before the provider is in the page, and hands it over in order once it is', async () => {
    const calls: string[] = [];
    toaster.enqueue('网站已发布新版本', { variant: 'info', key: 'pending' });
    toaster.close('pending');
    toaster.enqueue('页面部分内容加载失败', { variant: 'error' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);

    toastsReady({
      enqueue: (message, options) => calls.push(`${String(options.variant)}: ${message}`),
      close: (key) => calls.push(`close ${String(key)}`),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['info: 网站已发布新版本', 'close pending', 'error: 页面部分内容加载失败']);

    toaster.enqueue('弹幕已发送', { variant: 'promise-resolve' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.at(-1)).toBe('promise-resolve: 弹幕已发送');
  });
});
