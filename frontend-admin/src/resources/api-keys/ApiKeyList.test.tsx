import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiKey } from '@site/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fake-api';
import { renderWithApi } from '../../test/render-with-api';
import { ApiKeyList } from './ApiKeyList';

const KEY: ApiKey = {
  id: 3,
  name: 'nightly import',
  prefix: 'sitekey_Ab3xY9',
  scopes: ['content_read', 'uploads'],
  created_by: 'admin',
  created_at: '2026-11-21T08:00:00.000Z',
  expires_at: null,
  last_used_at: null,
  revoked_at: null,
  state: 'active',
};
const SECRET = 'sitekey_Ab3xY9kQ2mN7pR4sT8vW1zC5eF0gH6jL3nP9qS2uX7y';

const renderList = (answers: Parameters<typeof renderWithApi>[1]) => renderWithApi(<ApiKeyList />, answers);

// Rendering react-admin takes seconds on a busy machine.
describe('/adm/api_keys', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists keys by name, prefix, scopes and state, never a secret', async () => {
    renderList({ get_api_key_list: ok([KEY, { ...KEY, id: 4, name: 'old', state: 'revoked' }]) });
    const row = await screen.findByTestId('api-key-3');
    expect(within(row).getByText('nightly import')).toBeInTheDocument();
    expect(within(row).getByText('sitekey_Ab3xY9…')).toBeInTheDocument();
    expect(within(row).getByText('读取内容')).toBeInTheDocument();
    expect(within(row).getByText('上传文件')).toBeInTheDocument();
    expect(within(row).getByText('有效')).toBeInTheDocument();
    expect(within(row).getByText('从不')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '撤销' })).toBeInTheDocument();
    const revoked = screen.getByTestId('api-key-4');
    expect(within(revoked).getByText('已撤销')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button', { name: '撤销' })).toBeNull();
  });

  it('creates a key with its scopes and expiry, then shows it once with a warning and a copy button', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const calls = renderList({
      get_api_key_list: [ok([]), ok([KEY])],
      save_api_key: ok({ ...KEY, key: SECRET }),
    });
    expect(await screen.findByText('还没有 API 密钥')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '新建密钥' }));
    fireEvent.change(await screen.findByLabelText(/名称/), { target: { value: ' nightly import ' } });
    fireEvent.click(screen.getByLabelText('上传文件'));
    fireEvent.change(screen.getByLabelText(/到期日/), { target: { value: '2027-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: '创建' }));

    expect(await screen.findByTestId('new-api-key')).toHaveValue(SECRET);
    expect(screen.getByText(/关闭后将无法再次查看/)).toBeInTheDocument();
    const saved = calls.find((call) => call.url.endsWith('/save_api_key'))?.body as Record<string, unknown>;
    expect(saved).toEqual({
      name: 'nightly import',
      scopes: ['content_read', 'uploads'],
      expires_at: new Date('2027-01-31T23:59:59.999').toISOString(),
    });
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));

    fireEvent.click(screen.getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByTestId('new-api-key')).toBeNull());
    expect(await screen.findByTestId('api-key-3')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes a key only after confirmation', async () => {
    const calls = renderList({
      get_api_key_list: [ok([KEY]), ok([{ ...KEY, state: 'revoked' }])],
      revoke_api_key: ok(null),
    });
    fireEvent.click(within(await screen.findByTestId('api-key-3')).getByRole('button', { name: '撤销' }));
    expect(await screen.findByText('撤销密钥“nightly import”？')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/revoke_api_key'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /确认|Confirm/ }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/revoke_api_key'))?.body).toEqual({ id: 3 }));
    expect(await within(screen.getByTestId('api-key-3')).findByText('已撤销')).toBeInTheDocument();
  });
});
