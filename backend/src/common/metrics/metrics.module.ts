import { Global, Module } from '@nestjs/common';
import { DatabasePoolMetrics } from './database-pool-metrics';
import { Metrics } from './metrics';

/** One Metrics per app, injectable everywhere that records something. */
@Global()
@Module({
  providers: [Metrics, DatabasePoolMetrics],
  exports: [Metrics],
})
export class MetricsModule {}
