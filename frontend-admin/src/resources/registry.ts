import admins from './admins';
import apiKeys from './api-keys';
import audit from './audit';
import backups from './backups';
import cases from './cases';
import danmaku from './danmaku';
import deleted from './revisions';
import downloadCates from './downloads/categories';
import downloads from './downloads';
import history from './history';
import images from './images';
import media from './uploads';
import news from './news';
import pageTexts from './page-texts';
import seo from './seo';
import settings from './settings';
import webhooks from './webhooks';
import type { ResourceDefinition } from './shared/resourceDefinition';

/**
 * The menu, in order: every admin route of the spec, plus download categories, 媒体库, API 密钥 and 网络钩子 (under 管理员), 最近删除, 操作日志 and 备份. Each folder is named after the
 * backend module it edits (`backend/src/modules/<name>`, checked by registry.test.ts), so a module with two screens
 * keeps both: download categories in `downloads/`, 最近删除 beside the revision panel in `revisions/`, 媒体库 with the
 * upload widgets in `uploads/`. The resource name inside is the spec's route (/adm/set, /adm/about, …).
 */
export const RESOURCES: readonly ResourceDefinition[] = [
  news,
  cases,
  images,
  history,
  pageTexts,
  downloads,
  downloadCates,
  media,
  seo,
  settings,
  admins,
  apiKeys,
  webhooks,
  deleted,
  audit,
  danmaku,
  backups,
];
