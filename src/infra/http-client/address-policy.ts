import { BlockList, isIP } from 'node:net';

/** Why an address may not be connected to. */
export type RefusalReason = 'loopback' | 'private' | 'link-local' | 'metadata' | 'unspecified' | 'multicast' | 'reserved';

/**
 * Address ranges an outbound request may never reach unless the operator allows them: everything that is not
 * the public internet. Checked in this order, so the first matching (most specific) reason is reported.
 */
const RANGES: { reason: RefusalReason; v4?: [string, number][]; v6?: [string, number][] }[] = [
  // Cloud instance metadata services: the classic SSRF prize, reported by name.
  { reason: 'metadata', v4: [['169.254.169.254', 32], ['100.100.100.200', 32]], v6: [['fd00:ec2::254', 128]] },
  { reason: 'unspecified', v4: [['0.0.0.0', 8]], v6: [['::', 128]] },
  { reason: 'loopback', v4: [['127.0.0.0', 8]], v6: [['::1', 128]] },
  // 100.64/10 is carrier-grade NAT space: private in all but name.
  { reason: 'private', v4: [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['100.64.0.0', 10]], v6: [['fc00::', 7]] },
  { reason: 'link-local', v4: [['169.254.0.0', 16]], v6: [['fe80::', 10]] },
  { reason: 'multicast', v4: [['224.0.0.0', 4]], v6: [['ff00::', 8]] },
  // IETF protocol assignments, benchmarking, documentation, the old class E block and broadcast; IPv6
  // documentation and discard-only prefixes. None of them is a webhook receiver.
  {
    reason: 'reserved',
    v4: [['192.0.0.0', 24], ['192.0.2.0', 24], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['240.0.0.0', 4]],
    v6: [['2001:db8::', 32], ['100::', 64]],
  },
];

const LISTS = RANGES.map(({ reason, v4 = [], v6 = [] }) => {
  const list = new BlockList();
  for (const [net, prefix] of v4) list.addSubnet(net, prefix, 'ipv4');
  for (const [net, prefix] of v6) list.addSubnet(net, prefix, 'ipv6');
  return { reason, list };
});

/**
 * IPv6 forms that carry an IPv4 address a packet ends up at: IPv4-mapped (::ffff:a.b.c.d), the deprecated
 * IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002:AABB:CCDD::/48). Each is judged by the
 * IPv4 address inside, so ::ffff:127.0.0.1 is loopback.
 */
function embeddedIPv4(address: string): string | null {
  const words = expandIPv6(address);
  if (!words) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  const zeros = (from: number, to: number) => words.slice(from, to).every((w) => w === 0);
  if (zeros(0, 5) && words[5] === 0xffff) return v4(words[6]!, words[7]!);
  if (zeros(0, 6) && (words[6] !== 0 || words[7]! > 1)) return v4(words[6]!, words[7]!);
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) return v4(words[6]!, words[7]!);
  if (words[0] === 0x2002) return v4(words[1]!, words[2]!);
  return null;
}

/** The eight 16-bit words of an IPv6 address (a trailing dotted IPv4 part included), or null. */
function expandIPv6(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string) => (s === '' ? [] : s.split(':').map((w) => parseInt(w, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const fill = 8 - left.length - right.length;
  if (fill < 0 || (tail === undefined && fill !== 0)) return null;
  return [...left, ...Array<number>(fill).fill(0), ...right];
}

/** The reason this IP address may not be reached, or null when it is a public address. */
export function refusalReason(address: string): RefusalReason | null {
  const family = isIP(address);
  if (family === 0) return 'reserved';
  if (family === 6) {
    const inner = embeddedIPv4(address);
    if (inner !== null) return refusalReason(inner);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const { reason, list } of LISTS) if (list.check(address, type)) return reason;
  return null;
}

/**
 * The operator's exceptions (GROVE_OUTBOUND_ALLOW): IP addresses, CIDR ranges and host names. A host name
 * allows whatever it resolves to; an address or range allows itself whatever name led to it.
 */
export class Allowlist {
  readonly #names = new Set<string>();
  readonly #addresses = new BlockList();

  constructor(entries: readonly string[]) {
    for (const raw of entries) {
      const entry = raw.trim().toLowerCase();
      const [net, prefix] = entry.split('/') as [string, string | undefined];
      const family = isIP(net);
      if (family !== 0) {
        const type = family === 4 ? 'ipv4' : 'ipv6';
        if (prefix === undefined) this.#addresses.addAddress(net, type);
        else this.#addresses.addSubnet(net, Number(prefix), type);
      } else {
        this.#names.add(entry.replace(/\.$/, ''));
      }
    }
  }

  allowsName(hostname: string): boolean {
    return this.#names.has(hostname.toLowerCase().replace(/\.$/, ''));
  }

  allowsAddress(address: string): boolean {
    const family = isIP(address);
    return family !== 0 && this.#addresses.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }
}
