import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BuiltServer } from '../tools/built-server.ts';
import { startTestServer } from './test-server.ts';

const PACKAGE = join(__dirname, '..');
const COMMITTED = join(PACKAGE, 'src', 'generated', 'openapi.ts');

/** `node tools/generate.ts --check …`: its exit code and what it printed. */
async function check(args: string[]): Promise<{ exitCode: number; stderr: string }> {
  try {
    const options = { cwd: PACKAGE, timeout: 120_000 };
    await promisify(execFile)(process.execPath, ['tools/generate.ts', '--check', ...args], options);
    return { exitCode: 0, stderr: '' };
  } catch (error) {
    const { code, stderr } = error as { code?: number; stderr?: string };
    return { exitCode: typeof code === 'number' ? code : -1, stderr: stderr ?? String(error) };
  }
}

describe('the generated types', () => {
  let server: BuiltServer;
  let work: string;

  beforeAll(async () => {
    server = await startTestServer();
    work = mkdtempSync(join(tmpdir(), 'client-types-'));
  }, 120_000);
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    await server?.stop();
  });

  it('are what the served OpenAPI document generates (`npm run generate -w libs/client` otherwise)', async () => {
    const result = await check(['--from', server.url]);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
  }, 120_000);

  it('are found stale when a call changed since they were generated', async () => {
    const stale = join(work, 'openapi.ts');
    const committed = readFileSync(COMMITTED, 'utf8');
    writeFileSync(stale, committed.replace('"/api/get_news_list": {', '"/api/get_news_list_old": {'));
    const result = await check(['--from', server.url, '--out', stale]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('does not match the served OpenAPI document');
  }, 120_000);
});
