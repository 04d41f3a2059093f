import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What V8's memory reducer decided at a look at the allocation rates (its trace says). */
type Decision = 'low alloc' | 'high alloc: C++ heap rate 0';

/**
 * A Node process that allocates for half a second, then idles while V8's memory reducer looks at the allocation rates
 * (first look 1 s after the burst, then every 8 s), `nudged` or not: the first look that found them low, or that found
 * the young and old generations' rates low and the C++ heap's exactly 0 (it is only weighed when the others are low).
 * Other looks are waited past: a rate still high just after the burst, or just after a nudge, falls by the next one.
 */
function reducerDecision(nudged: boolean): Promise<Decision> {
  const nudge = nudged
    ? `require(${JSON.stringify(join(__dirname, 'memory-reducer-nudge.ts'))}).nudgeMemoryReducer();`
    : '';
  const script = `${nudge}
    let kept = [];
    for (const end = Date.now() + 500; Date.now() < end; ) {
      kept.push(new Array(20000).fill('x' + Math.random()));
      if (kept.length > 200) kept = kept.slice(100);
    }
    kept = null;
    setTimeout(() => {}, 60000);`;
  // From a file: `node -e` compiles its script through node:vm, which is the nudge itself.
  const dir = mkdtempSync(join(tmpdir(), 'reducer-'));
  writeFileSync(join(dir, 'probe.cjs'), script);
  const flags = ['--trace-memory-reducer', '--trace-mutator-utilization', '--gc-memory-reducer-start-delay-ms=1000'];
  const child = spawn(process.execPath, [...flags, join(dir, 'probe.cjs')], { env: { PATH: process.env.PATH } });
  child.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  let trace = '';
  return new Promise<Decision>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no decision within 40 s:\n${trace}`)), 40_000);
    const settle = (decision: Decision) => {
      clearTimeout(timer);
      child.kill();
      resolve(decision);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      trace += chunk.toString();
      // One look: the rates it weighed (young and old always; the C++ heap's only when both are low), then its word.
      for (const look of trace.split(/Memory reducer: (?:waiting|started|finished|done)[^\n]*\n/)) {
        const decision = /Memory reducer: (low|high) alloc/.exec(look)?.[1];
        if (decision === 'low') return settle('low alloc');
        const cppHeap = /Embedder mutator utilization = ([\d.]+)/.exec(look)?.[1];
        if (decision === 'high' && cppHeap === '0.000') return settle('high alloc: C++ heap rate 0');
      }
    });
    child.once('error', reject);
  });
}

describe('nudgeMemoryReducer (decision 104)', () => {
  it.concurrent(
    'fails once V8 finds an idle process allocating little without the nudge (nodejs/node#66564): then remove it',
    async () => {
      await expect(reducerDecision(false)).resolves.toBe('high alloc: C++ heap rate 0');
    },
    60_000,
  );

  it.concurrent(
    'lets the reducer find the allocation rate low once the process idles',
    async () => {
      await expect(reducerDecision(true)).resolves.toBe('low alloc');
    },
    60_000,
  );
});
