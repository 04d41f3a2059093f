import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../common/envelope/api-error';
import { OpenAccess } from '../../common/auth/call-access.decorator';
import { Enveloped } from '../../common/envelope/enveloped.decorator';
import { ApiEnvelope, errorResponse } from '../../common/openapi/api-envelope.decorator';
import { HEALTHY, HealthCheck } from './health-check';

const HEALTH_DATA = {
  type: 'object' as const,
  required: ['status', 'database'],
  properties: {
    status: { type: 'string' as const, enum: ['ok', 'degraded', 'shutting_down'] },
    database: { type: 'string' as const, enum: ['up', 'down', 'unknown'] },
  },
};

/**
 * Liveness and database readiness for load balancers and container health checks.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly check: HealthCheck) {}

  @Get()
  @OpenAccess()
  @ApiOperation({
    summary: 'Health check: the process is alive and the database ready',
    description: 'For load balancers and container health checks. 503 while shutting down or the database is down.',
  })
  @Enveloped()
  @ApiEnvelope(HEALTH_DATA, 'Alive, database up')
  @ApiResponse({ status: 503, ...errorResponse(503, 'Shutting down, or the database is unreachable', HEALTH_DATA) })
  async health(@Res({ passthrough: true }) res: Response) {
    res.setHeader('Cache-Control', 'no-store');
    const state = await this.check.state();
    if (state === 'shutting_down') {
      throw new ApiError(503, '服务正在关闭', { status: 'shutting_down', database: 'unknown' });
    }
    if (state === 'database_down') throw new ApiError(503, '数据库不可用', { status: 'degraded', database: 'down' });
    return HEALTHY;
  }
}
