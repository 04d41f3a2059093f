// Driving one URL with autocannon, as every bench script does: BENCH_SECONDS measured at BENCH_CONNECTIONS after
// BENCH_WARMUP_SECONDS unmeasured.
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Each drive first runs this long unmeasured: the numbers are the steady state, not JIT compilation and a cold cache.
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);

/** How each figure was driven, for the tables' notes. */
export const DRIVEN_AS = `autocannon ${CONNECTIONS} connections × ${DURATION} s after ${WARMUP} s unmeasured`;

export async function drive(url, request, connections = CONNECTIONS) {
  const warmup = WARMUP > 0 ? { warmup: { connections, duration: WARMUP } } : {};
  const result = await autocannon({ url, duration: DURATION, connections, ...warmup, ...request });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** A browser's headers, for the rendered public pages (a crawler would get their plain variant). */
export const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
};

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
