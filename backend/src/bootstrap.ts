import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import type { AppConfig } from './config/app-config';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { ensureFirstAdmin, FirstAdminResult } from './modules/admins/first-admin';
import { HealthCheck } from './modules/health/health-check';
import { ServerPresence } from './modules/leases/server-presence';
import { RestoreJournal } from './modules/backups/restore-journal';
import { createServerForExpress } from './server/express-prototypes';
import { mountFrontends } from './server/frontends';
import { Draining, prepareForDraining } from './server/graceful-stop';

export interface StartedServer {
  app: NestExpressApplication;
  /** The listening server (created here, as Nest documents, rather than by `app.listen`: see express-prototypes). */
  server: Server;
  url: string;
  firstAdmin: FirstAdminResult;
  draining: Draining;
}

/**
 * Builds the app, runs migrations (on init), waits out a restore in progress, creates the first admin and listens on
 * PORT, named among the database's serving processes (ServerPresence).
 */
export async function startServer(config: AppConfig): Promise<StartedServer> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    // Held until configureApp hands Nest the app's logger (LOG_LEVEL, JSON or terminal text), then written by it.
    bufferLogs: true,
  });
  configureApp(app, config);
  await mountFrontends(app, config);
  await app.init();
  const presence = app.get(ServerPresence);
  await presence.waitWhileRestoring();
  // A restore killed while it loaded left files in storage that nothing names: they go before this process serves.
  await app.get(RestoreJournal).removeFilesOfCutShortRestore();
  const firstAdmin = await ensureFirstAdmin(app.get(DataSource), config);
  await seedDemoIfEmpty(app, config);
  const server = createServerForExpress(app.getHttpAdapter().getInstance(), config);
  const draining = prepareForDraining(server);
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(config.port, resolve));
  // A restore asking the servers to stop gets the same graceful stop as a deploy (exitGracefullyOnSignals).
  await presence.start(() => process.kill(process.pid, 'SIGTERM'));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { app, server, url: `http://localhost:${port}/`, firstAdmin, draining };
}

/**
 * SIGTERM/SIGINT: health answers 503 at once, the listener stops, requests in flight (upload parts included)
 * finish and every connection closes after its last answer (see prepareForDraining); then the app closes, which
 * writes the counters still in memory and closes the database, and the process exits 0. After STOP_GRACE_SECONDS
 * it exits 1 whatever is still running, so a stuck connection cannot hold a deploy.
 */
export function exitGracefullyOnSignals({ app, draining }: StartedServer, config: AppConfig): void {
  const shutDown = async (signal: NodeJS.Signals) => {
    process.stdout.write(`收到 ${signal}，正在关闭…\n`);
    setTimeout(() => {
      process.stderr.write(`${config.stopGraceSeconds} 秒内未能关闭，强制退出\n`);
      process.exit(1);
    }, config.stopGraceSeconds * 1000).unref();
    app.get(HealthCheck).markShuttingDown();
    await draining.drain();
    try {
      await app.close();
    } catch (error) {
      // The database may be the reason for the stop: say what could not be written, and still stop cleanly.
      process.stderr.write(`关闭时出错：${error instanceof Error ? error.message : String(error)}\n`);
    }
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, (received) => void shutDown(received));
}

export function announce({ url, firstAdmin }: StartedServer): void {
  const lines = [
    '',
    `  企业网站已启动： ${url}`,
    `  公开站点   ${url}`,
    `  管理后台   ${url}adm/`,
    `  API 文档   ${url}api/docs`,
  ];
  if (firstAdmin.created) {
    lines.push(`  已创建首个超级管理员：用户名 ${firstAdmin.username}`);
    lines.push(
      firstAdmin.generatedPassword
        ? `  初始密码（仅显示这一次，请登录后修改）：${firstAdmin.generatedPassword}`
        : '  密码为环境变量 ADMIN_PASSWORD 的值',
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}
