import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ContentVersion } from './content-version';
import { ContentWriteInterceptor } from './content-write.interceptor';

/** The content change counter, for every module and for `app.get(ContentVersion)` outside Nest's graph. */
@Global()
@Module({
  providers: [ContentVersion, { provide: APP_INTERCEPTOR, useClass: ContentWriteInterceptor }],
  exports: [ContentVersion],
})
export class ContentCacheModule {}
