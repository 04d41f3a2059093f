import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WebhookDelivery, WebhookEndpoint } from '@site/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fake-api';
import { renderWithApi } from '../../test/render-with-api';
import { WebhookList } from './WebhookList';

const ENDPOINT: WebhookEndpoint = {
  id: 2,
  name: 'CDN',
  url: 'https://hooks.partner.example/site',
  events: ['news.published', 'news.unpublished', 'news.deleted', 'media.uploaded'],
  enabled: true,
  disabled_reason: '',
  disabled_at: null,
  failing_since: null,
  created_at: '2026-11-28T08:00:00.000Z',
  updated_at: '2026-11-28T08:00:00.000Z',
};
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYq=';
const DELIVERY: WebhookDelivery = {
  id: 7,
  delivery_id: 'msg_2b8f3c1e9d7a4f6b8c0d1e2f3a4b5c6d',
  endpoint_id: 2,
  event: 'webhook.test',
  state: 'sent',
  attempts: 1,
  next_attempt_at: null,
  last_attempt_at: '2026-11-28T08:00:01.000Z',
  response_status: 200,
  duration_ms: 42,
  response_excerpt: 'ok, thanks',
  error: '',
  created_at: '2026-11-28T08:00:00.000Z',
};

const renderList = (answers: Parameters<typeof renderWithApi>[1]) => renderWithApi(<WebhookList />, answers);

// Rendering react-admin takes seconds on a busy machine.
describe('/adm/webhooks', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists endpoints with their events and state, and the notice of one the server turned off', async () => {
    renderList({
      get_webhook_list: ok([
        ENDPOINT,
        { ...ENDPOINT, id: 3, name: 'App', events: ['*'], enabled: false, disabled_reason: '投递一直失败' },
      ]),
    });
    const row = await screen.findByTestId('webhook-2');
    expect(within(row).getByText('https://hooks.partner.example/site')).toBeInTheDocument();
    expect(within(row).getByText('news.published')).toBeInTheDocument();
    expect(within(row).getByText('另有 1 个')).toBeInTheDocument();
    expect(within(row).getByText('已启用')).toBeInTheDocument();
    const off = screen.getByTestId('webhook-3');
    expect(within(off).getByText('全部事件')).toBeInTheDocument();
    expect(within(off).getByText('已停用')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('“App”已被自动停用：投递一直失败');
  });

  it('creates an endpoint for all events, then shows its secret once with a copy button', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const calls = renderList({
      get_webhook_list: [ok([]), ok([{ ...ENDPOINT, events: ['*'] }])],
      save_webhook: ok({ ...ENDPOINT, events: ['*'], secret: SECRET }),
    });
    expect(await screen.findByText('还没有网络钩子')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '新建网络钩子' }));
    fireEvent.change(await screen.findByLabelText(/名称/), { target: { value: ' CDN ' } });
    fireEvent.change(screen.getByLabelText(/网址/), { target: { value: 'https://hooks.partner.example/site' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByTestId('new-webhook-secret')).toHaveValue(SECRET);
    expect(screen.getByText(/关闭后将无法再次查看/)).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/save_webhook'))?.body).toEqual({
      name: 'CDN',
      url: 'https://hooks.partner.example/site',
      events: ['*'],
      enabled: true,
    });
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    fireEvent.click(screen.getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByTestId('new-webhook-secret')).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('edits an endpoint: picks events by family instead of all, and can turn it off', async () => {
    const calls = renderList({
      get_webhook_list: [ok([{ ...ENDPOINT, events: ['*'] }]), ok([ENDPOINT])],
      save_webhook: ok(ENDPOINT),
    });
    fireEvent.click(within(await screen.findByTestId('webhook-2')).getByRole('button', { name: '编辑' }));
    expect(await screen.findByLabelText(/名称/)).toHaveValue('CDN');
    fireEvent.click(screen.getByRole('checkbox', { name: '全部事件' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /事件/ }));
    expect(await screen.findByText('媒体库')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'news.published' }));
    fireEvent.click(screen.getByRole('option', { name: 'media.uploaded' }));
    fireEvent.click(screen.getByRole('switch', { name: '启用' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/save_webhook'))?.body).toEqual({
        id: 2,
        name: 'CDN',
        url: 'https://hooks.partner.example/site',
        events: ['news.published', 'media.uploaded'],
        enabled: false,
      }),
    );
  });

  it('sends a test, lists the endpoint’s deliveries and sends one again', async () => {
    const calls = renderList({
      get_webhook_list: [ok([ENDPOINT]), ok([ENDPOINT])],
      test_webhook: ok(DELIVERY),
      get_webhook_delivery_list: [
        ok({ list: [DELIVERY], total: 1 }),
        ok({ list: [{ ...DELIVERY, attempts: 2 }], total: 1 }),
      ],
      resend_webhook_delivery: ok({ ...DELIVERY, attempts: 2 }),
    });
    fireEvent.click(within(await screen.findByTestId('webhook-2')).getByRole('button', { name: '测试投递' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/test_webhook'))).toBe(true));

    fireEvent.click(within(screen.getByTestId('webhook-2')).getByRole('button', { name: '投递记录' }));
    const row = await screen.findByTestId('webhook-delivery-7');
    expect(within(row).getByText('webhook.test')).toBeInTheDocument();
    expect(within(row).getByText('已送达')).toBeInTheDocument();
    expect(within(row).getByText('42 ms')).toBeInTheDocument();
    expect(within(row).getByText('ok, thanks')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '再次发送' }));
    expect(await within(await screen.findByTestId('webhook-delivery-7')).findByText('2')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/resend_webhook_delivery'))?.body).toEqual({ id: 7 });
    expect(calls.find((call) => call.url.endsWith('/get_webhook_delivery_list'))?.body).toEqual({
      endpoint_id: 2,
      limit: 50,
    });
  });
});
