import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from './App';
import { makeAdmin, memoryTokens } from './test/factories';
import { fail, fakeApi, ok } from './test/fake-api';

function signInWith(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('App', () => {
  beforeEach(() => window.history.replaceState(null, '', '/adm/'));

  it('signs in, shows the admin from get_adm_info, and signs out', async () => {
    const admin = makeAdmin({ username: 'chief', nickname: '总管' });
    const tokens = memoryTokens();
    const api = fakeApi({ login: ok({ access_token: 'tok-1' }), get_adm_info: ok(admin), logout: ok(null) });
    render(<App tokens={tokens} tokenSecret="s" fetch={api.fetch} basePath="/adm/" />);
    expect(window.location.pathname).toBe('/adm/login');

    signInWith(' chief ', 'right-password');

    expect(await screen.findByRole('heading', { name: '欢迎，总管' })).toBeTruthy();
    expect(screen.getByTestId('admin-username').textContent).toBe('chief');
    expect(tokens.get()).toBe('tok-1');
    expect(api.calls[0].body).toEqual({ username: 'chief', password: 'right-password' });
    expect(api.calls[1].headers.access_token).toBe('tok-1');
    expect(window.location.pathname).toBe('/adm/');

    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));

    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/adm/login', '/api/adm/get_adm_info', '/api/adm/logout']);
    expect(tokens.get()).toBeNull();
  });

  it('shows the server message when the sign-in fails', async () => {
    const api = fakeApi({ login: fail(401, '用户名或密码错误') });
    render(<App tokens={memoryTokens()} tokenSecret="s" fetch={api.fetch} basePath="/adm/" />);

    signInWith('admin', 'wrong-password');

    expect((await screen.findByRole('alert')).textContent).toBe('用户名或密码错误');
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('resumes a stored session, and drops it when the server says it is gone', async () => {
    const tokens = memoryTokens('stale');
    const api = fakeApi({ get_adm_info: fail(401, '登录已过期，请重新登录') });
    render(<App tokens={tokens} tokenSecret="s" fetch={api.fetch} basePath="/adm/" />);

    expect(screen.getByRole('status').textContent).toBe('正在加载…');
    expect((await screen.findByRole('alert')).textContent).toBe('登录已失效，请重新登录');
    expect(tokens.get()).toBeNull();
    expect(api.calls[0].headers.access_token).toBe('stale');
  });
});
