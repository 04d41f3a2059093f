import { Global, Module } from '@nestjs/common';
import { PreviewAdminController } from './preview.admin.controller';
import { PreviewGrants } from './preview-grant';
import { PreviewService } from './preview.service';
import { PublicContextPipe } from './public-context';
import { PublicReads } from './public-reads';
import { TimeMachine } from './time-machine';

/** What every public call is given, and its reads go through, to see the site as a preview grant shows it. */
const PUBLIC_VIEWS = [PreviewGrants, PublicContextPipe, PublicReads, TimeMachine];

/**
 * Signed links to drafts and to the site at a future time (issue 21; docs/decisions/045-signed-previews.md), and the
 * context every public call is given, and the reads through it.
 */
@Global()
@Module({
  controllers: [PreviewAdminController],
  providers: [PreviewService, ...PUBLIC_VIEWS],
  exports: PUBLIC_VIEWS,
})
export class PreviewModule {}
