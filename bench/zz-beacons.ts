import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchExtras } from '/work/main/bench/extras.ts';
const root = '/work/main/';
const dataDir = mkdtempSync(join(tmpdir(), 'h5-beacon-'));
const port = 39000 + Math.floor(Math.random() * 1000);
const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'packages/server/src/main.ts')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const origin = `http://127.0.0.1:${port}`;
for (;;) {
  try { if ((await fetch(origin + '/healthz')).ok) break; } catch {}
  await new Promise((r) => setTimeout(r, 100));
}
try {
  const rows = await benchExtras({ origin, process: child, dataDir, startMs: 0, stop: async () => {} });
  console.table(rows);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
