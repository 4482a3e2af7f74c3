import { isIP } from 'node:net';

/**
 * Which addresses a webhook may be sent to. A webhook is a request the server makes on a stranger's
 * behalf: one aimed at the server's own network (loopback, private ranges, link-local, where cloud
 * metadata lives) would let a key's owner probe it. Checked on registration and again on every
 * delivery, after DNS resolution, so a name that later resolves inward is refused too.
 */
export type AddressKind = 'public' | 'loopback' | 'private';

export function addressKind(address: string): AddressKind {
  const version = isIP(address);
  if (version === 4) return ipv4Kind(address);
  if (version === 6) return ipv6Kind(address.toLowerCase());
  return 'private';
}

function ipv4Kind(address: string): AddressKind {
  const [a, b] = address.split('.').map(Number);
  if (a === 127) return 'loopback';
  const inward =
    a === 0 || // "this network"
    a === 10 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224; // multicast and reserved
  return inward ? 'private' : 'public';
}

function ipv6Kind(address: string): AddressKind {
  if (address === '::1') return 'loopback';
  if (address === '::') return 'private';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return ipv4Kind(mapped[1]);
  const first = parseInt(address.split(':')[0] || '0', 16);
  const inward =
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xff00) === 0xff00 || // multicast
    address.startsWith('64:ff9b:') || // NAT64 can reach IPv4 private space
    address.startsWith('2001:db8:');
  return inward ? 'private' : 'public';
}

/** Whether a delivery may go to every one of these resolved addresses. */
export function addressesAllowed(addresses: string[], allowLoopback: boolean): boolean {
  return addresses.length > 0 && addresses.every((address) => {
    const kind = addressKind(address);
    return kind === 'public' || (kind === 'loopback' && allowLoopback);
  });
}

/** https always; plain http only to loopback, and only when loopback is allowed (development, tests). */
export function schemeAllowed(url: URL, addresses: string[], allowLoopback: boolean): boolean {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && allowLoopback && addresses.every((address) => addressKind(address) === 'loopback');
}
