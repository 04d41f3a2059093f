import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ContentVersion } from './content-version';
import { ContentCacheInterceptor } from './content-cache.interceptor';
import { ReadCache } from './read-cache';

/**
 * The content change counter and the public read cache it keeps exact, for every module and for
 * `app.get(ContentVersion)` outside Nest's graph.
 */
@Global()
@Module({
  providers: [ContentVersion, ReadCache, { provide: APP_INTERCEPTOR, useClass: ContentCacheInterceptor }],
  exports: [ContentVersion, ReadCache],
})
export class ContentCacheModule {}
