// Loaded into the server by `npm run bench:gc` (node --require): on SIGUSR2 it writes what the garbage collector did
// since the last report (count and milliseconds of minor and major collections, from perf_hooks) and the process's
// memory (resident, V8's heap, Buffers) to GC_REPORT_FILE, then starts counting afresh.
const { writeFileSync } = require('node:fs');
const { PerformanceObserver, constants } = require('node:perf_hooks');
const { getHeapStatistics } = require('node:v8');

const MIB = 1024 * 1024;
const KINDS = { [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor', [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major' };
let collections = { minor: { count: 0, ms: 0 }, major: { count: 0, ms: 0 } };

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = collections[KINDS[entry.detail.kind]];
    if (!kind) continue;
    kind.count += 1;
    kind.ms += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

process.on('SIGUSR2', () => {
  const memory = process.memoryUsage();
  const report = {
    ...collections,
    residentMiB: Math.round(memory.rss / MIB),
    heapMiB: Math.round(getHeapStatistics().total_physical_size / MIB),
    buffersMiB: Math.round(memory.arrayBuffers / MIB),
  };
  writeFileSync(process.env.GC_REPORT_FILE, JSON.stringify(report));
  collections = { minor: { count: 0, ms: 0 }, major: { count: 0, ms: 0 } };
});
