import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Why an address may not be probed. */
export type BlockedCategory =
  | 'metadata'
  | 'private'
  | 'loopback'
  | 'link-local'
  | 'cgnat'
  | 'multicast'
  | 'unspecified'
  | 'unique-local'
  | 'reserved';

type Range = readonly [category: BlockedCategory, network: string, prefix: number];

// Order matters: the first matching range names the category (metadata before link-local, and so on).
const IPV4_RANGES: readonly Range[] = [
  ['metadata', '169.254.169.254', 32],
  ['unspecified', '0.0.0.0', 8],
  ['private', '10.0.0.0', 8],
  ['cgnat', '100.64.0.0', 10],
  ['loopback', '127.0.0.0', 8],
  ['link-local', '169.254.0.0', 16],
  ['private', '172.16.0.0', 12],
  ['reserved', '192.0.0.0', 24],
  ['reserved', '192.0.2.0', 24],
  ['reserved', '192.88.99.0', 24],
  ['private', '192.168.0.0', 16],
  ['reserved', '198.18.0.0', 15],
  ['reserved', '198.51.100.0', 24],
  ['reserved', '203.0.113.0', 24],
  ['multicast', '224.0.0.0', 4],
  ['reserved', '240.0.0.0', 4],
];

const IPV6_RANGES: readonly Range[] = [
  ['metadata', 'fd00:ec2::254', 128],
  ['unspecified', '::', 128],
  ['loopback', '::1', 128],
  ['reserved', '::', 96],
  ['reserved', '100::', 64],
  ['reserved', '2001::', 23],
  ['reserved', '2001:db8::', 32],
  ['unique-local', 'fc00::', 7],
  ['link-local', 'fe80::', 10],
  ['reserved', 'fec0::', 10],
  ['multicast', 'ff00::', 8],
];

function buildLists(ranges: readonly Range[], type: 'ipv4' | 'ipv6'): Array<[BlockedCategory, BlockList]> {
  return ranges.map(([category, network, prefix]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, type);
    return [category, list];
  });
}

const IPV4_LISTS = buildLists(IPV4_RANGES, 'ipv4');
const IPV6_LISTS = buildLists(IPV6_RANGES, 'ipv6');

/** The category that forbids probing this address, or null when it is a public address. Non-IPs count as reserved. */
export function classifyAddress(address: string): BlockedCategory | null {
  if (isIPv4(address)) return firstMatch(IPV4_LISTS, address, 'ipv4');
  if (!isIPv6(address)) return 'reserved';
  const embedded = embeddedIPv4(address);
  if (embedded) return classifyAddress(embedded);
  return firstMatch(IPV6_LISTS, address, 'ipv6');
}

function firstMatch(
  lists: Array<[BlockedCategory, BlockList]>,
  address: string,
  type: 'ipv4' | 'ipv6',
): BlockedCategory | null {
  for (const [category, list] of lists) if (list.check(address, type)) return category;
  return null;
}

/**
 * The IPv4 address carried inside an IPv6 one that would reach it: IPv4-mapped (::ffff:a.b.c.d),
 * NAT64 (64:ff9b::/96) and 6to4 (2002::/16). Without this ::ffff:127.0.0.1 would pass as 'public'.
 */
function embeddedIPv4(address: string): string | null {
  const words = expandIPv6(address);
  if (!words) return null;
  const isMapped = words.slice(0, 5).every((w) => w === 0) && words[5] === 0xffff;
  const isNat64 = words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((w) => w === 0);
  if (isMapped || isNat64) return wordsToIPv4(words[6] ?? 0, words[7] ?? 0);
  if (words[0] === 0x2002) return wordsToIPv4(words[1] ?? 0, words[2] ?? 0);
  return null;
}

function wordsToIPv4(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** Eight 16-bit words, with a trailing dotted IPv4 part converted. */
function expandIPv6(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const octets = dotted[1].split('.').map(Number);
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headWords = head === '' ? [] : head.split(':');
  const tailWords = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headWords.length - tailWords.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const words = [...headWords, ...Array<string>(missing).fill('0'), ...tailWords].map((w) => Number.parseInt(w, 16));
  return words.length === 8 && words.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff) ? words : null;
}
