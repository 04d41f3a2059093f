import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitLock } from './rate-limit-lock.entity';
import { RateLimitSlot } from './rate-limit-slot.entity';
import { RateLimiterService } from './rate-limiter.service';

/** The database-backed sliding-window limiter (sign-ins, API keys, danmaku), for every module. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([RateLimitSlot, RateLimitLock])],
  providers: [RateLimiterService],
  exports: [RateLimiterService],
})
export class RateLimitModule {}
