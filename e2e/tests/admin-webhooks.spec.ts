import { expect, test } from '@playwright/test';
import type { WebhookPayload } from '@site/contract';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FIRST_SCREEN_TIMEOUT, rowWith, screenshot, signIn, toast } from '../support/admin-pages';
import { seriousViolations } from '../support/axe';
import { admin } from '../support/env';

// The copy button writes to the clipboard; the test reads it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A partner's endpoint on this machine (the e2e server runs with WEBHOOK_ALLOW_PRIVATE): records each delivery. */
async function receiver() {
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Whether `headers` sign `body` with `secret`, as Standard Webhooks says (HMAC-SHA256 of "<id>.<timestamp>.<body>"). */
function signedWith(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`)
    .digest('base64');
  return String(headers['webhook-signature']).split(' ').includes(`v1,${mac}`);
}

test('a super admin registers a webhook under 网络钩子, sends a test, sees it delivered and sends it again', async ({
  page,
  isMobile,
}, testInfo) => {
  test.setTimeout(90_000);
  const partner = await receiver();
  try {
    const name = `e2e 合作方 ${testInfo.project.name} ${Date.now() % 1e8}`;
    await page.goto('/adm/login');
    await signIn(page, admin.username, admin.password);
    // On a phone the menu is a drawer, closed until its button opens it.
    if (isMobile) await page.getByRole('button', { name: '打开菜单' }).click({ timeout: FIRST_SCREEN_TIMEOUT });
    await page.getByRole('menuitem', { name: '网络钩子' }).click({ timeout: FIRST_SCREEN_TIMEOUT });
    await expect(page).toHaveURL(/\/adm\/webhooks$/);

    await page.getByRole('button', { name: '新建网络钩子' }).click();
    await page.getByLabel(/名称/).fill(name);
    await page.getByLabel(/网址/).fill(partner.url);
    await expect(page.getByRole('checkbox', { name: '全部事件' })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).click();

    await expect(page.getByText(/关闭后将无法再次查看/)).toBeVisible();
    const secret = await page.getByTestId('new-webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // Scanned before any toast: one fading in is measured against what is behind it.
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, 'webhook-secret-shown-once');
    await page.getByRole('button', { name: '复制' }).click();
    await expect(toast(page, '已复制到剪贴板')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.getByRole('button', { name: '我已保存' }).click();
    await expect(page.getByTestId('new-webhook-secret')).toHaveCount(0);

    // A table row on a desktop, a card (li) on a phone.
    const row = rowWith(page, name);
    await expect(row).toContainText(partner.url);
    await expect(row).toContainText('已启用');
    await screenshot(page, testInfo, 'webhook-list');
    await row.getByRole('button', { name: '测试投递' }).click();
    await expect(toast(page, /测试投递成功：200/)).toBeVisible();
    expect(partner.received).toHaveLength(1);
    const [first] = partner.received;
    expect(signedWith(secret, first.headers, first.body)).toBe(true);
    expect(JSON.parse(first.body) as WebhookPayload).toMatchObject({ event: 'webhook.test', item: { title: name } });

    await expect(toast(page, /测试投递成功/)).toBeHidden({ timeout: 15_000 });
    await row.getByRole('button', { name: '投递记录' }).click();
    const dialog = page.getByRole('dialog');
    // A table row on a desktop, a card on a phone.
    const delivery = dialog.locator('[data-testid^="webhook-delivery-"]').filter({ hasText: 'webhook.test' });
    await expect(delivery).toContainText('已送达');
    await expect(delivery).toContainText('200');
    await expect(delivery).toContainText('received');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, 'webhook-deliveries');

    await delivery.getByRole('button', { name: '再次发送' }).click();
    await expect(toast(page, '已再次发送')).toBeVisible();
    await expect(delivery.getByTestId('delivery-attempts')).toHaveText('2');
    expect(partner.received).toHaveLength(2);
    expect(partner.received[1].headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(signedWith(secret, partner.received[1].headers, partner.received[1].body)).toBe(true);
    await dialog.getByRole('button', { name: '关闭' }).click();

    // Left as it found it: the endpoint goes, so later tests' saves are not delivered to a closed receiver.
    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('button', { name: /确认|Confirm/ }).click();
    await expect(toast(page, '网络钩子已删除')).toBeVisible();
    await expect(rowWith(page, name)).toHaveCount(0);
  } finally {
    await partner.close();
  }
});
