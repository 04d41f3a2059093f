import { expect, test, type Page } from '@playwright/test';
import { AdminCall, type Admin, type News, type Page as ListPage } from '@site/contract';
import { field, rowWith, signIn, signOut, toast, userMenu } from '../support/admin-pages';
import { MANUAL_PDF, PNG_1X1 } from '../support/admin-files';
import { adminApi } from '../support/api';
import { admin } from '../support/env';

// One flow through the content screens, on the desktop layout (admin-screens.spec.ts covers phones).
test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the desktop flow');

const NEWS_TITLE = `E2E 新闻 ${Date.now()}`;

async function signedIn(page: Page, username = admin.username, password = admin.password) {
  await page.goto('/adm/login');
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/adm\/?$/);
}

/** Clicks a toolbar control of the editor and picks a file in the chooser it opens. */
async function insertThroughPicker(page: Page, control: string, file: typeof PNG_1X1) {
  const chooser = page.waitForEvent('filechooser');
  await page.locator(`.ql-toolbar button.ql-${control}`).click();
  await (await chooser).setFiles(file);
}

test('creates news with formatted text, an uploaded image, a file and a formula', async ({ page, request }) => {
  await signedIn(page);
  await page.goto('/adm/news/create');
  await field(page, 'title').fill(NEWS_TITLE);
  await field(page, 'summary').fill('端到端测试写入的摘要');

  const editor = page.locator('.ql-editor');
  await editor.click();
  await page.keyboard.type('加粗的开头');
  await page.keyboard.press('ControlOrMeta+A');
  await page.locator('.ql-toolbar button.ql-bold').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');

  await insertThroughPicker(page, 'image', PNG_1X1);
  await expect(toast(page, '上传成功')).toBeVisible();
  await expect(editor.locator('img[src^="/uploads/"]')).toHaveCount(1);

  // A png dropped below the text is uploaded the same way and inserted inline where it landed.
  await editor.evaluate(
    (root, png) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(png)], 'dropped.png', { type: 'image/png' }));
      const box = root.getBoundingClientRect();
      const at = { clientX: box.left + 5, clientY: box.bottom - 5 };
      root.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true, ...at }));
    },
    [...PNG_1X1.buffer],
  );
  await expect(editor.locator('img[src^="/uploads/"]')).toHaveCount(2);

  await insertThroughPicker(page, 'file', MANUAL_PDF);
  await expect(editor.locator('a.ql-file')).toHaveAttribute('data-name', MANUAL_PDF.name);

  await page.locator('.ql-toolbar button.ql-formula').click();
  await page.locator('.ql-tooltip input[data-formula]').fill('e=mc^2');
  await page.keyboard.press('Enter');
  await expect(editor.locator('.ql-formula .katex')).toHaveCount(1);

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/\/adm\/news$/);
  await expect(rowWith(page, NEWS_TITLE)).toBeVisible();

  const call = await adminApi(request);
  const saved = (await call<ListPage<News>>(AdminCall.GET_NEWS_LIST, { keyword: NEWS_TITLE })).list[0];
  expect(saved.content).toContain('<strong>加粗的开头</strong>');
  expect(saved.content?.match(/<img src="\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png">/g)).toHaveLength(2);
  expect(saved.content).toContain(`class="ql-file" href="/uploads/`);
  expect(saved.content).toContain(`data-name="${MANUAL_PDF.name}"`);
  expect(saved.content).toContain('<span class="ql-formula" data-value="e=mc^2">');

  // The public detail page shows it (frontend-public, /detail/{id}).
  await page.goto(`/detail/${saved.id}`);
  await expect(page.getByRole('heading', { name: NEWS_TITLE })).toBeVisible();
  await expect(page.locator(`a[data-name="${MANUAL_PDF.name}"]`)).toBeVisible();
});

test('picks a cover from the media library', async ({ page, request }) => {
  const call = await adminApi(request);
  const [news] = (await call<ListPage<News>>(AdminCall.GET_NEWS_LIST, { keyword: NEWS_TITLE })).list;
  await signedIn(page);
  await page.goto(`/adm/news/${news.id}`);
  await page.getByRole('button', { name: '媒体库' }).first().click();
  const library = page.getByRole('dialog');
  await library.getByLabel('搜索文件名').fill('现场');
  await library.getByRole('button', { name: `选择 ${PNG_1X1.name}` }).click();
  await expect(field(page, 'cover')).toHaveValue(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/\/adm\/news$/);
  const [saved] = (await call<ListPage<News>>(AdminCall.GET_NEWS_LIST, { keyword: NEWS_TITLE })).list;
  expect(saved.cover).toMatch(/^\/uploads\/.+\.png$/);
});

test('toggles a status inline in the list', async ({ page, request }) => {
  const call = await adminApi(request);
  await signedIn(page);
  await page.goto('/adm/news');
  await rowWith(page, NEWS_TITLE).getByRole('switch', { name: '发布' }).click();
  await expect(toast(page, '已更新')).toBeVisible();
  const [news] = (await call<ListPage<News>>(AdminCall.GET_NEWS_LIST, { keyword: NEWS_TITLE })).list;
  expect(news.status).toBe(0);
});

test('manages download categories and explains the 409 of a category in use', async ({ page }) => {
  await signedIn(page);
  await page.goto('/adm/download_cate/create');
  await field(page, 'name').fill('E2E 手册');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(rowWith(page, 'E2E 手册')).toBeVisible();

  await page.goto('/adm/download/create');
  await page.getByLabel('分类').click();
  await page.getByRole('option', { name: 'E2E 手册' }).click();
  await field(page, 'title').fill('E2E 产品手册');
  await page.getByTestId('upload-file_url').setInputFiles(MANUAL_PDF);
  await expect(field(page, 'file_name')).toHaveValue(MANUAL_PDF.name);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(rowWith(page, 'E2E 产品手册')).toBeVisible();

  await page.goto('/adm/download_cate');
  await rowWith(page, 'E2E 手册').click();
  await page.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '分类下还有下载文件' })).toBeVisible();
});

test('edits SEO with a preview and a length hint, and site settings', async ({ page }) => {
  await signedIn(page);
  await page.goto('/adm/seo/create');
  await field(page, 'page').fill('education');
  await page.getByRole('option', { name: 'education' }).click();
  await field(page, 'title').fill('E2E 教育页');
  await expect(page.getByText('7 / 建议不超过 30 个字符')).toBeVisible();
  await expect(page.getByText('搜索结果预览')).toBeVisible();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(rowWith(page, 'E2E 教育页')).toBeVisible();

  await page.goto('/adm/set/create');
  await field(page, 'key').fill('e2e_hotline');
  await field(page, 'title').fill('E2E 热线');
  await field(page, 'value').fill('400-000-0000');
  await field(page, 'group').fill('contact');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(rowWith(page, 'e2e_hotline')).toContainText('公开');
});

test('creates an editor, who is refused admin accounts, and who changes their password', async ({ page, request }) => {
  const editor = { username: 'e2e_editor', password: 'Editor-pass-1', next: 'Editor-pass-2' };
  await signedIn(page);
  await page.goto('/adm/admin/create');
  await field(page, 'username').fill(editor.username);
  await field(page, 'nickname').fill('E2E 编辑');
  await page.locator('input[name="password"]').fill(editor.password);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(rowWith(page, editor.username)).toContainText('编辑');
  await signOut(page);

  await signedIn(page, editor.username, editor.password);
  await expect(page.getByRole('menuitem', { name: '管理员' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: '网站设置' })).toHaveCount(0);
  await page.goto('/adm/admin');
  await expect(page.getByText('无权访问')).toBeVisible();

  await userMenu(page, '修改密码');
  await page.locator('input[name="old_password"]').fill(editor.password);
  await page.locator('input[name="new_password"]').fill(editor.next);
  await page.locator('input[name="confirm"]').fill(editor.next);
  await page.getByRole('dialog').getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(page, '密码已修改')).toBeVisible();
  await signOut(page);
  await signedIn(page, editor.username, editor.next);

  const call = await adminApi(request);
  const admins = await call<ListPage<Admin>>(AdminCall.GET_ADMIN_LIST, { keyword: editor.username });
  expect(admins.list[0]).toMatchObject({ role: 'editor', status: 1 });
});
