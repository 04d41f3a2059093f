import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CallHeaders } from './auth/call-headers';
import { HourlyTokenService } from './auth/hourly-token.service';
import { PreviewGrants } from './preview/preview-grant';
import { PublicViewPipe } from './preview/public-view';
import { RateLimitSlot } from './rate-limit/rate-limit-slot.entity';
import { RateLimitLock } from './rate-limit/rate-limit-lock.entity';
import { RateLimiterService } from './rate-limit/rate-limiter.service';

/** Cross-cutting services every feature module may inject. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([RateLimitSlot, RateLimitLock])],
  providers: [HourlyTokenService, CallHeaders, RateLimiterService, PreviewGrants, PublicViewPipe],
  exports: [HourlyTokenService, CallHeaders, RateLimiterService, PreviewGrants, PublicViewPipe],
})
export class CommonModule {}
