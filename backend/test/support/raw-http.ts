import { execFile } from 'node:child_process';
import { connect } from 'node:net';
import { promisify } from 'node:util';

/** The status line and body of an answer to `head` (request line and headers, sent byte for byte). */
export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * Sends a request as written, over a plain socket: HTTP clients normalise request lines and Host headers that
 * hostile clients send as they are. The server is asked to close the connection after answering.
 */
export function rawRequest(port: number, head: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    // Written, not ended: a half-closed connection may be dropped before a slower answer is written.
    socket.write(`${head}\r\nConnection: close\r\n\r\n`);
  });
}

/**
 * GET `url` from a child process: receiving and decoding a large answer then costs this process (the server's)
 * nothing, so what a health check measures meanwhile is the server's own work.
 */
export async function getFromChildProcess(url: string): Promise<RawAnswer> {
  const script =
    'fetch(process.argv[1]).then(async (r) => process.stdout.write(JSON.stringify({ status: r.status, text: await r.text() })))';
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script, url], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as RawAnswer;
}
