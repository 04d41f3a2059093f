import { rmSync } from 'node:fs';

/** Removes the run's SQLite file and uploads (playwright.config.ts made the directory). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
