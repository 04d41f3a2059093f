import { fireEvent, screen } from '@testing-library/react';
import type { BaiduPushItem } from '@site/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-api';
import { renderWithApi } from '../../test/render-with-api';
import { BaiduPushCard } from './BaiduPushCard';

const SENT: BaiduPushItem = {
  id: 1,
  url: 'https://www.example.cn/detail/7',
  state: 'sent',
  attempts: 1,
  next_attempt_at: null,
  pushed_at: '2026-11-28T08:00:00.000Z',
  answer: '成功，今日还可推送 2998 条',
  changed_at: '2026-11-28T07:59:30.000Z',
};
const RETRYING: BaiduPushItem = {
  ...SENT,
  id: 2,
  url: 'https://www.example.cn/detail/8',
  state: 'pending',
  attempts: 2,
  pushed_at: null,
  next_attempt_at: '2026-11-28T08:05:00.000Z',
  answer: '百度返回 401：BAIDU_PUSH_TOKEN 无效',
};

const renderCard = (answers: Parameters<typeof renderWithApi>[1]) => renderWithApi(<BaiduPushCard />, answers);

// Rendering react-admin takes seconds on a busy machine.
describe('/adm/seo: Baidu active push', { timeout: 20_000 }, () => {
  it('lists the latest pushes with their state and what Baidu answered, and reads them again on 刷新', async () => {
    const calls = renderCard({
      get_baidu_push_list: [
        ok({ list: [SENT], total: 1, configured: true }),
        ok({ list: [RETRYING, SENT], total: 2, configured: true }),
      ],
    });
    expect(await screen.findByRole('link', { name: SENT.url })).toHaveAttribute('href', SENT.url);
    expect(screen.getByText('已推送')).toBeInTheDocument();
    expect(screen.getByText(/成功，今日还可推送 2998 条 · 第 1 次 · 推送于/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('等待推送')).toBeInTheDocument();
    expect(screen.getByText(/百度返回 401：BAIDU_PUSH_TOKEN 无效 · 第 2 次 · 下次尝试：/)).toBeInTheDocument();
    expect(screen.getByText('共 2 个页面')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/adm/get_baidu_push_list')).toHaveLength(2);
  });

  it('says how to turn it on when the server has no token', async () => {
    renderCard({ get_baidu_push_list: ok({ list: [], total: 0, configured: false }) });
    expect(await screen.findByText(/未开启：在服务器上设置 BAIDU_PUSH_TOKEN/)).toBeInTheDocument();
    expect(screen.queryByText('还没有推送过的页面。')).not.toBeInTheDocument();
  });
});
