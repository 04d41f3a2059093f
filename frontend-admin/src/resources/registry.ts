import admins from './admins';
import apiKeys from './api-keys';
import audit from './audit';
import backups from './backups';
import cases from './cases';
import danmaku from './danmaku';
import deleted from './deleted';
import downloadCates from './download-cates';
import downloads from './downloads';
import history from './history';
import images from './images';
import media from './media';
import news from './news';
import pageTexts from './page-texts';
import seo from './seo';
import settings from './settings';
import webhooks from './webhooks';
import type { ResourceDefinition } from './shared/resourceDefinition';

/**
 * The menu, in order: every admin route of the spec, plus download categories, 媒体库, API 密钥 and 网络钩子 (under 管理员), 最近删除, 操作日志 and 备份. Each folder is named after the
 * backend module it edits; the resource name inside is the spec's route (/adm/set, /adm/about, …).
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
