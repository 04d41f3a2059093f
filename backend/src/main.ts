import 'reflect-metadata';
import { announce, exitGracefullyOnSignals, startServer } from './bootstrap';
import { ConfigError, loadConfig } from './config/app-config';
import { nudgeMemoryReducer } from './server/memory-reducer-nudge';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(config);
  nudgeMemoryReducer();
  exitGracefullyOnSignals(server, config);
  announce(server);
}

main().catch((error: unknown) => {
  process.stderr.write(`启动失败：${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
