import { AdminsModule } from './admins/admins.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { BackupsModule } from './backups/backups.module';
import { CasesModule } from './cases/cases.module';
import { DanmakuModule } from './danmaku/danmaku.module';
import { DownloadsModule } from './downloads/downloads.module';
import { HealthModule } from './health/health.module';
import { HistoryModule } from './history/history.module';
import { ImagesModule } from './images/images.module';
import { NewsModule } from './news/news.module';
import { PageTextsModule } from './page-texts/page-texts.module';
import { RevisionsModule } from './revisions/revisions.module';
import { PreviewModule } from './preview/preview.module';
import { SeoModule } from './seo/seo.module';
import { SettingsModule } from './settings/settings.module';
import { UploadsModule } from './uploads/uploads.module';

/** Every feature module of the API, one per family (see docs/architecture.md). */
export const FEATURE_MODULES = [
  AuditModule,
  RevisionsModule,
  AuthModule,
  HealthModule,
  ImagesModule,
  HistoryModule,
  NewsModule,
  CasesModule,
  PageTextsModule,
  DownloadsModule,
  SeoModule,
  SettingsModule,
  AdminsModule,
  ApiKeysModule,
  UploadsModule,
  DanmakuModule,
  BackupsModule,
  PreviewModule,
];
