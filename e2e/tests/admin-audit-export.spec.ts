import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { AdminCall, type AuditEntry, type BackupItem, type BackupLink, type Page as ListPage } from '@site/contract';
import { FIRST_SCREEN_TIMEOUT, rowWith, screenshot, signInAsAdmin } from '../support/admin-pages';
import { adminApi } from '../support/api';

// An editor in China while the server keeps UTC: the export must write China's wall time, with its offset.
test.use({ timezoneId: 'Asia/Shanghai' });

test.beforeEach(async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
});

/** China's wall time of `iso` as the export writes it (China keeps no summer time). */
const chinaTime = (iso: string) =>
  `${new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19)} +08:00`;

test('a backup downloaded is in the 操作日志, and its CSV opens in Excel: BOM, Chinese words, China time', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  const call = await adminApi(request);
  const { name } = await call<{ name: string }>(AdminCall.START_BACKUP);
  await expect
    .poll(
      async () => (await call<BackupItem[]>(AdminCall.GET_BACKUP_LIST)).find((item) => item.name === name)?.running,
      {
        timeout: 60_000,
      },
    )
    .toBe(false);
  // The archive holds every table: it goes once the test is done.
  try {
    const { url } = await call<BackupLink>(AdminCall.GET_BACKUP_LINK, { name });
    expect((await request.get(url)).status()).toBe(200);
    const audit = await call<ListPage<AuditEntry>>(AdminCall.GET_AUDIT_LIST, { family: 'backups', limit: 100 });
    const downloaded = audit.list.find((entry) => entry.title === name && entry.action === 'download');
    expect(downloaded, 'the download is audited').toBeDefined();

    await signInAsAdmin(page, isMobile);
    await page.goto(`/adm/audit?filter=${encodeURIComponent(JSON.stringify({ family: 'backups' }))}`);
    const rows = page.locator('tr, li').filter({ hasText: name });
    await expect(rows.filter({ hasText: '下载' })).toHaveCount(1, { timeout: FIRST_SCREEN_TIMEOUT });
    await expect(rowWith(page, name)).toContainText('备份');
    await expect(rowWith(page, name)).not.toContainText('backups');
    await screenshot(page, testInfo, 'audit-backup-download');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    const bytes = await readFile(await (await download).path());
    expect([...bytes.subarray(0, 3)], 'UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('"时间","操作","操作者","角色","地址","浏览器","对象类别","对象编号","对象","修改的字段"');
    const line = lines.find((text) => text.includes(name) && text.includes('"下载"'));
    expect(line).toBe(
      [chinaTime(downloaded!.created_at), '下载', downloaded!.username, '超级管理员', downloaded!.ip]
        .map((value) => `"${value}"`)
        .join(',') + `,"${downloaded!.user_agent}","备份","","${name}",""`,
    );
  } finally {
    await call(AdminCall.DEL_BACKUP, { name });
  }
});
