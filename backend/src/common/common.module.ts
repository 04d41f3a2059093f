import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HourlyTokenService } from './auth/hourly-token.service';
import { RateLimitCounter } from './rate-limit/rate-limit-counter.entity';
import { RateLimiterService } from './rate-limit/rate-limiter.service';

/** Cross-cutting services every feature module may inject. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([RateLimitCounter])],
  providers: [HourlyTokenService, RateLimiterService],
  exports: [HourlyTokenService, RateLimiterService],
})
export class CommonModule {}
