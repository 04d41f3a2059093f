import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingEntity } from './setting.entity';
import { SettingsAdminController } from './settings.admin.controller';
import { SettingsPublicController } from './settings.public.controller';
import { SettingsService } from './settings.service';
import { SiteInfoPublicController } from './site-info.public.controller';

/** Site settings: public ones for the site, all of them for super admins; the site's languages. */
@Module({
  imports: [TypeOrmModule.forFeature([SettingEntity])],
  controllers: [SettingsPublicController, SiteInfoPublicController, SettingsAdminController],
  providers: [SettingsService],
})
export class SettingsModule {}
