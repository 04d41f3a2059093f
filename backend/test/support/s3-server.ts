import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THIS_MACHINE, type ProcessPlace } from './executables';

/** A real S3-compatible server (s3rver) in its own process, on a free port, with one empty bucket. */
export interface S3TestServer {
  /** The settings that point the app at it (STORAGE_DRIVER=s3 and the S3_* variables). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 15_000;

/** s3rver on `host`, started under `wrap` (e.g. `ip netns exec <host>`: a host of its own). */
export async function startS3Server(
  bucket = 'site-test',
  { host, wrap }: ProcessPlace = THIS_MACHINE,
): Promise<S3TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 's3rver-'));
  const [command, ...prefix] = [...wrap, process.execPath];
  const child = spawn(
    command,
    [
      ...prefix,
      require.resolve('s3rver/bin/s3rver.js'),
      ...['-d', dir, '-a', host, '-p', '0', '--no-vhost-buckets', '--configure-bucket', bucket],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${output}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on [\d.]+:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    });
  });
  child.stdout.resume();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://${host}:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
