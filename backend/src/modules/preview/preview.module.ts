import { Global, Module } from '@nestjs/common';
import { PreviewAdminController } from './preview.admin.controller';
import { PreviewGrants } from './preview-grant';
import { PreviewService } from './preview.service';
import { PublicViewPipe } from './public-view';
import { TimeMachine } from './time-machine';

/** What every public read is handed to see the site as a preview grant shows it (drafts, a past or future moment). */
const PUBLIC_VIEWS = [PreviewGrants, PublicViewPipe, TimeMachine];

/**
 * Signed links to drafts and to the site at a future time (issue 21; docs/decisions/045-signed-previews.md), and the
 * view of the site every public read is given.
 */
@Global()
@Module({
  controllers: [PreviewAdminController],
  providers: [PreviewService, ...PUBLIC_VIEWS],
  exports: PUBLIC_VIEWS,
})
export class PreviewModule {}
