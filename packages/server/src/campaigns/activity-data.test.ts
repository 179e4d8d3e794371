import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@h5-page/schema/constants';
import { vacancies, virtualUsers } from './store/tables.ts';
import { campaignApp, envelope } from '#test/support/campaign.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
appForAll(async () => {
  app = await campaignApp();
  await app.database.db.insert(virtualUsers).values({
    id: 'notice-t',
    items: [
      { avatar: '/a/1.svg', text: '张** 刚刚领取了礼包' },
      { avatar: '/a/2.svg', text: '李** 刚刚预约了直播' },
    ],
  });
  await app.database.db
    .insert(vacancies)
    .values({ id: 'vac-t', currentNum: 37, changeTypeLimit: 2, limitNum: 50 });
  return app;
});

describe('activity-virtual-user/detail (notice block)', () => {
  const detail = (query: string) =>
    app.inject({ url: `${API_PATHS.VIRTUAL_USER_DETAIL}?${query}` });

  it('answers the items, avatar and text, in order', async () => {
    const response = await detail('id=notice-t&terminal_type=2&is_preview=0');
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toEqual({
      code: 1,
      msg: 'success',
      response: {
        id: 'notice-t',
        list: [
          { avatar: '/a/1.svg', text: '张** 刚刚领取了礼包' },
          { avatar: '/a/2.svg', text: '李** 刚刚预约了直播' },
        ],
      },
    });
    // The seed's list, for the demo.
    const seeded = envelope<{ list: unknown[] }>(await detail('id=1')).response;
    expect(seeded.list.length).toBeGreaterThan(3);
  });

  it('answers 404 for an unknown id and 400 for missing or bad parameters', async () => {
    const missing = await detail('id=nope');
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).msg).toBe('播报数据不存在');
    expect(envelope(await detail('')).msg).toBe('参数 id 不能为空');
    expect(envelope(await detail('id=notice-t&is_preview=yes')).msg).toBe(
      '参数 is_preview 只能是 0、1',
    );
  });

  it('takes terminal_type 1, 2 or 3 only (app, mobile browser, desktop)', async () => {
    for (const type of ['1', '2', '3', '']) {
      expect((await detail(`id=notice-t&terminal_type=${type}`)).statusCode, type).toBe(200);
    }
    for (const type of ['abc', 'h5', '0', '4', '1.5']) {
      const refused = await detail(`id=notice-t&terminal_type=${type}`);
      expect(refused.statusCode, type).toBe(400);
      expect(envelope(refused)).toEqual({
        code: 'BAD_REQUEST',
        msg: '参数 terminal_type 只能是 1、2、3',
        response: null,
      });
    }
  });
});

describe('activity-vacancy/detail (number and progress blocks)', () => {
  const detail = (query: string) => app.inject({ url: `${API_PATHS.VACANCY_DETAIL}?${query}` });

  it('answers current_num, change_type_limit and the limit', async () => {
    expect(envelope(await detail('id=vac-t')).response).toEqual({
      id: 'vac-t',
      current_num: 37,
      change_type_limit: 2,
      limit: 50,
    });
  });

  it('answers live data: a change in the store shows at once', async () => {
    await app.database.db
      .update(vacancies)
      .set({ currentNum: 49 })
      .where(eq(vacancies.id, 'vac-t'));
    const response = await detail('id=vac-t');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(envelope(response).response).toMatchObject({ current_num: 49 });
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const missing = await detail('id=nope');
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).msg).toBe('名额数据不存在');
    expect(envelope(await detail('id=%3Cscript%3E')).msg).toBe('参数 id 格式不正确');
  });
});
