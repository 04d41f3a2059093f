import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fake-api';
import { renderWithApi } from '../../test/render-with-api';
import { BackupList } from './BackupList';

const DONE = {
  name: 'site-20261126-030000-a1b2c3.tar.gz',
  size: 2048,
  created_at: '2026-11-26T03:00:00.000Z',
  running: false,
  failed: false,
};
const RUNNING = { ...DONE, name: 'site-20261126-040000-d4e5f6.tar.gz', size: 0, running: true };
const FAILED = { ...DONE, name: 'site-20261126-050000-0a0b0c.tar.gz', size: 0, failed: true };
const QUIET = {
  schedule: null,
  keep: 7,
  next_run_at: null,
  last_success_at: DONE.created_at,
  last_failure: null,
  warning: null,
};

const renderList = (answers: Parameters<typeof renderWithApi>[1]) => renderWithApi(<BackupList />, answers);

// Rendering react-admin takes seconds on a busy machine.
describe('/adm/backups', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists backups, a running one without a download, and starts one', async () => {
    const calls = renderList({
      get_backup_list: [ok([DONE]), ok([RUNNING, DONE]), ok([RUNNING, DONE])],
      get_backup_status: ok(QUIET),
      start_backup: ok({ name: RUNNING.name }),
    });
    expect(await screen.findByText(`${DONE.name} · 2 KB`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '开始备份' }));
    expect(await screen.findByText('进行中')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/adm/start_backup');
    expect(screen.getByRole('button', { name: '开始备份' })).toBeDisabled();
  });

  it('downloads through the signed link, with a plain navigation', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://site.test', assign });
    const calls = renderList({
      get_backup_list: ok([DONE]),
      get_backup_status: ok(QUIET),
      get_backup_link: ok({ url: '/api/backup_download?name=x&expires=1&sig=s', expires_at: DONE.created_at }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '下载' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://site.test/api/backup_download?name=x&expires=1&sig=s'),
    );
    expect(calls.find((call) => call.url.endsWith('get_backup_link'))?.body).toEqual({ name: DONE.name });
  });

  it('shows a failed backup without a download, says why it failed, and deletes it after a confirmation', async () => {
    const calls = renderList({
      get_backup_list: [ok([FAILED, DONE]), ok([DONE])],
      get_backup_status: [
        ok({
          ...QUIET,
          warning: 'failed',
          last_failure: { name: FAILED.name, at: FAILED.created_at, reason: 'ENOSPC' },
        }),
        ok(QUIET),
      ],
      del_backup: ok({ deleted: 1 }),
    });
    expect(await screen.findByText(/最近一次备份（.+）失败：ENOSPC/)).toBeInTheDocument();
    expect(screen.getByText('失败')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '下载' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: `删除 ${FAILED.name}` }));
    fireEvent.click(await screen.findByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByText('失败')).not.toBeInTheDocument());
    expect(calls.find((call) => call.url.endsWith('del_backup'))?.body).toEqual({ name: FAILED.name });
    expect(screen.queryByText(/最近一次备份/)).not.toBeInTheDocument();
  });

  it('warns when a scheduled backup is overdue', async () => {
    renderList({
      get_backup_list: ok([DONE]),
      get_backup_status: ok({ ...QUIET, schedule: '0 3 * * *', warning: 'overdue' }),
    });
    expect(await screen.findByText(/按计划（0 3 \* \* \*）应已生成新的备份/)).toBeInTheDocument();
  });
});
