import ipaddr from 'ipaddr.js';

/**
 * The part of a client address that names one client for rate limits: an IPv4 address as is (an
 * IPv4-mapped IPv6 address as its IPv4), an IPv6 address by its /64. Providers give every subscriber
 * at least a /64, so keying whole IPv6 addresses would let one client rotate through 2^64 of them.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString()}/64`;
}
