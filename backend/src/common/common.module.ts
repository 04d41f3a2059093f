import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CallHeaders } from './auth/call-headers';
import { HourlyTokenService } from './auth/hourly-token.service';
import { PreviewGrants } from './preview/preview-grant';
import { PublicViewPipe } from './preview/public-view';
import { RouteMethods } from './http/route-methods';
import { RateLimitSlot } from './rate-limit/rate-limit-slot.entity';
import { RateLimitLock } from './rate-limit/rate-limit-lock.entity';
import { RateLimiterService } from './rate-limit/rate-limiter.service';

/** Cross-cutting services every feature module may inject. */
@Global()
@Module({
  imports: [DiscoveryModule, TypeOrmModule.forFeature([RateLimitSlot, RateLimitLock])],
  providers: [HourlyTokenService, CallHeaders, RateLimiterService, PreviewGrants, PublicViewPipe, RouteMethods],
  exports: [HourlyTokenService, CallHeaders, RateLimiterService, PreviewGrants, PublicViewPipe, RouteMethods],
})
export class CommonModule {}
