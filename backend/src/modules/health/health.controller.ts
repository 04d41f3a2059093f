import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../../common/envelope/api-error';
import { OpenAccess } from '../../common/auth/call-access.decorator';
import { HEALTHY, HealthCheck } from './health-check';

/**
 * Liveness and database readiness for load balancers and container health checks.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly check: HealthCheck) {}

  @Get()
  @OpenAccess()
  @ApiOperation({ summary: '健康检查：进程存活与数据库就绪（关闭中或数据库不可用时 503）' })
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
