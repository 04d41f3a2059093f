import type { Admin } from '@site/contract';
import { useState } from 'react';

const ROLE_NAMES: Record<Admin['role'], string> = { super: '超级管理员', editor: '编辑' };

function formatTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '—';
}

interface AdminHomeProps {
  admin: Admin;
  onSignOut: () => Promise<void>;
}

/** The signed-in shell; the content screens (react-admin) replace its body in a later issue. */
export function AdminHome({ admin, onSignOut }: AdminHomeProps) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="shell">
      <header className="topbar">
        <span className="brand">管理后台</span>
        <button
          className="button"
          type="button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onSignOut();
          }}
        >
          退出登录
        </button>
      </header>
      <main className="content">
        <section className="card" aria-labelledby="welcome">
          <h1 id="welcome">欢迎，{admin.nickname || admin.username}</h1>
          <dl className="facts">
            <dt>用户名</dt>
            <dd data-testid="admin-username">{admin.username}</dd>
            <dt>角色</dt>
            <dd>{ROLE_NAMES[admin.role] ?? admin.role}</dd>
            <dt>最近登录</dt>
            <dd>
              {formatTime(admin.last_login_at)}
              {admin.last_login_ip ? `（${admin.last_login_ip}）` : ''}
            </dd>
          </dl>
        </section>
      </main>
    </div>
  );
}
