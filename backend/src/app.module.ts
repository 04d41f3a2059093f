import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ApiExceptionFilter } from './common/envelope/exception.filter';
import { CallAccessGuard } from './common/auth/call-access.guard';
import { CommonModule } from './common/common.module';
import { ContentCacheModule } from './common/cache/content-cache.module';
import { CountersModule } from './modules/counters/counters.module';
import { RateLimitModule } from './modules/rate-limit/rate-limit.module';
import { createValidationPipe } from './common/validation/validation';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './common/database/database.module';
import { MetricsModule } from './common/metrics/metrics.module';
import { LoggingModule } from './common/logging/logging.module';
import { FEATURE_MODULES } from './modules';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(config.logLevel),
        MetricsModule,
        DatabaseModule,
        CommonModule,
        ContentCacheModule,
        CountersModule,
        RateLimitModule,
        ...FEATURE_MODULES,
      ],
      providers: [
        { provide: APP_GUARD, useClass: CallAccessGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
