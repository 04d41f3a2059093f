import { Global, Module } from '@nestjs/common';
import { HitCounters } from './hit-counters';

/** The app's hit counters (see HitCounters), for every module. */
@Global()
@Module({ providers: [HitCounters], exports: [HitCounters] })
export class CountersModule {}
