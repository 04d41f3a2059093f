import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const repo = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(repo, path), 'utf8');

/** The flags of backend/server-node-flags.mjs, which scripts/start.mjs and the bench import. */
function serverNodeFlags(): string[] {
  const list = /SERVER_NODE_FLAGS = \[([^\]]*)\]/.exec(read('backend/server-node-flags.mjs'))?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

describe('the flags the server runs with', () => {
  it('are given by every launcher that writes them out', () => {
    const flags = serverNodeFlags();
    expect(flags).toEqual(expect.arrayContaining(['--max-old-space-size=1024', '--max-semi-space-size=16']));
    const dockerCmd = /^CMD (\[.*\])$/m.exec(read('docker/Dockerfile'))?.[1] ?? '[]';
    expect(JSON.parse(dockerCmd)).toEqual(['node', ...flags, 'backend/dist/main.js']);
    const backendStart = (JSON.parse(read('backend/package.json')) as { scripts: { start: string } }).scripts.start;
    expect(backendStart).toBe(['node', ...flags, 'dist/main.js'].join(' '));
  });
});
