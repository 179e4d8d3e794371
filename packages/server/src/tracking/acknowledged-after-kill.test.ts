import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@h5-page/schema/constants';
import { DEVELOPMENT_JWT_SECRET } from '../config.ts';
import { createSmsCodeHasher } from '../accounts/auth/sms-codes.ts';
import { openAppStore } from '../app-store.ts';
import { events } from './event-tables.ts';
import { leads } from '../accounts/store/tables.ts';
import { createTestDatabase } from '#test/support/postgres.ts';
import { serverEnv, startServer } from '#test/support/server-process.ts';
import { BEACON_PATH } from './beacon.ts';
import { EVENTS_PATH, PAGE_VIEW_PATH } from './collect.ts';
import { createVisitSessions } from './visit-session.ts';
import { validatePage } from '@h5-page/schema';

/**
 * The real server, killed with SIGKILL in the middle of a burst of page views, clicks, visit
 * beacons and leads: every one it answered with success must be in the store after a restart.
 */

const temp = mkdtempSync(join(tmpdir(), 'h5-kill-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const LEADS = 120;
const KILL_AFTER_ACKS = 400;
const phone = (i: number) => `1370000${String(i).padStart(4, '0')}`;
const CODE = '2468';

/** The sessions page views of the page answer (the server runs on the development secret). */
const sessions = createVisitSessions(DEVELOPMENT_JWT_SECRET);

/** The page visited, published; codes as if each visitor had asked for one a moment ago. */
async function issueCodes(location: { dataDir: string; databaseUrl: string | null }) {
  const store = await openAppStore({ ...location, seed: false });
  try {
    const page = validatePage({ code: 'kill', title: '压测页', page_schema: [] });
    if (!page.ok) throw new Error('the test page is invalid');
    await store.pages.importPage(page.page);
    const hasher = createSmsCodeHasher(DEVELOPMENT_JWT_SECRET);
    const now = Date.now();
    for (let i = 0; i < LEADS; i += 1) {
      await store.smsCodes.insert({
        handset: phone(i),
        codeHash: hasher.hash(phone(i), CODE),
        purpose: 'lead',
        ip: null,
        createdAt: new Date(now),
        expiresAt: new Date(now + 10 * 60_000),
      });
    }
  } finally {
    await store.close();
  }
}

interface Tally {
  acknowledged: Set<string>;
  leads: Set<string>;
}

/** Sends until told to stop; counts only answers of success. */
async function burst(url: string, tally: Tally, stop: () => boolean): Promise<void> {
  let n = 0;
  const worker = async (w: number) => {
    while (!stop()) {
      n += 1;
      const id = `${w}-${n}`;
      const kind = n % 4;
      try {
        if (kind === 0) {
          const sid = `pv-${id}`;
          const response = await fetch(`${url}${PAGE_VIEW_PATH}?page_code=kill&sid=${sid}`);
          if (response.ok) tally.acknowledged.add(sid);
          await response.arrayBuffer();
        } else if (kind === 1) {
          const sid = `bc-${id}`;
          const response = await fetch(`${url}${BEACON_PATH}`, {
            method: 'POST',
            headers: { 'content-type': 'text/plain;charset=UTF-8' },
            body: JSON.stringify({
              page_code: 'kill',
              sid,
              duration: 1200,
              vs: sessions.issue(sid, 'kill'),
            }),
          });
          const body = (await response.json()) as { code: number };
          if (response.ok && body.code === 1) tally.acknowledged.add(sid);
        } else if (kind === 2) {
          const sids = [`ck-${id}-a`, `ck-${id}-b`];
          const response = await fetch(`${url}${EVENTS_PATH}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              events: sids.map((sid) => ({
                type: 'click',
                name: '领取',
                page_code: 'kill',
                sid,
                vs: sessions.issue(sid, 'kill'),
              })),
            }),
          });
          const body = (await response.json()) as { code: number };
          if (response.ok && body.code === 1) for (const sid of sids) tally.acknowledged.add(sid);
        } else {
          const lead = n % LEADS;
          const response = await fetch(`${url}${API_PATHS.GIFT_ACTIVITY}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              nick_name: '张三',
              handset: phone(lead),
              code: CODE,
              version_id: 1,
              page_code: 'kill',
              consent_version: 1,
            }),
          });
          const body = (await response.json()) as { code: number };
          if (response.ok && body.code === 1) tally.leads.add(phone(lead));
        }
      } catch {
        // The server died under this request: it was never acknowledged.
      }
    }
  };
  await Promise.all(Array.from({ length: 12 }, (_, w) => worker(w)));
}

async function killMidStream(location: { dataDir: string; databaseUrl: string | null }) {
  await issueCodes(location);
  const env = serverEnv({
    DATA_DIR: location.dataDir,
    DATABASE_URL: location.databaseUrl ?? undefined,
    LOG_LEVEL: 'warn',
  });
  const server = await startServer(env);
  const tally: Tally = { acknowledged: new Set(), leads: new Set() };
  let killed = false;
  const sending = burst(server.url, tally, () => killed);
  // Kill on a condition, not a clock: once enough has been acknowledged, mid-stream.
  while (tally.acknowledged.size < KILL_AFTER_ACKS) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (server.child.exitCode !== null) throw new Error(server.output());
  }
  await server.kill('SIGKILL');
  killed = true;
  await sending;

  // It starts again on what the kill left behind (a stale lock, an unclean shutdown) ...
  const again = await startServer(env);
  const health = await fetch(`${again.url}/readyz`);
  expect(health.status).toBe(200);
  await again.kill('SIGTERM');

  // ... and holds everything it acknowledged.
  const store = await openAppStore({ ...location, seed: false });
  try {
    const storedEvents = new Set(
      (await store.db.select({ sid: events.sessionId }).from(events)).map((row) => row.sid),
    );
    const storedLeads = new Set(
      (await store.db.select({ handset: leads.handset }).from(leads)).map((row) => row.handset),
    );
    const lostEvents = [...tally.acknowledged].filter((sid) => !storedEvents.has(sid));
    const lostLeads = [...tally.leads].filter((handset) => !storedLeads.has(handset));
    console.info(
      `after SIGKILL (${location.databaseUrl ? 'PostgreSQL' : 'PGlite'}): events acknowledged ${tally.acknowledged.size}, stored ${storedEvents.size}, lost ${lostEvents.length}; leads acknowledged ${tally.leads.size}, stored ${storedLeads.size}, lost ${lostLeads.length}`,
    );
    expect(tally.leads.size).toBeGreaterThan(0);
    expect(lostEvents).toEqual([]);
    expect(lostLeads).toEqual([]);
  } finally {
    await store.close();
  }
}

// Most of the time goes to starting the server twice; a loaded machine may double it.
describe('SIGKILL mid-stream', { timeout: 150_000 }, () => {
  it('loses nothing acknowledged on the embedded database', async () => {
    await killMidStream({ dataDir: join(temp, 'pglite'), databaseUrl: null });
  });

  it('loses nothing acknowledged on PostgreSQL', async () => {
    const database = await createTestDatabase();
    try {
      await killMidStream({ dataDir: join(temp, 'unused'), databaseUrl: database.url });
    } finally {
      await database.drop();
    }
  });
});
