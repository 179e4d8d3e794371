import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openAppStore } from '../app-store.ts';
import type { AppStore } from '../app-store.ts';
import { sqlRows } from '../store/sql-rows.ts';
import { seedDemoCatalogue } from './demo-catalogue-seed.ts';
import { TOUR_STOPS } from './tour-stops.ts';
import {
  COURSE_LESSONS,
  formerLessonPosterUrl,
  lessonPosterFile,
  lessonVideoUrl,
} from './course-lessons.ts';
import { campaignAssetUrl } from './campaign-assets.ts';

let store: AppStore;
beforeAll(async () => {
  store = await openAppStore({ dataDir: ':memory:', databaseUrl: null });
});
afterAll(async () => {
  await store.close();
});

const posters = async () =>
  sqlRows<{ tour: string; city: string; image: string }>(
    store.db,
    sql`SELECT tour, city, image FROM tour_posters ORDER BY tour, sort`,
  );

describe('the demo catalogue on a store seeded before', () => {
  it('writes no group twice', async () => {
    expect(await seedDemoCatalogue(store.db)).toEqual([]);
    expect(await posters()).toHaveLength(TOUR_STOPS.length);
  });

  it('gives a tour the posters its stops lack, and keeps an operator’s poster for a city', async () => {
    // As in a store seeded when only some stops had posters.
    await store.db.execute(sql`DELETE FROM tour_posters WHERE city IN ('南京', '重庆')`);
    await store.db.execute(
      sql`UPDATE tour_posters SET image = '/media/own.png' WHERE tour = 'xunjiang' AND city = '上海'`,
    );
    expect(await seedDemoCatalogue(store.db)).toEqual([]);
    const after = await posters();
    expect(after).toHaveLength(TOUR_STOPS.length);
    expect(after.filter((p) => p.city === '南京' || p.city === '重庆')).toHaveLength(2);
    expect(after.find((p) => p.tour === 'xunjiang' && p.city === '上海')?.image).toBe(
      '/media/own.png',
    );
  });

  it('gives the lessons of a store seeded with one shared clip their own clips and durations', async () => {
    await store.db.execute(
      sql`UPDATE course_videos SET video_url = '/seed-assets/course-intro.mp4', duration_seconds = 742`,
    );
    await store.db.execute(
      sql`UPDATE course_videos SET video_url = '/media/own.mp4' WHERE title = '三分钟看懂K线'`,
    );
    expect(await seedDemoCatalogue(store.db)).toEqual([]);
    const videos = await sqlRows<{ title: string; video_url: string; duration_seconds: number }>(
      store.db,
      sql`SELECT title, video_url, duration_seconds FROM course_videos ORDER BY sort`,
    );
    expect(videos.map((video) => video.video_url)).toEqual([
      '/media/own.mp4',
      ...COURSE_LESSONS.slice(1).map(lessonVideoUrl),
    ]);
    expect(videos.slice(1).every((video) => video.duration_seconds !== 742)).toBe(true);
  });

  it('gives lessons seeded with clip frames as posters the drawn title cards, and keeps an operator’s poster', async () => {
    for (const lesson of COURSE_LESSONS) {
      await store.db.execute(
        sql`UPDATE course_videos SET poster = ${formerLessonPosterUrl(lesson)} WHERE title = ${lesson.title}`,
      );
    }
    await store.db.execute(
      sql`UPDATE course_videos SET poster = '/media/own.png' WHERE title = '三分钟看懂K线'`,
    );
    expect(await seedDemoCatalogue(store.db)).toEqual([]);
    const videos = await sqlRows<{ poster: string }>(
      store.db,
      sql`SELECT poster FROM course_videos ORDER BY sort`,
    );
    expect(videos.map((video) => video.poster)).toEqual([
      '/media/own.png',
      ...COURSE_LESSONS.slice(1).map((lesson) => campaignAssetUrl(lessonPosterFile(lesson))),
    ]);
  });
});
