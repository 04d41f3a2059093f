import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { runAdminCommand } from './admin-commands';

/** Entry of `npm run admin -- <command>`: opens the app's database (migrations included), runs, closes. */
async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(loadConfig()), {
    logger: ['error', 'warn'],
  });
  try {
    process.stdout.write(`${await runAdminCommand(app, process.argv.slice(2))}\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
