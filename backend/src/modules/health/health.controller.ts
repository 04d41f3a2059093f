import { Controller, Get, Inject } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiError } from '../../common/envelope/api-error';
import { OpenAccess } from '../../common/auth/call-access.decorator';
import { Enveloped } from '../../common/envelope/enveloped.decorator';
import { ApiEnvelope, errorResponse } from '../../common/openapi/api-envelope.decorator';
import { Metrics } from '../../common/metrics/metrics';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { HEALTHY, HealthCheck, type Readiness } from './health-check';
import { PublicCallContext, PublicContext } from '../preview/public-context';

const HEALTH_DATA = {
  type: 'object' as const,
  required: ['status', 'database'],
  properties: {
    status: { type: 'string' as const, enum: ['ok', 'degraded', 'shutting_down'] },
    database: { type: 'string' as const, enum: ['up', 'down', 'unknown'] },
  },
};

const LIVE_DATA = {
  type: 'object' as const,
  required: ['status', 'version', 'commit', 'node'],
  properties: {
    status: { type: 'string' as const, enum: ['ok'] },
    version: { type: 'string' as const, description: 'The release (package version)', example: '0.1.0' },
    commit: { type: 'string' as const, description: 'The commit it was built from (BUILD_COMMIT)', example: 'c401714' },
    node: { type: 'string' as const, description: 'The Node.js version', example: 'v24.11.0' },
  },
};

const READY_DATA = {
  type: 'object' as const,
  required: ['status', 'database', 'storage', 'migrations'],
  properties: {
    status: { type: 'string' as const, enum: ['ok', 'not_ready', 'shutting_down'] },
    database: { type: 'string' as const, enum: ['up', 'down'] },
    storage: { type: 'string' as const, enum: ['up', 'down'] },
    migrations: { type: 'string' as const, enum: ['done', 'pending'] },
  },
};

/** The release this process runs: the backend package's version. */
const RELEASE_VERSION = (
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * `/api/health` (the contract's: alive and the database up), and for orchestrators `/api/health/live` (the process
 * answers) and `/api/health/ready` (database, storage, migrations, not stopping).
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly release: { status: 'ok'; version: string; commit: string; node: string };

  constructor(
    private readonly check: HealthCheck,
    @Inject(APP_CONFIG) config: AppConfig,
    metrics: Metrics,
  ) {
    this.release = { status: 'ok', version: RELEASE_VERSION, commit: config.buildCommit, node: process.version };
    metrics.buildInfo.set({ version: RELEASE_VERSION, commit: config.buildCommit, node: process.version }, 1);
  }

  @Get()
  @OpenAccess()
  @ApiOperation({
    summary: 'Health check: the process is alive and the database ready',
    description: 'For load balancers and container health checks. 503 while shutting down or the database is down.',
  })
  @Enveloped()
  @ApiEnvelope(HEALTH_DATA, 'Alive, database up')
  @ApiResponse({ status: 503, ...errorResponse(503, 'Shutting down, or the database is unreachable', HEALTH_DATA) })
  async health(@PublicCallContext() call: PublicContext) {
    call.answer.setHeader('Cache-Control', 'no-store');
    const state = await this.check.state();
    if (state === 'shutting_down') {
      throw new ApiError(503, '服务正在关闭', { status: 'shutting_down', database: 'unknown' });
    }
    if (state === 'database_down') throw new ApiError(503, '数据库不可用', { status: 'degraded', database: 'down' });
    return HEALTHY;
  }

  @Get('live')
  @OpenAccess()
  @ApiOperation({
    summary: 'Liveness: the process answers (200 even while it stops: restarting it would not help)',
    description: 'For an orchestrator deciding whether to restart the process. Names the release.',
  })
  @Enveloped()
  @ApiEnvelope(LIVE_DATA, 'The process answers')
  live(@PublicCallContext() call: PublicContext) {
    call.answer.setHeader('Cache-Control', 'no-store');
    return this.release;
  }

  @Get('ready')
  @OpenAccess()
  @ApiOperation({
    summary: 'Readiness: the database and the storage answer, migrations are done and the process is not stopping',
    description:
      'For a load balancer or orchestrator deciding whether to send requests here. 503 otherwise, saying why.',
  })
  @Enveloped()
  @ApiEnvelope(READY_DATA, 'Ready to serve')
  @ApiResponse({ status: 503, ...errorResponse(503, 'Stopping, or the database or storage unreachable', READY_DATA) })
  async ready(@PublicCallContext() call: PublicContext): Promise<Readiness> {
    call.answer.setHeader('Cache-Control', 'no-store');
    const readiness = await this.check.readiness();
    if (readiness.status !== 'ok') throw new ApiError(503, '服务未就绪', readiness);
    return readiness;
  }
}
