import { Inject, Injectable } from '@nestjs/common';
import ipaddr from 'ipaddr.js';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** An address a name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** How names are resolved for webhooks: the system's resolver (a test maps names of its own). */
@Injectable()
export class WebhookResolver {
  lookup(hostname: string): Promise<ResolvedAddress[]> {
    return dnsLookup(hostname, { all: true, verbatim: true });
  }
}

/** Why a webhook URL cannot be called: the message of the refusal, in Chinese. */
export class RefusedAddress extends Error {}

/** The longest URL an endpoint may have. */
export const WEBHOOK_URL_MAX = 500;

/** Whether `address` is a public unicast address (not private, loopback, link-local, reserved, multicast, …). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // `::ffff:127.0.0.1` is 127.0.0.1.
  return ipaddr.process(address).range() === 'unicast';
}

/** The URL's rules that need no lookup: http(s), a host, no user name or password in it. Throws RefusedAddress. */
export function parseWebhookUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RefusedAddress('网址无效');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RefusedAddress('网址必须以 http:// 或 https:// 开头');
  if (url.username || url.password) throw new RefusedAddress('网址不能包含用户名或密码');
  if (!url.hostname) throw new RefusedAddress('网址缺少主机名');
  return url;
}

/** `url`'s host as an address when it is one (`[::1]` → `::1`), else null (a name). */
const literalAddress = (url: URL): string | null => {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(host) ? host : null;
};

/**
 * Where webhooks may go: unless WEBHOOK_ALLOW_PRIVATE, only public addresses — checked when an endpoint is saved, and
 * again on every delivery by the lookup the connection itself uses, so a name that resolves elsewhere by then (DNS
 * rebinding) is refused and the address connected to is always the one checked.
 */
@Injectable()
export class WebhookAddresses {
  constructor(
    private readonly resolver: WebhookResolver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Checks `url` as a save does: its rules, and where its host resolves to now. Throws RefusedAddress. */
  async check(text: string): Promise<URL> {
    const url = parseWebhookUrl(text);
    const literal = literalAddress(url);
    if (literal) this.refusePrivate([literal]);
    else this.refusePrivate((await this.resolve(url.hostname)).map(({ address }) => address));
    return url;
  }

  /** Checks a delivery's `url` before it connects: its rules, and an address written in it. Throws RefusedAddress. */
  checkLiteral(url: URL): void {
    const literal = literalAddress(url);
    if (literal) this.refusePrivate([literal]);
  }

  /** The lookup of a delivery's connection: the name's addresses, each checked, or an error that ends the attempt. */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    this.resolve(hostname)
      .then((addresses) => {
        this.refusePrivate(addresses.map(({ address }) => address));
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };

  private async resolve(hostname: string): Promise<ResolvedAddress[]> {
    let addresses: ResolvedAddress[];
    try {
      addresses = await this.resolver.lookup(hostname);
    } catch {
      throw new RefusedAddress(`无法解析主机名 ${hostname}`);
    }
    if (!addresses.length) throw new RefusedAddress(`无法解析主机名 ${hostname}`);
    return addresses;
  }

  private refusePrivate(addresses: string[]): void {
    if (this.config.webhooks.allowPrivate) return;
    const refused = addresses.find((address) => !isPublicAddress(address));
    if (refused) {
      throw new RefusedAddress(
        `地址 ${refused} 属于内网、本机或保留网段，不能作为网络钩子（如确需使用，请设置 WEBHOOK_ALLOW_PRIVATE=true）`,
      );
    }
  }
}
