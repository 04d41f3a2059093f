import { AdminsModule } from './admins/admins.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { BaiduPushModule } from './baidu-push/baidu-push.module';
import { BackupsModule } from './backups/backups.module';
import { CasesModule } from './cases/cases.module';
import { DanmakuModule } from './danmaku/danmaku.module';
import { DownloadsModule } from './downloads/downloads.module';
import { HealthModule } from './health/health.module';
import { HistoryModule } from './history/history.module';
import { ImagesModule } from './images/images.module';
import { LeasesModule } from './leases/leases.module';
import { NewsModule } from './news/news.module';
import { PageTextsModule } from './page-texts/page-texts.module';
import { RevisionsModule } from './revisions/revisions.module';
import { PreviewModule } from './preview/preview.module';
import { SeoModule } from './seo/seo.module';
import { SettingsModule } from './settings/settings.module';
import { UploadsModule } from './uploads/uploads.module';
import { WebhooksModule } from './webhooks/webhooks.module';

/**
 * Every feature module of the API, one per family (see docs/architecture.md). Those answering the public site's reads
 * come first, for speed only: Nest registers routes module by module and Express tries them in that order, so a public
 * read is matched before the back office's calls are tried (docs/decisions/063). Any order routes alike: every route is
 * a fixed path of its own (test/route-order.e2e-spec.ts).
 */
export const FEATURE_MODULES = [
  HealthModule,
  NewsModule,
  SettingsModule,
  PageTextsModule,
  DownloadsModule,
  SeoModule,
  CasesModule,
  ImagesModule,
  HistoryModule,
  DanmakuModule,
  AuthModule,
  AuditModule,
  RevisionsModule,
  AdminsModule,
  ApiKeysModule,
  UploadsModule,
  BackupsModule,
  BaiduPushModule,
  WebhooksModule,
  PreviewModule,
  LeasesModule,
];
