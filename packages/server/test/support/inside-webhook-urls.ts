/**
 * Webhook URLs that reach inside: this machine, its network or a cloud's metadata service, spelled
 * the ways an attacker tries. None needs a DNS server to be refused (each is an address, a name
 * refused as it is spelt, or carries credentials), so tests on any resolver may send them all.
 */

/** This machine's loopback: allowed only with WEBHOOK_ALLOW_LOOPBACK=1 outside production. */
export const LOOPBACK_WEBHOOK_URLS = [
  'http://127.0.0.1/',
  'http://127.0.0.1:3000/admin/api/accounts',
  'http://127.8.9.10/',
  'http://localhost/',
  'http://LOCALHOST./',
  'http://crm.localhost/',
  'http://[::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[0:0:0:0:0:ffff:7f00:1]/',
  'http://0x7f000001/',
  'http://2130706433/',
  'http://017700000001/',
  'http://0177.0.0.1/',
  'http://127.1/',
  'http://127.0.0.1./',
  'http://%31%32%37.0.0.1/',
];

/** Refused whatever the setting says. */
export const INSIDE_WEBHOOK_URLS = [
  'http://0.0.0.0/',
  'http://0/',
  'http://[::]/',
  'http://[::127.0.0.1]/',
  'http://[64:ff9b::a00:1]/',
  'http://169.254.169.254/latest/meta-data/',
  'http://[fd00:ec2::254]/latest/meta-data/',
  'http://[fe80::1]/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://metadata/',
  'http://100.100.100.200/latest/meta-data/',
  'http://10.0.0.1/',
  'http://10.255.255.254:8080/',
  'http://172.16.0.1/',
  'http://172.31.255.254/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://224.0.0.1/',
  'http://255.255.255.255/',
  'http://runsc/',
  'http://vm:8080/',
  'http://crm.corp.internal/',
  'https://user:pass@crm.example.com/in',
  'https://admin:x@127.0.0.1/',
];

export const ALL_INSIDE_WEBHOOK_URLS = [...LOOPBACK_WEBHOOK_URLS, ...INSIDE_WEBHOOK_URLS];
