import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { boundedBody } from '../../common/outbound/bounded-body';

/** What an endpoint answered: its status and the first bytes of its body. */
export interface PostAnswer {
  status: number;
  excerpt: string;
}

/**
 * POSTs `body` to `url`, connecting to the address `lookup` answers (never following a redirect), within `signal`;
 * reads at most `excerptBytes` of the answer. Node's own http(s) client: its `lookup` option is what lets the checked
 * address be the one connected to.
 */
export function postTo(
  url: URL,
  headers: OutgoingHttpHeaders,
  body: string,
  options: { lookup: LookupFunction; signal: AbortSignal; excerptBytes: number },
): Promise<PostAnswer> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', headers, lookup: options.lookup, signal: options.signal, agent: false },
      (response) => {
        boundedBody(response, options.excerptBytes).then((bytes) => {
          response.destroy();
          resolve({ status: response.statusCode ?? 0, excerpt: bytes.toString('utf8') });
        }, reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
