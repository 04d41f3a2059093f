import { hourlyToken } from '@site/contract';
import { describe, expect, it, vi } from 'vitest';
import { promiseToast, type Toaster } from '../notify/promise-toast';
import { danmakuBackend } from './danmaku-backend';
import { danmakuApi, playerOptions, playerPreferences } from './options';

const envelope = (code: number, msg: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg, data }), { status: code || 200 });

describe('playerOptions', () => {
  it('carries the spec constants and one comment thread per video', () => {
    const options = playerOptions({ url: '/uploads/a.mp4', poster: '/uploads/a.png', danmakuId: 'news-7' }, '/api');
    expect(options).toMatchObject({
      volume: 0.7,
      playbackSpeed: [0.5, 0.75, 1, 1.25, 1.5, 2],
      preload: 'metadata',
      hotkey: true,
      mutex: true,
      lang: 'zh-cn',
      theme: '#b7daff',
      video: { url: '/uploads/a.mp4', pic: '/uploads/a.png' },
      danmaku: { id: 'news-7', api: '/api/danmaku/', maximum: 1000 },
    });
    expect(options).not.toHaveProperty('subtitle');
  });

  it('passes a quality list with its default, and a subtitle in 20px white at 40px from the bottom', () => {
    const quality = [
      { name: '高清', url: '/hd.mp4' },
      { name: '标清', url: '/sd.mp4' },
    ];
    const options = playerOptions({ url: '', danmakuId: 'x', quality, defaultQuality: 1, subtitle: '/a.vtt' }, '/api');
    expect(options.video).toMatchObject({ quality, defaultQuality: 1 });
    expect(options).toMatchObject({ subtitle: { url: '/a.vtt', fontSize: '20px', bottom: '40px', color: '#fff' } });
  });

  it('takes the volume, theme and comment count of the player settings', () => {
    const preferences = playerPreferences({
      player_volume: '0.4',
      player_theme: '#ff6600',
      player_danmaku: '1',
      player_danmaku_max: '200',
    });
    const options = playerOptions({ url: '/a.mp4', danmakuId: 'case-3' }, '/api', preferences);
    expect(options).toMatchObject({ volume: 0.4, theme: '#ff6600', danmaku: { id: 'case-3', maximum: 200 } });
  });

  it('leaves the comments out when the danmaku switch is off', () => {
    const options = playerOptions(
      { url: '/a.mp4', danmakuId: 'x' },
      '/api',
      playerPreferences({ player_danmaku: '0' }),
    );
    expect(options).not.toHaveProperty('danmaku');
  });

  it('falls back to the defaults for missing or invalid settings, one by one', () => {
    const defaults = { volume: 0.7, theme: '#b7daff', danmaku: true, danmakuMax: 1000 };
    expect(playerPreferences({})).toEqual(defaults);
    expect(
      playerPreferences({
        player_volume: '1.5',
        player_theme: 'blue',
        player_danmaku: 'yes',
        player_danmaku_max: '9999',
      }),
    ).toEqual(defaults);
    expect(playerPreferences({ player_volume: '', player_danmaku_max: '2.5', player_theme: '#abc' })).toEqual({
      ...defaults,
      theme: '#abc',
    });
    expect(playerPreferences({ player_volume: '0', player_danmaku_max: '5000' })).toMatchObject({
      volume: 0,
      danmakuMax: 5000,
    });
  });

  it('puts the comment API under the API base', () => {
    expect(danmakuApi('/api')).toBe('/api/danmaku/');
    expect(danmakuApi('https://api.example.cn/api/')).toBe('https://api.example.cn/api/danmaku/');
  });
});

describe('danmakuBackend', () => {
  it('reads the envelope into the comments DPlayer draws', async () => {
    const fetcher = vi.fn(async () => envelope(0, 'ok', [[1.5, 0, 16777215, '访客', '你好']]));
    const success = vi.fn();
    await danmakuBackend('s', fetcher).read({ url: '/api/danmaku/v3/?id=a', success, error: vi.fn() });
    expect(success).toHaveBeenCalledWith([{ time: 1.5, type: 0, color: 16777215, author: '访客', text: '你好' }]);
  });

  it("hands DPlayer the server's msg when reading or sending fails", async () => {
    const error = vi.fn();
    await danmakuBackend('s', async () => envelope(429, '发送太频繁，请稍后再试')).send({
      url: '/api/danmaku/v3/',
      data: { text: 'x' },
      success: vi.fn(),
      error,
    });
    expect(error).toHaveBeenCalledWith('发送太频繁，请稍后再试');

    const unreachable = vi.fn();
    await danmakuBackend('s', async () => {
      throw new TypeError('offline');
    }).read({ url: '/x', success: vi.fn(), error: unreachable });
    expect(unreachable).toHaveBeenCalledWith();
  });

  it('posts JSON with the hourly token of the runtime secret, computed when sent', async () => {
    const fetcher = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => envelope(0, 'ok', {}));
    const success = vi.fn();
    await danmakuBackend('runtime-secret', fetcher).send({
      url: '/api/danmaku/v3/',
      data: { id: 'news-7', text: '好', token: 'stale' },
      success,
      error: vi.fn(),
    });
    const init = fetcher.mock.calls[0][1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ id: 'news-7', text: '好', token: hourlyToken('runtime-secret') });
    expect(success).toHaveBeenCalled();
  });

  it('shows a promise toast while a comment is on its way: then "sent", the server\'s msg, or a failure', async () => {
    const shown: Array<[string, string]> = [];
    // The key of each toast that carries one: the pending toast, which is closed by it.
    const keys: string[] = [];
    const toaster: Toaster = {
      enqueue: (message, options) => {
        if (options.key !== undefined) keys.push(String(options.key));
        shown.push([String(options.variant), message]);
      },
      close: (key) => shown.push(['closed', String(key)]),
    };
    const notify: typeof promiseToast = (promise, messages) => promiseToast(promise, messages, toaster);
    const send = (fetcher: typeof fetch) =>
      new Promise<string>((settled) =>
        danmakuBackend('s', fetcher, notify).send({
          url: '/api/danmaku/v3/',
          data: { text: '好' },
          success: () => settled('success'),
          error: (message) => settled(`error:${message ?? ''}`),
        }),
      );

    expect(await send(async () => envelope(0, 'ok', {}))).toBe('success');
    expect(shown.splice(0)).toEqual([
      ['promise', '正在发送弹幕…'],
      ['closed', keys.shift()],
      ['promise-resolve', '弹幕已发送'],
    ]);

    expect(await send(async () => envelope(429, '发送太频繁，请稍后再试'))).toBe('error:发送太频繁，请稍后再试');
    expect(shown.splice(0)).toEqual([
      ['promise', '正在发送弹幕…'],
      ['closed', keys.shift()],
      ['promise-reject', '发送太频繁，请稍后再试'],
    ]);

    const offline = async () => {
      throw new TypeError('offline');
    };
    expect(await send(offline)).toBe('error:');
    expect(shown.splice(0).at(-1)).toEqual(['promise-reject', '弹幕发送失败，请稍后再试']);
  });
});
