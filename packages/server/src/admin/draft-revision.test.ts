import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminApp, body, signIn } from '#test/support/admin.ts';
import { testPage } from '#test/support/pages.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { signedInEditor } from '#test/support/signed-in-editor.ts';
import { draftConflictMessage } from '../pages/draft-conflict.ts';

let app: FastifyInstance;
let admin: { cookie: string };
let admin2: { cookie: string };
appForAll(async () => {
  app = await adminApp();
  admin = await signIn(app);
  admin2 = await signedInEditor(app, admin, 'admin2', 'admin2-password');
  return app;
});

interface Draft {
  draft: { title: string };
  revision: number;
  updated_by: string | null;
  updated_at: string;
}
interface Saved {
  revision: number;
  updated_by: string | null;
  updated_at: string;
}
interface Conflict {
  revision: number;
  updated_by: string | null;
  updated_at: string;
}

const save = (who: { cookie: string }, code: string, title: string, base?: number) =>
  app.inject({
    method: 'PUT',
    url: `/admin/api/pages/${code}${base === undefined ? '' : `?base_revision=${base}`}`,
    headers: who,
    payload: testPage(code, { title }),
  });
const read = async (code: string) =>
  body<Draft>(await app.inject({ method: 'GET', url: `/admin/api/pages/${code}`, headers: admin }))
    .response;

describe('draft revisions', () => {
  it('saves with the current revision and answers the next one', async () => {
    expect((await save(admin, 'rev-ok', '一')).statusCode).toBe(200);
    const first = await read('rev-ok');
    const saved = await save(admin, 'rev-ok', '二', first.revision);
    expect(saved.statusCode).toBe(200);
    const answer = body<Saved>(saved).response;
    expect(answer).toMatchObject({ revision: first.revision + 1, updated_by: 'admin' });
    expect(await read('rev-ok')).toMatchObject({
      revision: first.revision + 1,
      draft: { title: '二' },
    });
    // The answer's revision is the base of the next save.
    expect((await save(admin, 'rev-ok', '三', answer.revision)).statusCode).toBe(200);
  });

  it('refuses a save based on an older revision with 409 naming who saved and when, changing nothing', async () => {
    await save(admin, 'rev-clash', '原稿');
    const base = (await read('rev-clash')).revision;
    // admin2 saves first, from the same revision.
    const theirs = await save(admin2, 'rev-clash', 'admin2 的修改', base);
    expect(theirs.statusCode).toBe(200);
    const stored = await read('rev-clash');

    const mine = await save(admin, 'rev-clash', 'admin 的修改', base);
    expect(mine.statusCode).toBe(409);
    const refusal = body<Conflict>(mine);
    expect(refusal.code).toBe('PAGE_DRAFT_CONFLICT');
    expect(refusal.response).toEqual({
      revision: stored.revision,
      updated_by: 'admin2',
      updated_at: stored.updated_at,
    });
    const at = new Date(stored.updated_at);
    expect(refusal.msg).toBe(
      draftConflictMessage({ revision: stored.revision, updatedBy: 'admin2', updatedAt: at }),
    );
    expect(refusal.msg).toMatch(/^此页面已被 admin2 于 \d{1,2}月\d{1,2}日 \d{2}:\d{2} 修改$/);

    // Nothing changed: the draft, its revision, editor and time are admin2's.
    expect(await read('rev-clash')).toEqual(stored);
    const listed = body<{ pages: { code: string; updated_by: string | null }[] }>(
      await app.inject({ method: 'GET', url: '/admin/api/pages?q=rev-clash', headers: admin }),
    ).response.pages;
    expect(listed).toEqual([expect.objectContaining({ code: 'rev-clash', updated_by: 'admin2' })]);

    // Knowingly overwriting: based on the revision the refusal named.
    const overwrite = await save(admin, 'rev-clash', 'admin 的修改', refusal.response.revision);
    expect(overwrite.statusCode).toBe(200);
    expect((await read('rev-clash')).draft.title).toBe('admin 的修改');
  });

  it('names the time in China time', () => {
    const at = new Date('2026-11-25T06:03:00Z');
    expect(draftConflictMessage({ revision: 3, updatedBy: 'admin2', updatedAt: at })).toBe(
      '此页面已被 admin2 于 11月25日 14:03 修改',
    );
    expect(draftConflictMessage({ revision: 3, updatedBy: null, updatedAt: at })).toBe(
      '此页面已于 11月25日 14:03 被导入修改',
    );
  });

  it('keeps saves without a base revision working (older builders, scripts): they overwrite', async () => {
    await save(admin, 'rev-legacy', '一');
    const before = (await read('rev-legacy')).revision;
    await save(admin2, 'rev-legacy', '二', before);
    const legacy = await save(admin, 'rev-legacy', '三');
    expect(legacy.statusCode).toBe(200);
    expect(await read('rev-legacy')).toMatchObject({
      draft: { title: '三' },
      revision: before + 2,
    });
  });

  it('refuses a bad base revision 400 naming it, and a base for a page that is gone 404', async () => {
    const bad = await save(admin, 'rev-bad', '一', 0);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toContain('base_revision');
    expect(
      (await app.inject({ method: 'GET', url: '/admin/api/pages/rev-bad', headers: admin }))
        .statusCode,
    ).toBe(404);
    const gone = await save(admin, 'rev-gone', '一', 1);
    expect(gone.statusCode).toBe(404);
    expect(body(gone).msg).toBe('页面不存在');
  });

  it('counts a rollback as a new revision, so a save from before it is refused', async () => {
    await save(admin, 'rev-rollback', '一');
    await app.inject({
      method: 'POST',
      url: '/admin/api/pages/rev-rollback/publish',
      headers: admin,
      payload: {},
    });
    const base = (await read('rev-rollback')).revision;
    await app.inject({
      method: 'POST',
      url: '/admin/api/pages/rev-rollback/rollback',
      headers: admin,
      payload: { version: 1 },
    });
    expect((await save(admin2, 'rev-rollback', '二', base)).statusCode).toBe(409);
  });
});
