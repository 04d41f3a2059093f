import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiProvider } from '../api/ApiContext';
import { createApiClient } from '../api/client';
import { ToastProvider } from '../notify/ToastProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { makeAdmin } from '../test/factories';
import { fakeApi, ok } from '../test/fake-api';
import { SessionsPage } from './SessionsPage';
import { TwoFactorPage } from './TwoFactorPage';

function renderWith(answers: Parameters<typeof fakeApi>[0], page: ReactNode) {
  const api = fakeApi(answers);
  const client = createApiClient({ tokenSecret: 's', getAccessToken: () => 'tok', fetch: api.fetch });
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>
        <ToastProvider>
          <ApiProvider value={client}>{page}</ApiProvider>
        </ToastProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return api.calls;
}

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

/** Several calls and renders per test: room for a busy machine. */
const SLOW = 20_000;

describe('two-factor page', () => {
  beforeEach(() => localStorage.clear());

  it(
    'enrols: the QR code and key, a first code, then the ten recovery codes shown once',
    async () => {
      const calls = renderWith(
        {
          get_adm_info: [ok(makeAdmin({ role: 'editor' })), ok(makeAdmin({ role: 'editor', totp_enabled: true }))],
          get_auth_policy: ok({ totp_required: false }),
          totp_setup: ok({
            secret: 'JBSWY3DPEHPK3PXP',
            otpauth_url: 'otpauth://totp/x',
            qr: 'data:image/png;base64,AAAA',
          }),
          totp_enable: ok({ recovery_codes: CODES }),
        },
        <TwoFactorPage />,
      );
      expect(await screen.findByText('两步验证未启用：登录时只需密码')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: '启用两步验证' }));
      expect(await screen.findByAltText('otpauth QR')).toHaveAttribute('src', 'data:image/png;base64,AAAA');
      expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

      fireEvent.change(screen.getByLabelText(/验证码/), { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: '确认启用' }));
      const list = await screen.findByTestId('recovery-codes');
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(CODES);
      expect(calls.find((call) => call.url.endsWith('totp_enable'))?.body).toEqual({ code: '123456' });
      expect(await screen.findByText('两步验证已启用')).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: '我已保存恢复码' }));
      await waitFor(() => expect(screen.queryByTestId('recovery-codes')).toBeNull());
    },
    SLOW,
  );

  it('tells an admin the site requires it, and lets a super admin with TOTP require it of everyone', async () => {
    renderWith(
      { get_adm_info: ok(makeAdmin({ totp_enabled: false })), get_auth_policy: ok({ totp_required: true }) },
      <TwoFactorPage />,
    );
    expect(await screen.findByText('本站要求所有管理员启用两步验证，请先完成设置')).toBeInTheDocument();
    expect(screen.queryByLabelText('要求所有管理员启用两步验证')).toBeNull();
  });
});

describe('sessions page', () => {
  it(
    'lists the devices with the current one marked, and signs another one out',
    async () => {
      const sessions = [
        {
          id: 2,
          device: 'Chrome on Windows',
          ip: '203.0.113.9',
          created_at: '2026-11-21T08:00:00.000Z',
          last_seen_at: '2026-11-21T09:00:00.000Z',
          current: true,
        },
        {
          id: 1,
          device: 'Safari on iPhone',
          ip: '198.51.100.7',
          created_at: '2026-11-20T08:00:00.000Z',
          last_seen_at: '2026-11-20T09:00:00.000Z',
          current: false,
        },
      ];
      const calls = renderWith(
        { get_session_list: [ok(sessions), ok([sessions[0]])], revoke_session: ok(null) },
        <SessionsPage />,
      );
      const rows = await screen.findAllByTestId('session');
      expect(rows).toHaveLength(2);
      expect(within(rows[0]).getByText('当前设备')).toBeInTheDocument();
      expect(within(rows[0]).queryByRole('button')).toBeNull();
      fireEvent.click(within(rows[1]).getByRole('button', { name: '退出此设备' }));
      await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
      expect(calls.find((call) => call.url.endsWith('revoke_session'))?.body).toEqual({ id: 1 });
    },
    SLOW,
  );
});
