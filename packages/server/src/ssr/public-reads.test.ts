import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { API_PATHS } from '@h5-page/schema/constants';
import type { InlinedPageData } from '@h5-page/schema/client-config';
import { build } from '../app.ts';
import { testPage } from '#test/support/pages.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ config: { dataDir: ':memory:' }, seed: false });
  await app.database.db.execute(sql`DELETE FROM live_activities`);
  await app.database.db.execute(sql`INSERT INTO live_activities (title, teacher, starts_at, ends_at)
    VALUES ('盘中直播：热点追踪', '投顾老师 李明',
      -- Begun, but today in China even just after its midnight (the calendar starts today).
      GREATEST(now() - interval '5 minutes',
        date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai'),
      now() + interval '55 minutes')`);
  await app.pages.saveDraft(
    testPage('reads-page', {
      page_schema: [
        { name: 'course', value: { view: 'calendar', title: '直播日历', days: 3 }, children: [] },
        { name: 'course', value: { view: 'videos', title: '视频课程', limit: 2 }, children: [] },
      ],
    }),
  );
  await app.pages.publish('reads-page', '');
});
afterAll(async () => {
  await app.close();
});

/** The data the server inlined in a rendered page. */
function inlined(html: string): InlinedPageData {
  const json = /<script id="__H5_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!json?.[1]) throw new Error('no inlined data');
  return JSON.parse(json[1]) as InlinedPageData;
}

describe('public reads while rendering', () => {
  it('renders the blocks filled and inlines the answers the browser would have asked for', async () => {
    const page = await app.inject({ url: '/h5-page/h5/reads-page' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('盘中直播：热点追踪');
    expect(page.body).toContain('直播中');
    expect(page.body).not.toContain('正在加载直播日历');
    const reads = inlined(page.body).reads ?? {};
    const calendar = await app.inject({ url: `${API_PATHS.LIVE_ACTIVITIES_CALENDAR}?days=3` });
    expect(reads[`${API_PATHS.LIVE_ACTIVITIES_CALENDAR}?days=3`]).toEqual(calendar.json().response);
    expect(Object.keys(reads).sort()).toEqual([
      `${API_PATHS.LIVE_ACTIVITIES_CALENDAR}?days=3`,
      `${API_PATHS.VIDEO_LIST}?limit=2`,
    ]);
  });

  it('leaves a failed read to the browser and still renders the page', async () => {
    await app.database.db.execute(sql`ALTER TABLE course_videos RENAME TO course_videos_away`);
    try {
      // A new rendering: the published-page cache serves the last one while it renders anew.
      let page = await app.inject({ url: '/h5-page/h5/reads-page' });
      for (let tries = 0; tries < 100 && !page.body.includes('正在加载视频课程…'); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        page = await app.inject({ url: '/h5-page/h5/reads-page' });
      }
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('盘中直播：热点追踪');
      expect(page.body).toContain('正在加载视频课程…');
      expect(Object.keys(inlined(page.body).reads ?? {})).toEqual([
        `${API_PATHS.LIVE_ACTIVITIES_CALENDAR}?days=3`,
      ]);
    } finally {
      await app.database.db.execute(sql`ALTER TABLE course_videos_away RENAME TO course_videos`);
    }
  });
});
