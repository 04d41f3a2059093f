import 'reflect-metadata';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config/app-config';
import { RestoreRefused, restoreBackup } from '../modules/backups/restore-backup';
import { writeBackup } from '../modules/backups/write-backup';
import { storageFor } from '../modules/uploads/storage/storage-for';
import { TempFiles } from '../modules/uploads/temp-files';

const USAGE = 'usage: npm run backup -- <file>  |  npm run restore -- <file> [--force] [--stop-servers]';
const RESTORE_FLAGS = ['--force', '--stop-servers'];

/**
 * `backup <file>`: the site named by the usual settings (DATABASE_URL, STORAGE_DRIVER, …) into one archive, while
 * it runs. `restore <file> [--force] [--stop-servers]`: an archive into the site the settings name (see restoreBackup),
 * a copy of that site written beside the archive first.
 */
async function main(argv: string[]): Promise<void> {
  const [command, file, ...flags] = argv;
  const known = command === 'restore' ? RESTORE_FLAGS : [];
  if (!file || !['backup', 'restore'].includes(command) || flags.some((flag) => !known.includes(flag))) {
    throw new ConfigError([USAGE]);
  }
  const config = loadConfig();
  const storage = await storageFor(config);
  const sources = { config, storage, temp: new TempFiles(config) };
  const started = Date.now();
  try {
    if (command === 'backup') {
      // Written beside its final name and renamed when complete: a cut-off backup never looks like a good one.
      const partial = `${file}.partial`;
      try {
        const manifest = await writeBackup(sources, createWriteStream(partial, { flags: 'w' }));
        await rename(partial, file);
        const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
        process.stdout.write(
          `备份完成：${file}（${rows} 行，${manifest.files.length} 个文件，${Date.now() - started} ms）\n`,
        );
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    } else {
      // The site as it was, beside the archive, written before anything changes.
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
      const { manifest, copy } = await restoreBackup(file, sources, {
        force: flags.includes('--force'),
        stopServers: flags.includes('--stop-servers'),
        copyTo: join(dirname(resolve(file)), `pre-restore-${stamp}.tar.gz`),
        onProgress: (step) => process.stdout.write(`${step}\n`),
      });
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      if (copy) process.stdout.write(`恢复前的站点已备份到：${copy}\n`);
      process.stdout.write(`恢复完成：${rows} 行，${manifest.files.length} 个文件（${Date.now() - started} ms）\n`);
    }
  } finally {
    (storage as { onModuleDestroy?: () => void }).onModuleDestroy?.();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof RestoreRefused;
  process.stderr.write(`${known ? '' : '失败：'}${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
