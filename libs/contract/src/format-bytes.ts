const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/**
 * Bytes as people read them, the one wording of the server's limits and both front ends' file sizes:
 * 512 → "512 B", 1536 → "1.5 KB", 6799 → "6.6 KB", 10485760 → "10 MB".
 */
export function formatBytes(bytes: number): string {
  let value = Number.isFinite(bytes) ? Math.max(0, bytes) : 0;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(unit === 0 ? 0 : 1))} ${UNITS[unit]}`;
}
