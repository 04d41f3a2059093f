import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CallHeaders } from './auth/call-headers';
import { Clock, SystemClock } from './clock';
import { HourlyTokenService } from './auth/hourly-token.service';
import { RouteMethods } from './http/route-methods';

/** Cross-cutting services every feature module may inject. */
const SHARED = [HourlyTokenService, CallHeaders, RouteMethods];

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [...SHARED, { provide: Clock, useClass: SystemClock }],
  exports: [...SHARED, Clock],
})
export class CommonModule {}
