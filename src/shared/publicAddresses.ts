/**
 * Whether an address the platform would fetch later (knowledge-base URLs) points at the public internet: not at
 * the platform's own host, its network or cloud metadata (SSRF). Checked on the host as the URL parser normalises
 * it (`https://2130706433/` and `https://0x7f.1/` are 127.0.0.1). Names are not resolved here: a name can resolve
 * differently at fetch time (DNS rebinding), so the fetcher must check the address it connects to as well.
 */
const LOCAL_NAMES = /(^|\.)(localhost|localdomain|local|internal|home\.arpa)$/;

/** IPv4 ranges that are not public: [first octets as a number, prefix length]. */
const PRIVATE_V4: readonly [number, number][] = [
  [0x00000000, 8], // "this" network
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local, cloud metadata (169.254.169.254)
  [0xac100000, 12], // private
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0a80000, 16], // private
  [0xc6120000, 15], // benchmarking
  [0xe0000000, 3], // multicast and reserved, broadcast
];

function ipv4Number(host: string): number | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255))
    return undefined;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

const inV4Range = (address: number) =>
  PRIVATE_V4.some(
    ([base, bits]) => Math.floor(address / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)),
  );

function isPrivateV6(host: string): boolean {
  const address = host.slice(1, -1).toLowerCase();
  if (address === '::' || address === '::1') return true;
  // IPv4-mapped and -translated addresses carry an IPv4 one in their last 32 bits.
  const mapped =
    /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address) ??
    /^64:ff9b::([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (mapped) return inV4Range(parseInt(mapped[1]!, 16) * 65536 + parseInt(mapped[2]!, 16));
  const first = parseInt(address.split(':')[0] || '0', 16);
  return (first & 0xffc0) === 0xfe80 || (first & 0xfe00) === 0xfc00 || (first & 0xff00) === 0xff00;
}

/** Whether the host of `url` may be fetched by the platform; false for unparsable URLs. */
export function isPublicUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return false;
  }
  if (host === '' || LOCAL_NAMES.test(host)) return false;
  if (host.startsWith('[')) return !isPrivateV6(host);
  const v4 = ipv4Number(host);
  return v4 === undefined ? true : !inV4Range(v4);
}
