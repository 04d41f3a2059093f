import type { INestApplicationContext } from '@nestjs/common';
import { DEFAULT_LANG } from '@site/contract';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { DataSource, EntityManager, EntityTarget, In, ObjectLiteral } from 'typeorm';
import { Clock } from '../common/clock';
import { isUniqueViolation } from '../common/crud';
import { ContentVersion } from '../common/cache/content-version';
import { NewsSearch } from '../modules/news/news-search';
import type { AppConfig } from '../config/app-config';
import { AdminEntity } from '../modules/admins/admin.entity';
import { CaseEntity } from '../modules/cases/case.entity';
import { DownloadCateEntity } from '../modules/downloads/download-cate.entity';
import { DownloadEntity } from '../modules/downloads/download.entity';
import { HistoryEntity } from '../modules/history/history.entity';
import { ImgEntity } from '../modules/images/img.entity';
import { NewsEntity } from '../modules/news/news.entity';
import { PageTextEntity } from '../modules/page-texts/page-text.entity';
import { SeoEntity } from '../modules/seo/seo.entity';
import { SettingEntity } from '../modules/settings/setting.entity';
import { DETECT_HEAD_BYTES, detectType, OCTET_STREAM } from '../modules/uploads/detect-type';
import { cleanFileName } from '../modules/uploads/file-name';
import { StoredFilesService, urlOf } from '../modules/uploads/stored-files.service';
import { TempFiles } from '../modules/uploads/temp-files';
import { UploadedFileEntity } from '../modules/uploads/uploaded-file.entity';
import { buildDemoMedia, DemoFile } from './demo-media';
import { buildDemoRows, DemoRows, StoredMedia } from './demo-rows';
import { NO_ACTOR } from '../common/auth/request-actor';

/** The content tables: a row in any of them means the site is in use, and nothing is seeded. */
const CONTENT_ENTITIES: Array<EntityTarget<ObjectLiteral>> = [
  SettingEntity,
  SeoEntity,
  PageTextEntity,
  ImgEntity,
  HistoryEntity,
  NewsEntity,
  CaseEntity,
  DownloadCateEntity,
  DownloadEntity,
];

/** Files stored at once: enough to overlap disk and database round trips, few enough not to flood the pool. */
const STORE_CONCURRENCY = 4;

async function hasContent(dataSource: DataSource): Promise<boolean> {
  for (const entity of CONTENT_ENTITIES) if (await dataSource.getRepository(entity).exists()) return true;
  return false;
}

/**
 * Stores the files the way an admin upload is stored — scratch file, detected type, generated key, an
 * `uploaded_files` row — so `/uploads/` serves them with the same headers as any upload.
 */
async function storeFiles(
  app: INestApplicationContext,
  files: DemoFile[],
  adminId: number,
): Promise<Map<string, UploadedFileEntity>> {
  const stored = app.get(StoredFilesService, { strict: false });
  const temp = app.get(TempFiles, { strict: false });
  const rows = new Map<string, UploadedFileEntity>();
  const queue = [...files];
  const work = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const localPath = temp.newPath();
      await writeFile(localPath, file.bytes);
      try {
        const row = await stored.store({
          localPath,
          originalName: cleanFileName(file.name),
          type: detectType(file.bytes.subarray(0, DETECT_HEAD_BYTES)) ?? OCTET_STREAM,
          size: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          adminId,
          by: NO_ACTOR,
        });
        rows.set(file.ref, row);
      } finally {
        await temp.remove(localPath);
      }
    }
  };
  const worker = () =>
    work().catch((error: unknown) => {
      queue.length = 0; // the other workers stop after their current file
      throw error;
    });
  // allSettled: every worker has stopped before a failure is cleaned up, so nothing is stored afterwards.
  const failed = (await Promise.allSettled(Array.from({ length: STORE_CONCURRENCY }, worker))).find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (failed) {
    await removeFiles(app, [...rows.values()]);
    throw failed.reason;
  }
  return rows;
}

/** Undoes `storeFiles` when the content could not be written: no orphan files are left behind. */
async function removeFiles(app: INestApplicationContext, rows: UploadedFileEntity[]): Promise<void> {
  const stored = app.get(StoredFilesService, { strict: false });
  await Promise.all(rows.map((row) => stored.remove(row.stored_key)));
  if (rows.length)
    await app
      .get(DataSource)
      .getRepository(UploadedFileEntity)
      .delete({ id: In(rows.map((row) => row.id)) });
}

/** Writes every row in one transaction. Settings go first: their unique keys make a concurrent second seed fail fast. */
async function insertRows(manager: EntityManager, rows: DemoRows): Promise<void> {
  await manager.getRepository(SettingEntity).insert(rows.settings);
  await manager.getRepository(SeoEntity).insert(rows.seo);
  await manager.getRepository(PageTextEntity).insert(rows.pageTexts);
  await manager.getRepository(ImgEntity).insert(rows.imgs);
  await manager.getRepository(HistoryEntity).insert(rows.history);
  await manager.getRepository(NewsEntity).insert(rows.news);
  await manager.getRepository(CaseEntity).insert(rows.cases);
  for (const { cate, downloads } of rows.downloadCates) {
    const saved = await manager.getRepository(DownloadCateEntity).save(manager.create(DownloadCateEntity, cate));
    await manager
      .getRepository(DownloadEntity)
      .insert(downloads.map((download) => ({ ...download, cate_id: saved.id })));
  }
}

/**
 * Loads the demo content (a fictional company's Chinese site, see ./content) into an empty database:
 * media drawn or built in code plus the shipped video, stored through the uploads module, then every
 * content row in one transaction. Answers false, and writes nothing, when any content already exists or
 * another process seeded first. If writing the rows fails, the stored files are removed again.
 */
export async function seedDemoContent(app: INestApplicationContext, lang: string = DEFAULT_LANG): Promise<boolean> {
  const dataSource = app.get(DataSource);
  if (await hasContent(dataSource)) return false;
  const firstAdmin = await dataSource.getRepository(AdminEntity).findOne({ where: {}, order: { id: 'ASC' } });
  if (!firstAdmin) throw new Error('seedDemoContent: create the first admin before seeding (ensureFirstAdmin)');

  const now = app.get(Clock, { strict: false }).now();
  const files = buildDemoMedia(now);
  const stored = await storeFiles(app, files, firstAdmin.id);
  try {
    const media = (ref: string): StoredMedia => {
      const row = stored.get(ref);
      if (!row) throw new Error(`demo content refers to a file that was not stored: ${ref}`);
      return { url: urlOf(row.stored_key), name: row.original_name, size: row.size };
    };
    const rows = buildDemoRows(now, lang, media);
    await dataSource.transaction((manager) => insertRows(manager, rows));
  } catch (error) {
    await removeFiles(app, [...stored.values()]);
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  // Written straight to the tables: index the news for keywords, and tell cached reads the content changed.
  await app.get(NewsSearch, { strict: false }).rebuild();
  await app.get(ContentVersion, { strict: false }).bump();
  return true;
}

/** Start-up hook: with SEED_DEMO on, seeds an empty database and says so in one line. */
export async function seedDemoIfEmpty(app: INestApplicationContext, config: AppConfig): Promise<void> {
  if (!config.seedDemo) return;
  // Written directly: the server's logger shows only warnings and errors at start-up.
  if (await seedDemoContent(app))
    process.stdout.write('  数据库为空，已载入演示内容（虚构企业“澄川环境”），可在管理后台修改或删除。\n');
}
