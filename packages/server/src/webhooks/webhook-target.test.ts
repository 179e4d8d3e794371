import { describe, expect, it } from 'vitest';
import type { LookupAddress } from 'node:dns';
import { fakeResolver, PUBLIC_ADDRESS } from '#test/support/fake-resolver.ts';
import { INSIDE_WEBHOOK_URLS, LOOPBACK_WEBHOOK_URLS } from '#test/support/inside-webhook-urls.ts';
import { addressKind, pinnedLookup, webhookTargets } from './webhook-target.ts';
import type { ResolvedAddress, Vetting } from './webhook-target.ts';

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });

const reasonOf = (vetting: Vetting) => (vetting.ok ? null : vetting.reason);

describe('the address kinds a webhook may not reach', () => {
  it('names every inside range, IPv4-mapped IPv6 as the IPv4 it maps, and passes public ones', () => {
    const kinds: [string, ReturnType<typeof addressKind>][] = [
      ['127.0.0.1', 'loopback'],
      ['127.255.255.254', 'loopback'],
      ['::1', 'loopback'],
      ['::ffff:7f00:1', 'loopback'],
      ['0.0.0.0', 'unspecified'],
      ['::', 'unspecified'],
      ['10.1.2.3', 'private'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.0.1', 'private'],
      ['::ffff:a00:1', 'private'],
      ['100.64.0.1', 'shared'],
      ['100.127.255.255', 'shared'],
      ['169.254.169.254', 'link-local'],
      ['fe80::1', 'link-local'],
      ['fd00:ec2::254', 'unique-local'],
      ['fc00::1', 'unique-local'],
      ['224.0.0.1', 'multicast'],
      ['255.255.255.255', 'multicast'],
      ['ff02::1', 'multicast'],
      ['192.0.0.192', 'reserved'],
      ['198.18.0.1', 'reserved'],
      ['240.0.0.1', 'reserved'],
      ['::7f00:1', 'reserved'],
      ['64:ff9b::a00:1', 'reserved'],
      ['2002:a00:1::1', 'reserved'],
      ['2001:db8::1', 'reserved'],
      ['::ffff:808:808', 'reserved'],
      ['not an address', 'reserved'],
      ['8.8.8.8', null],
      ['172.32.0.1', null],
      ['100.128.0.1', null],
      ['11.0.0.1', null],
      ['93.184.215.14', null],
      ['2606:4700::1111', null],
      ['240e:e9:6002:15a::1', null],
    ];
    for (const [ip, kind] of kinds) expect(addressKind(ip), ip).toBe(kind);
  });
});

describe('vetting a webhook URL', () => {
  const resolver = fakeResolver({ 'crm.example.com': [PUBLIC_ADDRESS] });
  const strict = webhookTargets({ allowLoopback: false, resolve: resolver.resolve });
  const loose = webhookTargets({ allowLoopback: true, resolve: resolver.resolve });

  it('refuses every spelling of an inside address, loopback too unless it is allowed', async () => {
    for (const url of [...LOOPBACK_WEBHOOK_URLS, ...INSIDE_WEBHOOK_URLS]) {
      const reason = reasonOf(await strict.vet(url));
      expect(reason, url).toMatch(/^接收地址/);
    }
    for (const url of INSIDE_WEBHOOK_URLS) {
      expect(reasonOf(await loose.vet(url)), url).toMatch(/^接收地址/);
    }
    // Each was refused as it is spelt: no name was resolved.
    expect(resolver.asked).toEqual([]);
  });

  it('says why in words an admin can act on', async () => {
    const reasons = {
      'http://0x7f000001/': '接收地址不能指向本机回环地址（127.0.0.1）',
      'http://169.254.169.254/':
        '接收地址不能指向链路本地地址（含云服务器元数据）（169.254.169.254）',
      'http://metadata.google.internal/':
        '接收地址不能指向云服务器元数据服务（metadata.google.internal）',
      'http://192.168.1.1/': '接收地址不能指向内网地址（192.168.1.1）',
      'http://runsc/': '接收地址不能使用内网域名（runsc），请填写公网域名',
      'https://user:pass@crm.example.com/': '接收地址不能包含用户名或密码（user:pass@）',
      'ftp://crm.example.com/': '接收地址应为 http:// 或 https:// 开头的完整网址',
      'https://nowhere.example.com/': '接收地址的域名无法解析（nowhere.example.com），请检查后重试',
    };
    for (const [url, reason] of Object.entries(reasons)) {
      expect(reasonOf(await strict.vet(url)), url).toBe(reason);
    }
  });

  it('resolves a name and refuses it when any of its addresses is inside', async () => {
    const names = fakeResolver({
      'loop.example.com': [v4('127.0.0.1')],
      'loop6.example.com': [v6('::1')],
      'mixed.example.com': [PUBLIC_ADDRESS, v4('10.0.0.8')],
      'mapped.example.com': [v6('::ffff:169.254.169.254')],
      'ula.example.com': [v6('2606:4700::1111'), v6('fd12::1')],
      'public.example.com': [PUBLIC_ADDRESS, v6('2606:4700::1111')],
      'empty.example.com': [],
    });
    const targets = webhookTargets({ allowLoopback: false, resolve: names.resolve });
    expect(reasonOf(await targets.vet('https://loop.example.com/in'))).toBe(
      '接收地址不能指向本机回环地址（loop.example.com 解析到此类地址）',
    );
    expect(reasonOf(await targets.vet('https://loop6.example.com/in'))).toContain('本机回环');
    expect(reasonOf(await targets.vet('https://mixed.example.com/in'))).toContain('内网地址');
    expect(reasonOf(await targets.vet('https://mapped.example.com/in'))).toContain('链路本地');
    expect(reasonOf(await targets.vet('https://ula.example.com/in'))).toContain('唯一本地');
    expect(reasonOf(await targets.vet('https://empty.example.com/in'))).toContain('无法解析');
    const vetted = await targets.vet('https://public.example.com/in');
    expect(vetted).toMatchObject({
      ok: true,
      addresses: [PUBLIC_ADDRESS, v6('2606:4700::1111')],
    });

    // With loopback allowed, a name of loopback addresses passes; one inside address still not.
    const allowing = webhookTargets({ allowLoopback: true, resolve: names.resolve });
    expect(await allowing.vet('http://loop.example.com:8080/in')).toMatchObject({
      ok: true,
      addresses: [v4('127.0.0.1')],
    });
    expect(reasonOf(await allowing.vet('https://mixed.example.com/in'))).toContain('内网地址');
  });

  it('refuses a hosts-file name that is loopback, asking the system resolver', async () => {
    // `localhost` is in every hosts file: no DNS server is asked.
    const system = webhookTargets({ allowLoopback: true });
    const vetted = await system.vet('http://localhost:9/');
    expect(vetted.ok).toBe(true);
    if (vetted.ok) {
      for (const { address } of vetted.addresses) expect(addressKind(address)).toBe('loopback');
    }
    expect(
      reasonOf(await webhookTargets({ allowLoopback: false }).vet('http://localhost:9/')),
    ).toBe('接收地址不能指向本机回环地址（localhost）');
  });
});

describe('the lookup a send connects through', () => {
  const lookupOf = (addresses: ResolvedAddress[], options: object) =>
    new Promise<{ address: string | LookupAddress[]; family?: number }>((resolve, reject) =>
      pinnedLookup(addresses)('anything.example.com', options, (error, address, family) =>
        error ? reject(error) : resolve({ address, family }),
      ),
    );

  it('answers only the vetted addresses, whatever name it is asked for', async () => {
    const vetted = [v4('127.0.0.1'), v6('::1')];
    expect(await lookupOf(vetted, { all: true })).toEqual({
      address: [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
      ],
    });
    expect(await lookupOf(vetted, {})).toEqual({ address: '127.0.0.1', family: 4 });
    expect(await lookupOf(vetted, { family: 6 })).toEqual({ address: '::1', family: 6 });
    expect(await lookupOf(vetted, { family: 'IPv6', all: true })).toEqual({
      address: [{ address: '::1', family: 6 }],
    });
  });
});
