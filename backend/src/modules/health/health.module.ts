import { Module } from '@nestjs/common';
import { HealthCheck } from './health-check';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController], providers: [HealthCheck], exports: [HealthCheck] })
export class HealthModule {}
