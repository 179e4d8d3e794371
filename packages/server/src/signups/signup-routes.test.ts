import { describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { API_PATHS } from '@h5-page/schema/constants';
import { CAMPAIGN_STORES, envelope, registeredUser } from '#test/support/campaign.ts';
import { signIn } from '#test/support/admin.ts';
import { openedForAll } from '#test/support/opened-for-all.ts';
import { SIGNUP_TABLES } from './signup-tables.ts';
import { signedInEditor } from '#test/support/signed-in-editor.ts';

const WHOLE = { phone: '13812345678', fund: '12345678901', brokeragePhone: '13900001111' };

describe.each(CAMPAIGN_STORES)('sign-up screens and personal data on %s', (_store, open) => {
  let app: FastifyInstance;
  let publisher: { cookie: string };
  let editor: { cookie: string };

  const get = (url: string, as: { cookie: string } | null): Promise<LightMyRequestResponse> =>
    app.inject({ url, headers: as ? { cookie: as.cookie } : {} });
  const rowsOf = (response: LightMyRequestResponse) =>
    envelope<{ total: number; rows: Record<string, unknown>[] }>(response).response;
  const releases = async () =>
    envelope<{ exports: Record<string, unknown>[] }>(
      await get('/admin/api/lead-exports', publisher),
    ).response.exports;

  openedForAll(open, async (opened) => {
    app = opened;
    publisher = await signIn(app);
    editor = await signedInEditor(app, publisher, 'operator', 'operator-password');
    await app.database.db.execute(sql`INSERT INTO sim_stock_hold_requests
        (softuser_id, real_name, handset, holdings, note, created_at)
      VALUES (501, '张三丰', ${WHOLE.phone}, '贵州茅台 100 股', '', '2026-03-01T02:00:00Z'),
             (502, '王五', '13700000002', '=SUM(A1) 宁德时代', '想减仓', '2026-03-05T02:00:00Z')`);
    await app.database.db.execute(sql`INSERT INTO brokerage_requests
        (kind, softuser_id, open_brokerage_type, fields)
      VALUES ('fund', 501, 'caida', ${JSON.stringify({
        fund_account: WHOLE.fund,
        real_name: '李四',
        handset: WHOLE.brokeragePhone,
        branch: '广州天河营业部',
      })}::jsonb)`);
  });
  it('lists every sign-up table to a signed-in editor only', async () => {
    expect((await get('/admin/api/signups', null)).statusCode).toBe(401);
    expect((await get('/admin/api/signups/stock_hold', null)).statusCode).toBe(401);
    const answer = await get('/admin/api/signups', editor);
    expect(answer.statusCode).toBe(200);
    const tables = envelope<{ tables: { name: string; campaign: unknown }[] }>(answer).response
      .tables;
    expect(tables.map((table) => table.name)).toEqual(SIGNUP_TABLES.map((table) => table.name));
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['stock_hold', 'open_day', 'tour_enrolments', 'tour_comments']),
    );
  });

  it('shows an editor names and phones masked, and refuses them whole', async () => {
    const answer = await get('/admin/api/signups/stock_hold', editor);
    expect(rowsOf(answer)).toMatchObject({
      total: 2,
      rows: [
        { softuser_id: 502, real_name: '王**', handset: '137****0002' },
        {
          softuser_id: 501,
          real_name: '张**',
          handset: '138****5678',
          holdings: '贵州茅台 100 股',
        },
      ],
    });
    expect(answer.body).not.toContain(WHOLE.phone);
    const whole = await get('/admin/api/signups/stock_hold?whole=1', editor);
    expect(whole.statusCode).toBe(403);
    expect(whole.body).not.toContain(WHOLE.phone);
  });

  it('shows a publisher whole values when asked, and records that read', async () => {
    const masked = await get('/admin/api/signups/stock_hold', publisher);
    expect(masked.body).not.toContain(WHOLE.phone);
    const before = (await releases()).length;
    const answer = await get('/admin/api/signups/stock_hold?whole=1&q=茅台', publisher);
    expect(rowsOf(answer).rows).toEqual([
      expect.objectContaining({ real_name: '张三丰', handset: WHOLE.phone }),
    ]);
    const log = await releases();
    expect(log).toHaveLength(before + 1);
    expect(log[0]).toMatchObject({
      username: 'admin',
      subject: 'stock_hold',
      action: 'read',
      full_phones: true,
      row_count: 1,
    });
  });

  it('filters by date range and text, and pages', async () => {
    const march1 = rowsOf(
      await get('/admin/api/signups/stock_hold?from=2026-03-01&to=2026-03-02', editor),
    );
    expect(march1.rows.map((row) => row.softuser_id)).toEqual([501]);
    const text = rowsOf(await get('/admin/api/signups/stock_hold?q=减仓', editor));
    expect(text.rows.map((row) => row.softuser_id)).toEqual([502]);
    // The search is literal: % matches only a %.
    expect(rowsOf(await get('/admin/api/signups/stock_hold?q=%25', editor)).total).toBe(0);
    const second = rowsOf(await get('/admin/api/signups/stock_hold?page=2&page_size=1', editor));
    expect(second).toMatchObject({ total: 2, rows: [{ softuser_id: 501 }] });
    const bad = await get('/admin/api/signups/stock_hold?from=2026-03-05&to=2026-03-01', editor);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).msg).toContain('to');
  });

  it('exports CSV with a BOM, masked for editors and whole for publishers, each recorded', async () => {
    const before = (await releases()).length;
    const mine = await get('/admin/api/signups/stock_hold.csv', editor);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...mine.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = mine.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('编号,提交时间,用户 ID,姓名,手机号,持仓,备注');
    expect(lines[1]).toMatch(
      /^\d+,2026-03-01 10:00:00,501,张\*\*,138\*\*\*\*5678,贵州茅台 100 股,$/,
    );
    // A visitor's formula is defused.
    expect(lines[2]).toContain(",'=SUM(A1) 宁德时代,");
    expect(mine.body).not.toContain(WHOLE.phone);
    const theirs = await get('/admin/api/signups/stock_hold.csv', publisher);
    expect(theirs.body).toContain(`张三丰,${WHOLE.phone}`);
    const log = await releases();
    expect(log.slice(0, 2)).toMatchObject([
      {
        username: 'admin',
        subject: 'stock_hold',
        action: 'export',
        full_phones: true,
        row_count: 2,
      },
      { username: 'operator', subject: 'stock_hold', action: 'export', full_phones: false },
    ]);
    expect(log).toHaveLength(before + 2);
  });

  it('masks fund accounts, names and phones in the campaign tables for editors', async () => {
    for (const url of [
      '/admin/api/campaign/brokerage_requests',
      '/admin/api/signups/brokerage_requests',
    ]) {
      const answer = await get(url, editor);
      expect(answer.statusCode, url).toBe(200);
      for (const whole of Object.values(WHOLE)) expect(answer.body, url).not.toContain(whole);
      expect(answer.body).toContain('12****01');
      expect(answer.body).toContain('139****1111');
      expect(answer.body).toContain('李**');
      expect(answer.body).toContain('广州天河营业部');
      expect((await get(`${url}?whole=1`, editor)).statusCode).toBe(403);
    }
    const before = (await releases()).length;
    const whole = await get('/admin/api/campaign/brokerage_requests?whole=1', publisher);
    expect(rowsOf(whole).rows[0]).toMatchObject({
      fields: { fund_account: WHOLE.fund, real_name: '李四', handset: WHOLE.brokeragePhone },
    });
    const [latest] = await releases();
    expect(latest).toMatchObject({
      subject: 'brokerage_requests',
      action: 'read',
      full_phones: true,
    });
    expect(await releases()).toHaveLength(before + 1);
  });

  it('hides a tour comment from the visitor page at once, and shows it again', async () => {
    const visitor = await registeredUser(app);
    const posted = await app.inject({
      method: 'POST',
      url: API_PATHS.TOUR_USER_COMMENT,
      headers: visitor.headers,
      payload: { tour: 'jz2024xunjiang', content: '广告：加微信领牛股' },
    });
    expect(posted.statusCode).toBe(200);
    const id = envelope<{ id: number }>(posted).response.id;
    const visible = async () => {
      const list = envelope<{ list: { id: number }[]; total: number }>(
        await app.inject(`${API_PATHS.TOUR_COMMENT_LIST}?tour=jz2024xunjiang`),
      ).response;
      return { ids: list.list.map((comment) => comment.id), total: list.total };
    };
    const shown = await visible();
    expect(shown.ids).toContain(id);

    const listed = rowsOf(
      await get('/admin/api/signups/tour_comments?campaign=jz2024xunjiang', editor),
    );
    expect(listed.rows.find((row) => row.id === id)).toMatchObject({ hidden: false });

    const hide = (hidden: boolean, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'PUT',
        url: `/admin/api/signups/tour_comments/${id}/hidden`,
        headers: { ...editor, ...headers },
        payload: { hidden },
      });
    expect((await hide(true, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await visible()).ids).toContain(id);

    const hidden = await hide(true);
    expect(hidden.statusCode).toBe(200);
    expect(envelope(hidden).response).toEqual({ id, hidden: true });
    const after = await visible();
    expect(after.ids).not.toContain(id);
    expect(after.total).toBe(shown.total - 1);
    const flagged = rowsOf(await get('/admin/api/signups/tour_comments?q=加微信', editor));
    expect(flagged.rows).toEqual([expect.objectContaining({ id, hidden: true })]);

    expect((await hide(false)).statusCode).toBe(200);
    expect((await visible()).ids).toContain(id);

    const unknown = await app.inject({
      method: 'PUT',
      url: '/admin/api/signups/tour_comments/999999/hidden',
      headers: editor,
      payload: { hidden: true },
    });
    expect(unknown.statusCode).toBe(404);
    const badBody = await app.inject({
      method: 'PUT',
      url: `/admin/api/signups/tour_comments/${id}/hidden`,
      headers: editor,
      payload: { hidden: 'yes' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(envelope(badBody).msg).toContain('hidden');
  });

  it('reads every sign-up table with its filters', async () => {
    for (const table of SIGNUP_TABLES) {
      const answer = await get(
        `/admin/api/signups/${table.name}?from=2026-01-01&to=2026-12-31&q=x&campaign=1`,
        editor,
      );
      expect(answer.statusCode, table.name).toBe(200);
      const csv = await get(`/admin/api/signups/${table.name}.csv`, editor);
      expect(csv.statusCode, table.name).toBe(200);
    }
  });
});
