import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { LookupFunction } from 'node:net';

/**
 * Where a webhook may send leads: a public http(s) address, never this machine, the internal
 * network or a cloud metadata service. A receiver's URL is checked when it is saved and again at
 * each send, and the send connects only to the addresses that check vetted (`pinnedLookup`), so a
 * name that resolves elsewhere in between (DNS rebinding) cannot steer it inside.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** A host name's addresses, as `dns.lookup(name, { all: true })` answers them. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** How long a name may take to resolve before the URL is refused (or the attempt fails). */
const RESOLVE_TIMEOUT_MS = 5_000;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

export type AddressKind =
  | 'loopback'
  | 'unspecified'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'reserved';

const KIND_WORDS: Record<AddressKind, string> = {
  loopback: '本机回环地址',
  unspecified: '未指定地址（0.0.0.0 或 ::）',
  private: '内网地址',
  shared: '运营商级 NAT 共享地址（含云服务器元数据）',
  'link-local': '链路本地地址（含云服务器元数据）',
  'unique-local': 'IPv6 唯一本地地址',
  multicast: '组播或广播地址',
  reserved: '保留地址',
};

/** Ranges in the order they are named: the first match says what an address is. */
const RANGES: readonly [AddressKind, string, number, 'ipv4' | 'ipv6'][] = [
  ['loopback', '127.0.0.0', 8, 'ipv4'],
  ['loopback', '::1', 128, 'ipv6'],
  ['unspecified', '0.0.0.0', 8, 'ipv4'],
  ['unspecified', '::', 128, 'ipv6'],
  ['private', '10.0.0.0', 8, 'ipv4'],
  ['private', '172.16.0.0', 12, 'ipv4'],
  ['private', '192.168.0.0', 16, 'ipv4'],
  // Carrier NAT, and Alibaba Cloud's metadata service (100.100.100.200).
  ['shared', '100.64.0.0', 10, 'ipv4'],
  // AWS, Tencent, Huawei and most other clouds' metadata services (169.254.169.254).
  ['link-local', '169.254.0.0', 16, 'ipv4'],
  ['link-local', 'fe80::', 10, 'ipv6'],
  // AWS's IPv6 metadata service (fd00:ec2::254) among them.
  ['unique-local', 'fc00::', 7, 'ipv6'],
  ['multicast', '224.0.0.0', 4, 'ipv4'],
  ['multicast', '255.255.255.255', 32, 'ipv4'],
  ['multicast', 'ff00::', 8, 'ipv6'],
  ['reserved', '192.0.0.0', 24, 'ipv4'],
  ['reserved', '192.0.2.0', 24, 'ipv4'],
  ['reserved', '192.88.99.0', 24, 'ipv4'],
  ['reserved', '198.18.0.0', 15, 'ipv4'],
  ['reserved', '198.51.100.0', 24, 'ipv4'],
  ['reserved', '203.0.113.0', 24, 'ipv4'],
  ['reserved', '240.0.0.0', 4, 'ipv4'],
  ['reserved', 'fec0::', 10, 'ipv6'],
  // Teredo, documentation and 6to4 among them: tunnels that carry IPv4 anywhere.
  ['reserved', '2001::', 23, 'ipv6'],
  ['reserved', '2001:db8::', 32, 'ipv6'],
  ['reserved', '2002::', 16, 'ipv6'],
];

const LISTS = new Map<AddressKind, BlockList>();
for (const [kind, network, prefix, type] of RANGES) {
  let list = LISTS.get(kind);
  if (!list) LISTS.set(kind, (list = new BlockList()));
  list.addSubnet(network, prefix, type);
}
/** Global unicast: an IPv6 address anywhere else (IPv4-compatible, NAT64, …) is reserved. */
const GLOBAL_IPV6 = new BlockList();
GLOBAL_IPV6.addSubnet('2000::', 3, 'ipv6');

/**
 * What kind of inside address `ip` is, or null for a public one. An IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`) is the IPv4 address it maps.
 */
export function addressKind(ip: string): AddressKind | null {
  const family = isIP(ip);
  if (family === 0) return 'reserved';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const [kind, list] of LISTS) if (list.check(ip, type)) return kind;
  if (family === 6 && !GLOBAL_IPV6.check(ip, 'ipv6')) return 'reserved';
  return null;
}

/** Cloud metadata services by name. */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.tencentyun.com',
  'instance-data',
  'instance-data.ec2.internal',
]);
/** Suffixes only an internal network answers for. */
const INTERNAL_SUFFIXES = [
  '.internal',
  '.local',
  '.localdomain',
  '.home.arpa',
  '.lan',
  '.intranet',
  '.corp',
];

const WEB_URL = '接收地址应为 http:// 或 https:// 开头的完整网址';

/**
 * What is wrong with `raw` as a webhook's URL before any name is resolved, or null: http(s) with
 * a host, and no credentials (they would be sent to the receiver in every request and shown in
 * the builder).
 */
export function webhookUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEB_URL;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return WEB_URL;
  }
  if (url.username !== '' || url.password !== '') {
    return '接收地址不能包含用户名或密码（user:pass@）';
  }
  return null;
}

/** The URL's host without IPv6 brackets or a trailing dot (WHATWG has normalised the rest). */
function hostOf(url: URL): string {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : host.replace(/\.+$/, '');
}

/** Why the host name itself is refused, or null (its addresses are checked next). */
function nameProblem(host: string, allowLoopback: boolean): string | null {
  if (METADATA_NAMES.has(host)) return `接收地址不能指向云服务器元数据服务（${host}）`;
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return allowLoopback ? null : `接收地址不能指向${KIND_WORDS.loopback}（${host}）`;
  }
  if (!host.includes('.') || INTERNAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) {
    return `接收地址不能使用内网域名（${host}），请填写公网域名`;
  }
  return null;
}

export interface WebhookTargetOptions {
  /** Loopback addresses pass (WEBHOOK_ALLOW_LOOPBACK, development only); nothing else does. */
  allowLoopback: boolean;
  resolve?: Resolver;
}

export type Vetting =
  { ok: true; url: URL; addresses: ResolvedAddress[] } | { ok: false; reason: string };

export interface WebhookTargets {
  /** The URL's refusal in words, or the only addresses a request to it may connect to. */
  vet(raw: string): Promise<Vetting>;
}

export function webhookTargets({
  allowLoopback,
  resolve = systemResolver,
}: WebhookTargetOptions): WebhookTargets {
  const refusal = (ip: string, host: string): string | null => {
    const kind = addressKind(ip);
    if (kind === null || (kind === 'loopback' && allowLoopback)) return null;
    const where = ip === host ? ip : `${host} 解析到此类地址`;
    return `接收地址不能指向${KIND_WORDS[kind]}（${where}）`;
  };

  const resolved = async (host: string): Promise<ResolvedAddress[] | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((settle) => {
      timer = setTimeout(() => settle(null), RESOLVE_TIMEOUT_MS);
      timer.unref();
    });
    try {
      return await Promise.race([resolve(host).catch(() => null), late]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async vet(raw) {
      const problem = webhookUrlProblem(raw);
      if (problem) return { ok: false, reason: problem };
      const url = new URL(raw);
      const host = hostOf(url);
      const family = isIP(host);
      if (family !== 0) {
        const refused = refusal(host, host);
        return refused
          ? { ok: false, reason: refused }
          : { ok: true, url, addresses: [{ address: host, family: family === 6 ? 6 : 4 }] };
      }
      const named = nameProblem(host, allowLoopback);
      if (named) return { ok: false, reason: named };
      const addresses = await resolved(host);
      if (!addresses || addresses.length === 0) {
        return { ok: false, reason: `接收地址的域名无法解析（${host}），请检查后重试` };
      }
      // One inside address is enough: a client may connect to any of them.
      for (const { address } of addresses) {
        const refused = refusal(address, host);
        if (refused) return { ok: false, reason: refused };
      }
      return { ok: true, url, addresses };
    },
  };
}

/**
 * A `lookup` for `http.request` that answers only the vetted addresses: the connection goes where
 * the check looked, whatever the name resolves to by then.
 */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family;
    const wanted =
      family === 4 || family === 'IPv4' ? 4 : family === 6 || family === 'IPv6' ? 6 : 0;
    const matching = addresses.filter((one) => wanted === 0 || one.family === wanted);
    const usable = matching.length > 0 ? matching : addresses;
    if (options.all) {
      callback(
        null,
        usable.map(({ address, family }) => ({ address, family })),
      );
      return;
    }
    const [first] = usable;
    if (!first) {
      callback(Object.assign(new Error('no vetted address'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    callback(null, first.address, first.family);
  };
}
