/**
 * The first `maxBytes` of an answer's body (a fetch Response's body or an http.IncomingMessage): what comes after is
 * not read, so a third party answering without end cannot fill the memory or hold the sender.
 */
export async function boundedBody(body: AsyncIterable<Uint8Array> | null, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body ?? []) {
    const room = maxBytes - size;
    chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
    size += Math.min(chunk.length, room);
    if (size >= maxBytes) break;
  }
  return Buffer.concat(chunks);
}
