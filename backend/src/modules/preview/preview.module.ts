import { Module } from '@nestjs/common';
import { PreviewAdminController } from './preview.admin.controller';
import { PreviewService } from './preview.service';

/** Signed links to drafts and to the site at a future time (issue 21; docs/decisions/045-signed-previews.md). */
@Module({
  controllers: [PreviewAdminController],
  providers: [PreviewService],
})
export class PreviewModule {}
