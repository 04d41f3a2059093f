const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 10485760 → "10 MB", 65536 → "64 KB", 1536 → "1.5 KB": limits in messages people read. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${UNITS[unit]}`;
}
