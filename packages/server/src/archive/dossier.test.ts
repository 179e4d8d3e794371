import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { rulePacksStamp } from '@h5-page/blocks/compliance/rule-packs';
import { body } from '#test/support/admin.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { testPage } from '#test/support/pages.ts';
import { signedInSuiteApp } from '#test/support/signed-in-suite-app.ts';
import { signedInAccount } from '#test/support/signed-in-editor.ts';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../store/sql-rows.ts';
import { PAGE_VIEW_PATH } from '../tracking/collect.ts';
import { liveWindows } from './dossier-records.ts';

// A published version's filing dossier: the archive, a phone picture of it and a manifest that
// ties each file, approval, check and audit entry together.
let app: FastifyInstance;
type Who = { cookie: string };
let admin: Who;
let editor: Who;
let reviewer: Who;
appForAll(async () => {
  ({ app, admin } = await signedInSuiteApp(null, {
    ssr: true,
    config: { reviewRequired: true },
  }));
  editor = await signedInAccount(app, admin, 'ed-dossier', 'editor');
  reviewer = await signedInAccount(app, admin, 'rev-dossier', 'reviewer');
  return app;
});

const CODE = 'filed';
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: who, ...(payload ? { payload } : {}) });

const page = testPage(CODE, {
  title: '双11 开户礼',
  page_schema: [
    {
      name: 'image',
      value: { url: '/seed-assets/demo.svg', alt: '活动横幅', width: 750, height: 360 },
      children: [],
    },
    { name: 'copyright', value: { show: true, fxts: true }, children: [] },
  ],
});

interface Manifest {
  page_code: string;
  version: number;
  files: { name: string; bytes: number; sha256: string }[];
  screenshot: string | null;
  approvals: { review: number; submitted_by: string; decided_by: string; comment: string }[];
  pack: string | null;
  checks: { pack: string; problems: unknown[] };
  first_live_at: string | null;
  last_live_at: string | null;
  channels: { cps_id: string; name: string }[];
  audit: { seq: number; action: string; hash: string; actor: string | null }[];
}

describe('the filing dossier of a published version', () => {
  it('holds the archive, a phone-width picture and a manifest naming every file, approval, check and entry', async () => {
    expect((await call(editor, 'PUT', `/admin/api/pages/${CODE}`, page)).statusCode).toBe(200);
    const submitted = await call(editor, 'POST', `/admin/api/pages/${CODE}/submit`, {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    const review = body<{ review: { id: number } }>(submitted).response.review.id;
    const approved = await call(reviewer, 'POST', `/admin/api/reviews/${review}/approve`, {
      comment: '风险揭示齐全，同意发布',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const channel = await call(admin, 'POST', `/admin/api/pages/${CODE}/channels`, {
      cps_id: 'wx-moments',
      name: '朋友圈',
    });
    expect(channel.statusCode, channel.body).toBe(200);
    const published = await call(admin, 'POST', `/admin/api/pages/${CODE}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    const archive = () => call(admin, 'GET', `/admin/api/pages/${CODE}/versions/1/archive`);
    await expect.poll(async () => (await archive()).statusCode).toBe(200);
    // A visitor sees it.
    await app.inject({ method: 'GET', url: `/h5-page/h5/${CODE}` });
    await app.inject({
      url: `${PAGE_VIEW_PATH}?page_code=${CODE}&page_id=1&sid=s-dossier&path=${encodeURIComponent(
        `/h5-page/h5/${CODE}`,
      )}`,
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' },
    });
    await expect
      .poll(async () => {
        const [row] = await sqlRows<{ n: number }>(
          app.database.db,
          sql`SELECT count(*)::int AS n FROM events WHERE page_code = ${CODE} AND kind = 'pv'`,
        );
        return row?.n;
      })
      .toBe(1);

    // An editor may not take it; a reviewer may.
    const refused = await call(editor, 'GET', `/admin/api/pages/${CODE}/versions/1/dossier`);
    expect(refused.statusCode).toBe(403);
    const answer = await call(reviewer, 'GET', `/admin/api/pages/${CODE}/versions/1/dossier`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${CODE}-v1-dossier.zip"`,
    );

    const files = unzipSync(new Uint8Array(answer.rawPayload));
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as Manifest;
    expect(manifest.page_code).toBe(CODE);
    expect(manifest.version).toBe(1);
    // Each file listed is in the ZIP with the sha256 the manifest gives.
    const named = manifest.files.map((file) => file.name).sort();
    expect(Object.keys(files).sort()).toEqual(['manifest.json', ...named].sort());
    for (const file of manifest.files) {
      const bytes = files[file.name]!;
      expect(file.bytes).toBe(bytes.length);
      expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    expect(strFromU8(files[`${CODE}-v1.html`]!)).toContain('双11 开户礼');
    expect(strFromU8(files[`${CODE}-v1.html`]!)).not.toMatch(/<script/i);
    expect(strFromU8(files[`${CODE}-v1-sent.html`]!)).toContain('<script');

    if (existsSync(app.config.chromiumPath)) {
      expect(manifest.screenshot).toBeNull();
      const picture = await sharp(Buffer.from(files[`${CODE}-v1-phone.png`]!)).metadata();
      expect(picture.format).toBe('png');
      // 375 CSS px at twice the pixels, the whole page long.
      expect(picture.width).toBe(750);
      expect(picture.height).toBeGreaterThan(360);
    } else {
      expect(manifest.screenshot).toContain('CHROMIUM_PATH');
      expect(files[`${CODE}-v1-phone.png`]).toBeUndefined();
    }

    expect(manifest.approvals).toEqual([
      expect.objectContaining({
        review,
        submitted_by: 'ed-dossier',
        decided_by: 'rev-dossier',
        comment: '风险揭示齐全，同意发布',
      }),
    ]);
    expect(manifest.pack).toBe(rulePacksStamp());
    expect(manifest.checks.pack).toBe(rulePacksStamp());
    expect(manifest.first_live_at).not.toBeNull();
    expect(manifest.last_live_at).not.toBeNull();
    expect(manifest.channels).toEqual([
      expect.objectContaining({ cps_id: 'wx-moments', name: '朋友圈' }),
    ]);
    expect(manifest.audit.map((entry) => entry.action)).toEqual([
      'review.submit',
      'review.approve',
      'page.publish',
    ]);
    for (const entry of manifest.audit) expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);

    // The download is itself recorded, with the manifest it gave.
    const trail = await call(
      admin,
      'GET',
      `/admin/api/audit?page_code=${CODE}&action=page.dossier`,
    );
    const entries = body<{ entries: { actor: string; detail: Record<string, unknown> }[] }>(trail)
      .response.entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actor).toBe('rev-dossier');
    expect(entries[0]!.detail.manifest_sha256).toBe(
      createHash('sha256').update(files['manifest.json']!).digest('hex'),
    );
  });

  it('answers 404 for a version never published', async () => {
    const missing = await call(admin, 'GET', `/admin/api/pages/${CODE}/versions/9/dossier`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('when a version was live', () => {
  const at = (iso: string) => new Date(iso);
  const entry = (iso: string, action: string, detail: Record<string, unknown>) => ({
    at: at(iso),
    action,
    detail,
  });

  it('from each entry that put it live to the next, a schedule from its start', () => {
    const trail = [
      entry('2026-11-01T00:00:00Z', 'page.publish', { version: 1 }),
      entry('2026-11-02T00:00:00Z', 'page.schedule', {
        version: 2,
        starts_at: '2026-11-05T00:00:00Z',
      }),
      entry('2026-11-07T00:00:00Z', 'page.rollback', { version: 1 }),
      entry('2026-11-08T00:00:00Z', 'page.save', { revision: 9 }),
    ];
    expect(liveWindows(trail, 1)).toEqual([
      { from: at('2026-11-01T00:00:00Z'), to: at('2026-11-05T00:00:00Z') },
      { from: at('2026-11-07T00:00:00Z'), to: null },
    ]);
    expect(liveWindows(trail, 2)).toEqual([
      { from: at('2026-11-05T00:00:00Z'), to: at('2026-11-07T00:00:00Z') },
    ]);
    expect(liveWindows(trail, 3)).toEqual([]);
  });
});
