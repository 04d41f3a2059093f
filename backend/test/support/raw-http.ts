import { connect } from 'node:net';

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
