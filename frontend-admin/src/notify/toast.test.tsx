import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';
import { ToastProvider } from './ToastProvider';

/** Product spec, section 9: a toast stays 6000 ms, and its timer resumes 2000 ms after a touch ends. */
const SPEC_DURATION_MS = 6000;
const SPEC_RESUME_AFTER_TOUCH_MS = 2000;

function renderToasts() {
  render(<ToastProvider>{null}</ToastProvider>);
}

/** Lets timers run in small steps, so React renders between them (exit transitions chain timers). */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 50) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(50, left));
    });
  }
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces errors assertively and warnings politely', async () => {
    renderToasts();
    act(() => {
      toast.error('保存失败');
      toast.warning('内容较长');
    });
    await advance(10);
    const error = screen.getByText('保存失败').closest('[role="alert"]');
    const warning = screen.getByText('内容较长').closest('[role="status"]');
    expect(error).toHaveAttribute('aria-live', 'assertive');
    expect(warning).toHaveAttribute('aria-live', 'polite');
  });

  it('hides after 6000 ms, and shows duplicates and many at once', async () => {
    renderToasts();
    act(() => {
      for (let i = 0; i < 5; i++) toast.info('同一条消息');
    });
    await advance(10);
    expect(screen.getAllByText('同一条消息')).toHaveLength(5);
    await advance(SPEC_DURATION_MS - 100);
    expect(screen.getAllByText('同一条消息')).toHaveLength(5);
    await advance(1000);
    expect(screen.queryAllByText('同一条消息')).toHaveLength(0);
  });

  it('pauses while hovered and resumes 2000 ms after a touch ends', async () => {
    renderToasts();
    act(() => {
      toast.success('已保存');
    });
    await advance(10);
    const alert = screen.getByText('已保存').closest('.MuiAlert-root')!;
    fireEvent.mouseEnter(alert);
    await advance(SPEC_DURATION_MS * 2);
    expect(screen.getByText('已保存')).toBeInTheDocument();
    fireEvent.mouseLeave(alert);
    fireEvent.touchStart(alert);
    fireEvent.touchEnd(alert);
    await advance(SPEC_RESUME_AFTER_TOUCH_MS + SPEC_DURATION_MS - 200);
    expect(screen.getByText('已保存')).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByText('已保存')).toBeNull();
  });

  it('keeps a promise toast until it settles, then turns it into success or error', async () => {
    renderToasts();
    let resolve!: (value: string) => void;
    const done = toast.promise(new Promise<string>((r) => (resolve = r)), {
      loading: '上传中…',
      success: (url) => `已上传 ${url}`,
      error: '上传失败',
    });
    await advance(SPEC_DURATION_MS * 3);
    expect(screen.getByText('上传中…')).toBeInTheDocument();
    await act(async () => resolve('/uploads/a.png'));
    await done;
    await advance(1000);
    expect(screen.queryByText('上传中…')).toBeNull();
    expect(screen.getByText('已上传 /uploads/a.png').closest('[role="status"]')).toBeInTheDocument();

    const failed = toast.promise(Promise.reject(new Error('x')), {
      loading: '处理中',
      success: '好',
      error: '处理失败',
    });
    await expect(failed).rejects.toThrow('x');
    await advance(1000);
    expect(screen.getByText('处理失败').closest('[role="alert"]')).toBeInTheDocument();
  });
});
