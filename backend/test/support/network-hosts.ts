import { spawnSync } from 'node:child_process';
import { findExecutable } from './executables';

const IP = findExecutable('ip');

/** Why separate hosts cannot be made here, or null: they need root (network namespaces) and iproute2. */
export const networkHostsUnavailable =
  process.getuid?.() !== 0
    ? 'network namespaces need root (CI runs as root)'
    : IP
      ? null
      : 'the ip command (iproute2) is not installed';

function ip(...args: string[]): string {
  const run = spawnSync(IP as string, args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`ip ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

/** A private /24 (first three parts) that no route of this machine covers or reaches into but the default one. */
function unusedSubnet(): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const subnet = `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
    const covering = ip('-4', 'route', 'show', 'match', `${subnet}.0/24`)
      .split('\n')
      .filter((route) => route && !route.startsWith('default'));
    if (covering.length === 0 && ip('-4', 'route', 'show', 'root', `${subnet}.0/24`).trim() === '') return subnet;
  }
  throw new Error('no unused 10.x.y.0/24 found');
}

export interface Lan {
  /** This machine's address on the LAN (where the test and nginx run). */
  readonly gateway: string;
  /** The address of `host`. */
  address(host: string): string;
  /** The command prefix that runs a program on `host` (`ip netns exec <namespace>`). */
  exec(host: string): string[];
  /** Unplugs `host`'s cable: its switch port goes down, so nothing reaches it and nothing it sends arrives. */
  cut(host: string): void;
  /** Removes every namespace and link made. */
  remove(): void;
}

/**
 * Hosts on one switch: a network namespace per host, each joined by a veth pair to a bridge in a namespace of its
 * own (the switch), and one more veth pair from this machine's namespace to the switch. Nothing is routed or
 * forwarded, so no setting of this machine changes; names are per test process, the /24 one no route here uses.
 */
export function buildLan(hosts: string[]): Lan {
  const tag = `st${process.pid % 100000}`;
  const subnet = unusedSubnet();
  const switchNs = `${tag}-switch`;
  const namespace = (host: string) => `${tag}-${host}`;
  const port = (index: number) => `${tag}p${index}`;
  const made: string[] = [];
  const lan: Lan = {
    gateway: `${subnet}.1`,
    address: (host) => `${subnet}.${10 + hosts.indexOf(host)}`,
    exec: (host) => [IP as string, 'netns', 'exec', namespace(host)],
    cut: (host) => ip('-n', switchNs, 'link', 'set', port(hosts.indexOf(host)), 'down'),
    remove() {
      // Deleting a namespace deletes the veth ends in it, and with them their peers.
      for (const ns of made.reverse()) spawnSync(IP as string, ['netns', 'del', ns]);
    },
  };
  try {
    ip('netns', 'add', switchNs);
    made.push(switchNs);
    ip('-n', switchNs, 'link', 'add', 'switch', 'type', 'bridge');
    ip('-n', switchNs, 'link', 'set', 'switch', 'up');
    const plug = (index: number, end: string) => {
      ip('link', 'add', end, 'type', 'veth', 'peer', 'name', port(index));
      ip('link', 'set', port(index), 'netns', switchNs);
      ip('-n', switchNs, 'link', 'set', port(index), 'master', 'switch', 'up');
    };
    hosts.forEach((host, index) => {
      ip('netns', 'add', namespace(host));
      made.push(namespace(host));
      plug(index, `${tag}h${index}`);
      ip('link', 'set', `${tag}h${index}`, 'netns', namespace(host));
      ip('-n', namespace(host), 'addr', 'add', `${lan.address(host)}/24`, 'dev', `${tag}h${index}`);
      ip('-n', namespace(host), 'link', 'set', `${tag}h${index}`, 'up');
      ip('-n', namespace(host), 'link', 'set', 'lo', 'up');
    });
    const own = `${tag}gw`;
    plug(hosts.length, own);
    ip('addr', 'add', `${lan.gateway}/24`, 'dev', own);
    ip('link', 'set', own, 'up');
  } catch (error) {
    lan.remove();
    throw error;
  }
  return lan;
}
