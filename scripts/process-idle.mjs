import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** CPU time a process has used so far, in clock ticks (Linux /proc: utime + stime); null elsewhere. */
function cpuTicksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * Waits until a freshly started server has finished its background work: a demo seed goes on making picture
 * sizes for a while after the server answers (decision 062), which would be measured as the server's own cost.
 * Idle: under 5% of one core over a whole window. Gives up (and says so) after `timeoutMs`.
 */
export async function waitUntilIdle(pid, { windowMs = 2_000, timeoutMs = 300_000, label = 'server' } = {}) {
  const deadline = Date.now() + timeoutMs;
  const ticksPerWindow = (windowMs / 1000) * 100; // USER_HZ is 100 on Linux
  let before = cpuTicksOf(pid);
  while (before !== null && Date.now() < deadline) {
    await sleep(windowMs);
    const after = cpuTicksOf(pid);
    if (after === null || after - before < ticksPerWindow * 0.05) return;
    before = after;
  }
  if (before !== null) console.warn(`${label} still busy after ${timeoutMs / 1000} s; measuring anyway`);
}
