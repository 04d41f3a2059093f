// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { danmakuBackend } from './danmaku-backend';
import { sendThroughSite } from './danmaku-send';

type Backend = ReturnType<typeof danmakuBackend>;
type SendRequest = Parameters<Backend['send']>[0];

/** The comment box as DPlayer marks it up, a DPlayer-like listener on it, and a backend that answers as told. */
function setUp(answer: 'stored' | 'refused') {
  const container = document.createElement('div');
  container.innerHTML =
    '<input class="dplayer-comment-input">' +
    '<div class="dplayer-comment-setting-color"><input type="radio" value="#fff"><input type="radio" value="#e54256" checked></div>' +
    '<div class="dplayer-comment-setting-type"><input type="radio" value="0"><input type="radio" value="1" checked></div>' +
    '<button class="dplayer-send-icon"></button>';
  document.body.append(container);
  const input = container.querySelector('input') as HTMLInputElement;
  // DPlayer's own send, which would draw at once whatever the server says: it must never run.
  const dplayerSend = vi.fn();
  input.addEventListener('keydown', dplayerSend);
  container.querySelector('.dplayer-send-icon')?.addEventListener('click', dplayerSend);
  const sent: SendRequest[] = [];
  const backend = {
    read: vi.fn(),
    send: vi.fn(async (request: SendRequest) => {
      sent.push(request);
      if (answer === 'stored') request.success({});
      else request.error('发送太频繁，请稍后再试');
    }),
  } as unknown as Backend;
  const draw = vi.fn();
  const video = document.createElement('video');
  const notice = vi.fn();
  sendThroughSite(container, { video, notice, danmaku: { draw } }, backend, {
    id: 'news-1',
    api: '/api/danmaku/',
    user: '访客',
    border: '2px solid #b7daff',
  });
  return { container, input, dplayerSend, sent, draw, notice };
}

describe('sendThroughSite', () => {
  it('asks for a comment in the player, plainly, and sends nothing when the box is blank', () => {
    const { input, sent, notice, dplayerSend } = setUp('stored');
    input.value = '   ';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(notice).toHaveBeenCalledWith('请输入弹幕内容');
    expect([sent.length, dplayerSend.mock.calls.length]).toEqual([0, 0]);
  });

  it('draws a comment only once the server stored it, with its color and type', async () => {
    const { input, dplayerSend, sent, draw } = setUp('stored');
    input.value = ' 你好<b> ';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await vi.waitFor(() => expect(draw).toHaveBeenCalledTimes(1));
    expect(sent[0]).toMatchObject({
      url: '/api/danmaku/v3/',
      data: { id: 'news-1', author: '访客', text: '你好<b>', color: 0xe54256, type: 1 },
    });
    expect(draw).toHaveBeenCalledWith({
      text: '你好&#60;b&#62;',
      color: 0xe54256,
      type: 1,
      border: '2px solid #b7daff',
    });
    expect(input.value).toBe('');
    expect(dplayerSend).not.toHaveBeenCalled();
  });

  it('draws nothing when the server refuses, and keeps the text to send again', async () => {
    const { container, input, dplayerSend, sent, draw } = setUp('refused');
    input.value = '第二条';
    container.querySelector<HTMLButtonElement>('.dplayer-send-icon')?.click();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(draw).not.toHaveBeenCalled();
    expect(input.value).toBe('第二条');
    expect(dplayerSend).not.toHaveBeenCalled();
  });
});
