import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Which client a request comes from. X-Forwarded-For can be written by anyone, so it is read only
 * when the peer that sent it is one of the proxies listed in TRUSTED_PROXY (addresses and CIDR
 * ranges). Without a list the socket address counts: safe, but behind a load balancer every
 * customer would share the balancer's address (and its login throttle).
 * A count of hops is refused: it believed the header from any peer, so a client that reached the
 * server's port directly chose its own address.
 */
export type TrustedProxy =
  | { kind: 'none' }
  | { kind: 'list'; proxies: BlockList };

/** A longer X-Forwarded-For than any real proxy chain is cut: only its nearest entries matter. */
const MAX_CHAIN = 32;

const familyOf = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `::ffff:10.0.0.1` (an IPv4 client on an IPv6 socket) is 10.0.0.1. */
function plain(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

function addProxy(proxies: BlockList, entry: string): void {
  const [address = '', prefix, extra] = entry.split('/');
  const ip = plain(address);
  const family = isIP(ip);
  const bits = prefix === undefined ? null : Number(prefix);
  const maxBits = family === 6 ? 128 : 32;
  if (family === 0 || extra !== undefined || (bits !== null && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits && /^\d+$/.test(prefix!)))) {
    throw new Error(`TRUSTED_PROXY: "${entry}" is not an IP address or CIDR range`);
  }
  if (bits === null) proxies.addAddress(ip, familyOf(ip));
  else proxies.addSubnet(ip, bits, familyOf(ip));
}

/** `TRUSTED_PROXY`: unset or 0 = none; `10.0.0.0/8, 192.168.1.5` = those proxies. */
export function parseTrustedProxy(value: string | undefined): TrustedProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    throw new Error(`TRUSTED_PROXY: "${text}" is a number of hops, which would believe X-Forwarded-For from any client; list the proxies' addresses or CIDR ranges instead (for example 10.0.0.0/8)`);
  }
  const proxies = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) addProxy(proxies, entry);
  return { kind: 'list', proxies };
}

/**
 * The client address from the socket address and X-Forwarded-For: step from the socket towards the
 * client over trusted proxies only (each proxy appends the address it saw). An entry that is no
 * address was not written by a proxy: the walk stops before it.
 */
export function clientAddressOf(socket: string, forwardedFor: string | undefined, trust: TrustedProxy): string {
  const nearest = plain(socket);
  if (trust.kind === 'none' || !forwardedFor) return nearest;
  const chain = [nearest, ...forwardedFor.split(',').slice(-MAX_CHAIN).reverse().map(plain)];
  const trusted = (index: number): boolean => {
    const address = chain[index]!;
    return isIP(address) !== 0 && trust.proxies.check(address, familyOf(address));
  };
  let index = 0;
  while (index + 1 < chain.length && trusted(index) && isIP(chain[index + 1]!) !== 0) index++;
  return chain[index]!;
}

/** The client address of a request; `unknown` where there is no socket (app.request() in tests). */
export function clientIp(c: Context, trust: TrustedProxy): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  return clientAddressOf(socket ?? 'unknown', c.req.header('X-Forwarded-For'), trust);
}
