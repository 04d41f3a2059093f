import type { Download, DownloadCate, Seo, Setting } from '@site/contract';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { ContentVersion } from '../../src/common/cache/content-version';
import { hashPassword } from '../../src/common/auth/password';
import { AdminEntity } from '../../src/modules/admins/admin.entity';
import { uniqueName } from './admin-accounts';
import { adminSave } from './content-factories';
import type { TestApp } from './test-app';

/**
 * Test data for downloads (with categories), SEO entries and site settings: field sets with unique
 * defaults, `create*` helpers that store them through the real save calls, and an editor account.
 */

let sequence = 0;
const nextNumber = () => ++sequence;

type Fields = Record<string, unknown>;

/** An enabled editor, inserted straight into the table (no dependency on adm/save_admin), signed in. */
export async function editorToken(t: TestApp): Promise<string> {
  const username = uniqueName('editor');
  const password = `Pw-${username}`;
  await t.dataSource.getRepository(AdminEntity).insert({
    username,
    username_key: username.toLowerCase(),
    nickname: '编辑',
    password_hash: await hashPassword(password),
    role: 'editor',
    status: 1,
  });
  return t.login(username, password);
}

/**
 * Removes every row of the tables, children first (a suite shares one database across its tests), and counts it as
 * a content change, as an admin delete would, so cached public reads see it.
 */
export async function emptyTables(t: TestApp, entities: Array<EntityTarget<ObjectLiteral>>): Promise<void> {
  for (const entity of entities) await t.dataSource.createQueryBuilder().delete().from(entity).execute();
  await t.app.get(ContentVersion).bump();
}

export const downloadCateFields = (overrides: Fields = {}): Fields => ({
  name: `下载分类 ${nextNumber()}`,
  sort: 0,
  ...overrides,
});

export const downloadFields = (cateId: number, overrides: Fields = {}): Fields => {
  const n = nextNumber();
  return {
    cate_id: cateId,
    title: `资料 ${n}`,
    description: `资料简介 ${n}`,
    file_url: `/uploads/2026/11/file-${n}.pdf`,
    file_name: `资料-${n}.pdf`,
    file_size: 1024 * n,
    status: 1,
    sort: 0,
    ...overrides,
  };
};

export const seoFields = (overrides: Fields = {}): Fields => {
  const n = nextNumber();
  return {
    page: `page_${n}`,
    title: `页面标题 ${n}`,
    keywords: `关键词${n},示例`,
    description: `页面描述 ${n}`,
    ...overrides,
  };
};

export const setFields = (overrides: Fields = {}): Fields => {
  const n = nextNumber();
  return { key: `test.key_${n}`, value: `值 ${n}`, title: `设置 ${n}`, group: 'basic', is_public: 1, ...overrides };
};

export const createDownloadCate = (t: TestApp, token: string, overrides: Fields = {}, lang = 'cn') =>
  adminSave<DownloadCate>(t, 'save_download_cate', token, downloadCateFields(overrides), lang);

export const createDownload = (t: TestApp, token: string, cateId: number, overrides: Fields = {}, lang = 'cn') =>
  adminSave<Download>(t, 'save_download', token, downloadFields(cateId, overrides), lang);

export const createSeo = (t: TestApp, token: string, overrides: Fields = {}, lang = 'cn') =>
  adminSave<Seo>(t, 'save_seo', token, seoFields(overrides), lang);

export const createSet = (t: TestApp, token: string, overrides: Fields = {}, lang = 'cn') =>
  adminSave<Setting>(t, 'save_set', token, setFields(overrides), lang);

/** A string of `length` characters. */
export const textOf = (length: number, char = '字') => char.repeat(length);
