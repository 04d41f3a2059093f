// Tests wait on events (a hook, a log line, a state), not on the clock: a fixed sleep is either too short on a busy
// machine (a flaky test) or too long everywhere (a slow suite). This check finds the waits of every test runner's
// files — Jest's specs and their support, Vitest's tests, Playwright's specs and support — and fails on any file not
// in ALLOWED, or with more waits than ALLOWED says; each allowed file says why its waits are not about the clock, or
// why the clock is the point. `setTimeout(resolve, 0)` (one turn of the event loop) is not a wait.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

const ROOT = join(import.meta.dirname, '..');
const FOLDERS = [
  'backend/src',
  'backend/test',
  'e2e/tests',
  'e2e/support',
  'frontend-admin/src',
  'frontend-public/app',
  'libs',
];
const TEST_FILE = /\.(spec|e2e-spec|fault-spec|test)\.tsx?$/;
const SUPPORT_FOLDER = /^(backend\/test\/(support|faults)|e2e\/support)\//;

/** A wait for a span of time: a timer resolving a promise after some time, sleep(), delay(), waitForTimeout(). */
const WAIT = /setTimeout\(\s*(resolve|r|done)\s*,\s*(?!0\s*\))[^\s)]|\bsleep\(|\bdelay\(|\.waitForTimeout\(/g;

/** Files whose waits stay, how many, and why. */
const ALLOWED = {
  'backend/src/common/logging/request-scope.spec.ts': {
    waits: 1,
    why: 'the request id must survive a timer: the timer is what is tested',
  },
  'backend/test/slow-migrations.e2e-spec.ts': {
    waits: 1,
    why: 'stands for a migration that takes long: the slowness is what is tested',
  },
  'backend/test/abandoned-downloads.e2e-spec.ts': {
    waits: 1,
    why: "bounds the wait for the file stream's close event: a leaked stream never closes, so the race is the assertion",
  },
  'backend/test/support/deployment.ts': {
    waits: 1,
    why: 'polls a started server process until it answers 200 (a state), with a deadline',
  },
  'backend/test/support/private-mariadb.ts': {
    waits: 1,
    why: 'polls a started mariadbd until it accepts a connection (a state)',
  },
  'backend/test/support/health-watch.ts': {
    waits: 1,
    why: 'asks /api/health again and again while a hostile request runs (fault suite: the bound is the point)',
  },
  'backend/test/faults/fault-support.ts': {
    waits: 1,
    why: 'defines the sleep() the fault specs below use, each for the reason it gives',
  },
  'backend/test/faults/graceful-stop.fault-spec.ts': {
    waits: 2,
    why: 'load runs for a span before and after a server is stopped: the span under load is the fault',
  },
  'backend/test/faults/several-hosts.fault-spec.ts': {
    waits: 2,
    why: "load runs before a host's link is cut, then through the cut for the timeouts it must outlast",
  },
  'backend/test/faults/database-outage.fault-spec.ts': {
    waits: 2,
    why: 'polls health until it recovers (a state); lets the load reach the frozen database before the probe',
  },
  'backend/test/faults/atomic-saves.fault-spec.ts': {
    waits: 2,
    why: "waits out the killed database's statement timeout (mysql2's timer); polls the answers counted (a state)",
  },
  'backend/test/faults/proxies-and-tls.fault-spec.ts': {
    waits: 1,
    why: 'polls the TLS edge until it answers 200 (a state)',
  },
  'backend/test/faults/read-replicas.fault-spec.ts': {
    waits: 1,
    why: 'saves again until a replica that caught up is read (a state), with a bound on rounds',
  },
  'e2e/tests/public-outage.spec.ts': {
    waits: 1,
    why: 'polls a server started on a private MariaDB until its health answers 200 (a state)',
  },
  'e2e/tests/timezone.spec.ts': {
    waits: 1,
    why: 'the built server runs on the real clock: a news item scheduled seconds ahead is awaited to its time',
  },
  'frontend-public/app/components/VideoPlayer.test.tsx': {
    waits: 1,
    why: "DPlayer (a real one in jsdom) mounts through timers of its own, which fake timers would not let the test's React act() flush",
  },
};

function* testFiles(folder) {
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist' && entry.name !== 'build') yield* testFiles(path);
    } else if (TEST_FILE.test(entry.name) || (SUPPORT_FOLDER.test(path) && /\.tsx?$/.test(entry.name))) {
      yield path;
    }
  }
}

function waitsIn(path) {
  const code = readFileSync(join(ROOT, path), 'utf8');
  return (code.match(WAIT) ?? []).length;
}

test('no test waits on the clock but those allowed, each with its reason', () => {
  const found = {};
  for (const folder of FOLDERS) {
    for (const path of testFiles(folder)) {
      const waits = waitsIn(path);
      if (waits > 0) found[relative(ROOT, join(ROOT, path))] = waits;
    }
  }
  const unexplained = Object.entries(found).filter(([path, waits]) => waits > (ALLOWED[path]?.waits ?? 0));
  assert.deepEqual(unexplained, [], 'waits for a span of time: wait on an event or state instead, or explain');
  const stale = Object.entries(ALLOWED).filter(([path, { waits }]) => (found[path] ?? 0) < waits);
  assert.deepEqual(stale, [], 'ALLOWED names waits that are gone: lower its count or remove the entry');
});

test('the check recognises a wait', () => {
  for (const line of [
    'await new Promise((resolve) => setTimeout(resolve, 50));',
    'await sleep(20);',
    'await page.waitForTimeout(waitMs);',
    'await delay(100);',
  ]) {
    assert.equal((line.match(WAIT) ?? []).length, 1, line);
  }
  for (const line of ['await new Promise((resolve) => setTimeout(resolve, 0));', 'jest.setTimeout(60_000);']) {
    assert.equal((line.match(WAIT) ?? []).length, 0, line);
  }
});
