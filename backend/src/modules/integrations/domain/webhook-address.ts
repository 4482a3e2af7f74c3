import { isIP } from 'node:net';

/**
 * Which addresses a webhook may be sent to. A webhook is a request the server makes on a stranger's
 * behalf: one aimed at the server's own network (loopback, private ranges, link-local, where cloud
 * metadata lives) would let a key's owner probe it. The decision is on the address connected to,
 * however it was written: an IPv6 address that carries an IPv4 one (mapped, 6to4, NAT64) is judged
 * by the IPv4 address it reaches; the other IPv6 forms of IPv4 (compatible, translated, Teredo…)
 * lie outside global unicast and are refused.
 */
export type AddressKind = 'public' | 'loopback' | 'private';

export function addressKind(address: string): AddressKind {
  const bare = address.replace(/^\[|\]$/g, '');
  const version = isIP(bare);
  if (version === 4) return ipv4Kind(bare.split('.').map(Number));
  if (version === 6) return ipv6Kind(ipv6Groups(bare));
  return 'private';
}

type Range = [first: number[], prefixBits: number];

/** IANA's special-purpose IPv4 registry: nothing in it is a stranger's server. */
const IPV4_INWARD: Range[] = [
  [[0, 0, 0, 0], 8], // "this network", 0.0.0.0
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[169, 254, 0, 0], 16], // link-local, cloud metadata
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relays
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast
];

function ipv4Kind(octets: number[]): AddressKind {
  if (octets[0] === 127) return 'loopback';
  return IPV4_INWARD.some(([first, bits]) => inRange(octets, first, bits, 8)) ? 'private' : 'public';
}

/**
 * Only global unicast (2000::/3) reaches a stranger; inside it the special-purpose blocks do not,
 * and the blocks that tunnel to an IPv4 address are judged by that address.
 */
const IPV6_INWARD: Range[] = [
  [[0x2001, 0], 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID…
  [[0x2001, 0xdb8], 32], // documentation
  [[0x3fff, 0], 20], // documentation
];

function ipv6Kind(groups: number[]): AddressKind {
  const embedded = embeddedIpv4(groups);
  // Loopback is allowed (WEBHOOKS_ALLOW_LOOPBACK) only as itself, 127.x or ::1: written any other
  // way it is someone probing, so whatever is not public in IPv4 is private here.
  if (embedded) return ipv4Kind(embedded) === 'public' ? 'public' : 'private';
  if (groups.every((group, index) => group === (index === 7 ? 1 : 0))) return 'loopback';
  if ((groups[0] & 0xe000) !== 0x2000) return 'private';
  return IPV6_INWARD.some(([first, bits]) => inRange(groups, first, bits, 16)) ? 'private' : 'public';
}

/** The IPv4 address an IPv6 address carries and is routed to (mapped, NAT64, 6to4), if any. */
function embeddedIpv4(groups: number[]): number[] | null {
  const octetsOf = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff];
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return octetsOf(groups[6], groups[7]); // ::ffff:a.b.c.d
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return octetsOf(groups[6], groups[7]); // NAT64
  if (groups[0] === 0x2002) return octetsOf(groups[1], groups[2]); // 6to4
  return null;
}

function inRange(parts: number[], first: number[], prefixBits: number, bitsPerPart: number): boolean {
  for (let index = 0; prefixBits > 0; index++, prefixBits -= bitsPerPart) {
    const bits = Math.min(bitsPerPart, prefixBits);
    const mask = ((1 << bits) - 1) << (bitsPerPart - bits);
    if (((parts[index] ?? 0) & mask) !== ((first[index] ?? 0) & mask)) return false;
  }
  return true;
}

/** The eight 16-bit groups of an IPv6 address (`::`, a trailing dotted quad and a zone allowed). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0];
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === null ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** Whether a delivery may go to every one of these resolved addresses. */
export function addressesAllowed(addresses: string[], allowLoopback: boolean): boolean {
  return (
    addresses.length > 0 &&
    addresses.every((address) => {
      const kind = addressKind(address);
      return kind === 'public' || (kind === 'loopback' && allowLoopback);
    })
  );
}

/** https always; plain http only to loopback, and only when loopback is allowed (development, tests). */
export function schemeAllowed(url: URL, addresses: string[], allowLoopback: boolean): boolean {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && allowLoopback && addresses.every((address) => addressKind(address) === 'loopback');
}
