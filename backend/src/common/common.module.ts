import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CallHeaders } from './auth/call-headers';
import { HourlyTokenService } from './auth/hourly-token.service';
import { PreviewGrants } from '../modules/preview/preview-grant';
import { PublicViewPipe } from '../modules/preview/public-view';
import { TimeMachine } from '../modules/preview/time-machine';
import { RouteMethods } from './http/route-methods';
import { RateLimitSlot } from '../modules/rate-limit/rate-limit-slot.entity';
import { RateLimitLock } from '../modules/rate-limit/rate-limit-lock.entity';
import { RateLimiterService } from '../modules/rate-limit/rate-limiter.service';

/** Cross-cutting services every feature module may inject. */
const SHARED = [
  HourlyTokenService,
  CallHeaders,
  RateLimiterService,
  PreviewGrants,
  PublicViewPipe,
  TimeMachine,
  RouteMethods,
];

@Global()
@Module({
  imports: [DiscoveryModule, TypeOrmModule.forFeature([RateLimitSlot, RateLimitLock])],
  providers: SHARED,
  exports: SHARED,
})
export class CommonModule {}
