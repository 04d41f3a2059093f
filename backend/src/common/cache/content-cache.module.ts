import { Global, Module } from '@nestjs/common';
import { ContentVersion } from './content-version';
import { ReadCache } from './read-cache';

/**
 * The content change counter and the public read cache it keeps exact, for every module and for
 * `app.get(ContentVersion)` outside Nest's graph.
 */
@Global()
@Module({
  providers: [ContentVersion, ReadCache],
  exports: [ContentVersion, ReadCache],
})
export class ContentCacheModule {}
