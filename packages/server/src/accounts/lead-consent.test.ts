import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, LEAD_FORM_VERSION_ID } from '@h5-page/schema/constants';
import {
  DEFAULT_PRIVACY_STATEMENT,
  PRIVACY_STATEMENT_MAX_LENGTH,
  PRIVACY_TEXT,
} from '@h5-page/schema/privacy-statement';
import { ADMIN_PASSWORD, body, signIn } from '#test/support/admin.ts';
import { testPage } from '#test/support/pages.ts';
import { addStatsDays, statsDateOf, statsDayStart } from '@h5-page/schema/stats-period';
import { build } from '../app.ts';
import { codeFor, testPhone } from '#test/support/accounts.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { signedInEditor } from '#test/support/signed-in-editor.ts';
import { leadPayload } from '#test/support/accounts.ts';

// Consent to the personal-information statement, its versions, and the erasure of leads'
// personal data (by age and on a visitor's request), through app.inject.

const DAY_MS = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
let admin: { cookie: string };
let editor: { cookie: string };
/** The app's clock (`build({ now })`): the retention job reads it. */
let clock = Date.now();
appForAll(async () => {
  app = await build({
    config: { dataDir: ':memory:', adminPassword: ADMIN_PASSWORD },
    ssr: false,
    seed: false,
    now: () => clock,
  });
  admin = await signIn(app);
  editor = await signedInEditor(app, admin, 'consent-editor', 'editor-password-1');
  return app;
});

let ipCount = 0;
const code = (handset: string) => codeFor(app, handset, `198.51.100.${(ipCount += 1)}`);

const submit = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: API_PATHS.GIFT_ACTIVITY, payload });

// Consent is what these tests vary: none unless a test gives it.
const lead = (handset: string, smsCode: string, overrides: Record<string, unknown> = {}) =>
  leadPayload(handset, smsCode, { consent_version: undefined, page_code: 'consent', ...overrides });

const statement = async () =>
  app
    .inject({ method: 'GET', url: API_PATHS.PRIVACY_STATEMENT })
    .then((response) => body<{ version: number; text: string }>(response).response);

const saveStatement = (who: { cookie: string }, text: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/admin/api/privacy-statement',
    headers: who,
    payload: { text },
  });

const auditOf = async (action: string) =>
  (await app.audit.list({ actions: [action], limit: 1000 })).map((entry) => entry);

describe('consent to the privacy statement on a lead', () => {
  it('serves the statement in force to visitors, the built-in default at first', async () => {
    const response = await app.inject({ method: 'GET', url: API_PATHS.PRIVACY_STATEMENT });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = body<{ version: number; text: string }>(response).response;
    expect(answer.text).toBe(DEFAULT_PRIVACY_STATEMENT);
    expect(answer.version).toBeGreaterThan(0);
  });

  it('refuses a lead without consent, naming it, and leaves the code usable', async () => {
    const handset = testPhone();
    const smsCode = await code(handset);
    const refused = await submit(lead(handset, smsCode));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'LEAD_CONSENT_REQUIRED',
      msg: expect.stringContaining(PRIVACY_TEXT.CONSENT_REQUIRED),
      response: null,
    });
    expect(PRIVACY_TEXT.CONSENT_REQUIRED).toContain('《个人信息保护声明》');
    // The caller is told which field to send.
    expect(refused.json<{ msg: string }>().msg).toContain('consent_version');
    expect(await app.accounts.leads.find(handset, 'consent')).toBeNull();

    const { version } = await statement();
    const accepted = await submit(lead(handset, smsCode, { consent_version: version }));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await app.accounts.leads.find(handset, 'consent')).toMatchObject({
      consentVersion: version,
      erasedAt: null,
    });
  });

  it('takes the version from a form post as well', async () => {
    const handset = testPhone();
    const { version } = await statement();
    const response = await app.inject({
      method: 'POST',
      url: API_PATHS.GIFT_ACTIVITY,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        nick_name: '李四',
        handset,
        code: await code(handset),
        version_id: String(LEAD_FORM_VERSION_ID),
        page_code: 'consent-form',
        consent_version: String(version),
      }).toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await app.accounts.leads.find(handset, 'consent-form'))?.consentVersion).toBe(version);
  });

  it('refuses consent to a statement no longer in force, asking to read it again', async () => {
    const before = await statement();
    const saved = await saveStatement(admin, `${DEFAULT_PRIVACY_STATEMENT}\n\n（修订）`);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await statement();
    expect(after.version).toBeGreaterThan(before.version);

    const handset = testPhone();
    const smsCode = await code(handset);
    const stale = await submit(lead(handset, smsCode, { consent_version: before.version }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({
      code: 'LEAD_CONSENT_OUTDATED',
      msg: PRIVACY_TEXT.CONSENT_OUTDATED,
    });
    const unknown = await submit(lead(handset, smsCode, { consent_version: after.version + 50 }));
    expect(unknown.json()).toMatchObject({ code: 'LEAD_CONSENT_OUTDATED' });
    const fresh = await submit(lead(handset, smsCode, { consent_version: after.version }));
    expect(fresh.statusCode, fresh.body).toBe(200);
  });
});

describe('editing the statement', () => {
  it('lets every editor read it, only admins save; each save is a new, audited version', async () => {
    const read = await app.inject({
      method: 'GET',
      url: '/admin/api/privacy-statement',
      headers: editor,
    });
    expect(read.statusCode).toBe(200);
    const current = body<{ version: number; text: string; created_by: string | null }>(read);
    expect(current.response.text).toBe((await statement()).text);

    const refused = await saveStatement(editor, '编辑者的版本');
    expect(refused.statusCode).toBe(403);
    expect((await statement()).version).toBe(current.response.version);
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/admin/api/privacy-statement',
      payload: { text: '匿名' },
    });
    expect(anonymous.statusCode).toBe(401);

    const first = await saveStatement(admin, '  第一版声明\n\n正文  ');
    const second = await saveStatement(admin, '第二版声明');
    expect(first.statusCode).toBe(200);
    const one = body<{ version: number; text: string; created_by: string }>(first).response;
    const two = body<{ version: number; text: string; created_by: string }>(second).response;
    expect(one).toMatchObject({ text: '第一版声明\n\n正文', created_by: 'admin' });
    expect(two.version).toBe(one.version + 1);
    expect(await statement()).toEqual({ version: two.version, text: '第二版声明' });
    expect((await app.accounts.privacyStatements.find(one.version))?.text).toBe(
      '第一版声明\n\n正文',
    );

    const entries = await auditOf('privacy.statement');
    expect(entries.slice(-2)).toMatchObject([
      { actor: 'admin', detail: { version: one.version } },
      { actor: 'admin', detail: { version: two.version } },
    ]);
  });

  it('refuses an empty or too long text with 400, saving nothing', async () => {
    const { version } = await statement();
    for (const text of ['', '   \n ', 'x'.repeat(PRIVACY_STATEMENT_MAX_LENGTH + 1), 5]) {
      const response = await saveStatement(admin, text);
      expect(response.statusCode, String(text).slice(0, 10)).toBe(400);
      expect(body(response).msg).toMatch(/^参数 text /);
    }
    expect((await statement()).version).toBe(version);
    expect((await saveStatement(admin, 'x'.repeat(PRIVACY_STATEMENT_MAX_LENGTH))).statusCode).toBe(
      200,
    );
  });
});

describe('retention of leads', () => {
  it('erases phone, name and answers of leads older than LEAD_RETENTION_DAYS only, keeping the rest, and audits the run', async () => {
    const leads = app.accounts.leads;
    const now = Date.now();
    clock = now;
    const old = await leads.insert({
      pageCode: 'retention',
      handset: '13700000001',
      nickName: '王五',
      cpsId: 'old-channel',
      versionId: LEAD_FORM_VERSION_ID,
      isSendResult: 1,
      extra: [{ label: '所在地区', value: '广东省 广州市 天河区' }],
      consentVersion: 1,
      createdAt: new Date(now - 366 * DAY_MS),
    });
    const young = await leads.insert({
      pageCode: 'retention',
      handset: '13700000002',
      nickName: '赵六',
      cpsId: 'new-channel',
      versionId: LEAD_FORM_VERSION_ID,
      isSendResult: 1,
      consentVersion: 1,
      createdAt: new Date(now - 300 * DAY_MS),
    });
    const auditBefore = (await auditOf('leads.retention_erase')).length;

    expect(await app.leadRetention.run()).toBe(1);
    const [erased] = await leads
      .list({ pageCode: 'retention', limit: 10 })
      .then((rows) => rows.filter((row) => row.id === old.lead.id));
    expect(erased).toMatchObject({
      handset: null,
      nickName: '',
      extra: [],
      pageCode: 'retention',
      cpsId: 'old-channel',
      consentVersion: 1,
      createdAt: old.lead.createdAt,
    });
    expect(erased?.erasedAt?.getTime()).toBe(now);
    expect(await leads.find('13700000002', 'retention')).toMatchObject({
      id: young.lead.id,
      nickName: '赵六',
      erasedAt: null,
    });
    // Stats still count it.
    expect(await leads.count({ pageCode: 'retention' })).toBe(2);

    const entries = await auditOf('leads.retention_erase');
    expect(entries).toHaveLength(auditBefore + 1);
    expect(entries.at(-1)).toMatchObject({
      actor: null,
      detail: {
        count: 1,
        cutoff: new Date(now - 365 * DAY_MS).toISOString(),
        retention_days: 365,
      },
    });

    // Nothing more is due: nothing erased, nothing recorded.
    expect(await app.leadRetention.run()).toBe(0);
    expect(await auditOf('leads.retention_erase')).toHaveLength(auditBefore + 1);

    // Seventy days later the other one is due too.
    clock = now + 70 * DAY_MS;
    expect(await app.leadRetention.run()).toBeGreaterThanOrEqual(1);
    expect(await leads.find('13700000002', 'retention')).toBeNull();
    clock = Date.now();
  });

  it('shows erased leads in the builder list and CSV as 已删除', async () => {
    const page = 'erased-list';
    const put = await app.inject({
      method: 'PUT',
      url: `/admin/api/pages/${page}`,
      headers: admin,
      payload: testPage(page),
    });
    expect(put.statusCode, put.body).toBe(200);
    const now = Date.now();
    clock = now;
    const today = statsDateOf(now);
    // The oldest lead is past the year the retention keeps yet inside the year the list shows:
    // at the start of that year's first China-time day, whatever the hour of the run.
    const firstDay = statsDayStart(addStatsDays(today, -365)).getTime();
    for (const [handset, createdAt] of [
      ['13700000011', firstDay],
      ['13700000012', now - DAY_MS],
    ] as const) {
      await app.accounts.leads.insert({
        pageCode: page,
        handset,
        nickName: '孙七',
        cpsId: 'ch',
        versionId: LEAD_FORM_VERSION_ID,
        isSendResult: 1,
        createdAt: new Date(createdAt),
      });
    }
    await app.leadRetention.run();
    const range = `from=${addStatsDays(today, -365)}&to=${today}`;
    const list = await app.inject({
      method: 'GET',
      url: `/admin/api/pages/${page}/leads?${range}`,
      headers: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = body<{ leads: { phone: string | null; name: string | null; erased: boolean }[] }>(
      list,
    ).response.leads;
    expect(rows).toEqual([
      expect.objectContaining({ phone: '137****0012', name: '孙**', erased: false }),
      expect.objectContaining({ phone: null, name: null, erased: true }),
    ]);
    const csv = await app.inject({
      method: 'GET',
      url: `/admin/api/pages/${page}/leads.csv?${range}`,
      headers: admin,
    });
    const lines = csv.body.split('\r\n');
    expect(lines[1]).toContain(',已删除,已删除,ch,');
    expect(lines[2]).toContain(',13700000012,孙七,ch,');
  });
});

describe('erasing a visitor on request', () => {
  it('erases every lead and SMS code of the phone, admins only, audited with the phone masked', async () => {
    const handset = testPhone();
    const { version } = await statement();
    const smsCode = await code(handset);
    expect(
      (await submit(lead(handset, smsCode, { page_code: 'erase-a', consent_version: version })))
        .statusCode,
    ).toBe(200);
    // A second page's lead of the same phone (a new code could be sent only a minute later).
    await app.accounts.leads.insert({
      pageCode: 'erase-b',
      handset,
      nickName: '张三',
      cpsId: '',
      versionId: LEAD_FORM_VERSION_ID,
      isSendResult: 1,
      consentVersion: version,
    });
    const other = testPhone();
    expect(
      (
        await submit(
          lead(other, await code(other), { page_code: 'erase-a', consent_version: version }),
        )
      ).statusCode,
    ).toBe(200);

    const erase = (who: { cookie: string } | Record<string, never>, phone: unknown) =>
      app.inject({
        method: 'POST',
        url: '/admin/api/leads/erase',
        headers: who,
        payload: { phone },
      });

    expect((await erase(editor, handset)).statusCode).toBe(403);
    expect((await erase({}, handset)).statusCode).toBe(401);
    const bad = await erase(admin, '12345');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toBe('请输入正确的手机号');
    expect(await app.accounts.leads.find(handset, 'erase-a')).not.toBeNull();

    const done = await erase(admin, handset);
    expect(done.statusCode, done.body).toBe(200);
    expect(body(done).response).toEqual({ leads: 2, sms_codes: 1 });
    expect(await app.accounts.leads.find(handset, 'erase-a')).toBeNull();
    expect(await app.accounts.leads.find(handset, 'erase-b')).toBeNull();
    expect(await app.accounts.leads.find(other, 'erase-a')).toMatchObject({ nickName: '张三' });
    expect(await app.accounts.leads.count({ pageCode: 'erase-a' })).toBe(2);
    expect(await app.accounts.smsCodes.latestForUpdate(handset)).toBeNull();

    const [entry] = (await auditOf('leads.erase_request')).slice(-1);
    expect(entry).toMatchObject({
      actor: 'admin',
      detail: { phone: `${handset.slice(0, 3)}****${handset.slice(7)}`, leads: 2, sms_codes: 1 },
    });
    expect(JSON.stringify(entry)).not.toContain(handset);

    // Again: nothing left, still recorded (the request was made).
    expect(body(await erase(admin, handset)).response).toEqual({ leads: 0, sms_codes: 0 });
  });
});
