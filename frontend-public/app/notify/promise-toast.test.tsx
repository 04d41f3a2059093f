// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { promiseToast } from './promise-toast';
import Toasts from './Toasts';

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const toasts = () =>
  [...document.querySelectorAll('.toast')].map((toast) => ({
    type: [...toast.classList].find((name) => name.startsWith('toast-') && name !== 'toast-message'),
    text: toast.textContent,
    role: toast.getAttribute('role'),
  }));

/** Time passes in 100 ms steps: each transition stage's timer is set by an effect of the stage before. */
async function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  render(<Toasts />);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('promiseToast with the site toasts', () => {
  it('stays until the promise resolves, then becomes a resolve toast that leaves after 6000 ms', async () => {
    const sending = deferred<{ id: number }>();
    let result: Promise<{ id: number }> = Promise.resolve({ id: 0 });
    await act(async () => {
      result = promiseToast(sending.promise, {
        pending: '正在发送弹幕…',
        resolve: (value) => `已发送 #${value.id}`,
        reject: '发送失败',
      });
    });
    expect(toasts()).toEqual([{ type: 'toast-promise', text: '正在发送弹幕…', role: 'status' }]);

    // Far past the default duration: a promise toast has none.
    await advance(60_000);
    expect(toasts()).toEqual([{ type: 'toast-promise', text: '正在发送弹幕…', role: 'status' }]);

    await act(async () => sending.resolve({ id: 7 }));
    await expect(result).resolves.toEqual({ id: 7 });
    // The pending toast's exit transition (under a second) is over.
    await advance(1000);
    expect(toasts()).toEqual([{ type: 'toast-promise-resolve', text: '已发送 #7', role: 'status' }]);

    await advance(4900);
    expect(toasts()).toHaveLength(1);
    // 6000 ms after it opened, plus its own exit transition.
    await advance(1000);
    expect(toasts()).toEqual([]);
  });

  it('becomes an assertive reject toast with the message of the failure, and passes the failure on', async () => {
    const sending = deferred<never>();
    let result: Promise<unknown> = Promise.resolve();
    await act(async () => {
      result = promiseToast(sending.promise, {
        pending: '正在发送弹幕…',
        resolve: '弹幕已发送',
        reject: (error) => (error instanceof Error ? error.message : '发送失败'),
      });
      result.catch(() => undefined);
    });
    await advance(30_000);
    expect(toasts()).toHaveLength(1);

    await act(async () => sending.reject(new Error('发送太频繁，请稍后再试')));
    await expect(result).rejects.toThrow('发送太频繁，请稍后再试');
    await advance(1000);
    expect(toasts()).toEqual([{ type: 'toast-promise-reject', text: '发送太频繁，请稍后再试', role: 'alert' }]);
    await advance(4900);
    expect(toasts()).toHaveLength(1);
    await advance(1000);
    expect(toasts()).toEqual([]);
  });
});
