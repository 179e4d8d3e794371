import { closeSync, openSync, readSync } from 'node:fs';
import { DBZS_PRODUCT_ID } from '@h5-page/schema/constants';
import { mp4Duration } from '../core/mp4-duration.ts';
import {
  COURSE_LESSONS,
  formerLessonPosterUrl,
  lessonPosterFile,
  lessonVideoUrl,
} from './course-lessons.ts';
import type { CourseLesson } from './course-lessons.ts';
import { campaignAssetUrl } from './campaign-assets.ts';
import { migrationStatement } from './migration-statement.ts';
import { TOUR_STOPS, posterFile, stopsOf } from './tour-stops.ts';
import { ACCOUNT_OPENING_COURSE } from '../campaigns/store/account-opening-gift.ts';

/**
 * The demo catalogue a development store starts with: tours, coupon batches, open-day sessions,
 * the 818 renewal sale, articles, group posts, courses and the topic products. Migrations once
 * inserted these rows; they are demo content, so the seed writes them now (never in production),
 * each group only while its first table (`when`) is empty. `from` names the migration the
 * statement was taken from (the fabricated renewal orders were left out; the tour stops are
 * written from `tour-stops.ts`).
 */
export interface DemoCatalogueStatement {
  when: string;
  /**
   * Run whenever a new seed is written, not only while `when` is empty: the statement adds only
   * what is missing.
   */
  always?: boolean;
  table: string;
  from: string;
  sql: string;
}

const COURSE_DIR = new URL('../../assets/course/', import.meta.url);

/** A lesson clip's duration in whole seconds, as its file states it (the header is at the front). */
function lessonSeconds(lesson: CourseLesson): number {
  const file = openSync(new URL(`${lesson.file}.mp4`, COURSE_DIR), 'r');
  try {
    const head = new Uint8Array(64 * 1024);
    const read = readSync(file, head, 0, head.length, 0);
    const seconds = mp4Duration(head.subarray(0, read));
    if (seconds === null) throw new Error(`assets/course/${lesson.file}.mp4 states no duration`);
    return Math.round(seconds);
  } finally {
    closeSync(file);
  }
}

/** SQL string literals of our own constants (quotes doubled all the same). */
const literals = (...values: string[]): string =>
  values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');

/** A statement as its migration wrote it. */
const copied = (
  when: string,
  table: string,
  from: string,
  start = `INSERT INTO ${table}`,
): DemoCatalogueStatement => ({ when, table, from, sql: migrationStatement(from, start) });

/**
 * A statement run on every seed that brings the course videos of an older store up to date; made
 * when first read, since it reads the clips' files.
 */
const courseVideosTopUp = (statement: () => string): DemoCatalogueStatement => ({
  when: 'course_videos',
  always: true,
  table: 'course_videos',
  from: '0032_course.sql',
  get sql() {
    return statement();
  },
});

export const DEMO_CATALOGUE: readonly DemoCatalogueStatement[] = [
  copied('tours', 'tours', '0020_tour.sql'),
  {
    when: 'tours',
    table: 'tour_speeches',
    from: '0020_tour.sql',
    sql: `INSERT INTO tour_speeches (tour, city, venue, starts_at, speaker, speaker_title, topic, seats) VALUES
${TOUR_STOPS.map((stop) => `  (${literals(stop.tour, stop.city, stop.venue, stop.startsAt, stop.speaker, stop.speakerTitle, stop.topic)}, ${stop.seats})`).join(',\n')};`,
  },
  {
    // A poster for every stop. Written on every start, adding only what is missing, so a store
    // seeded when fewer stops had posters gets the rest; an operator's poster for a city stays.
    when: 'tours',
    always: true,
    table: 'tour_posters',
    from: '0020_tour.sql',
    sql: `INSERT INTO tour_posters (tour, city, title, image, sort)
SELECT v.tour, v.city, v.title, v.image, v.sort
FROM (VALUES
${TOUR_STOPS.map((stop) => `  (${literals(stop.tour, stop.city, `${stop.city}站 · ${stop.theme}`, `${campaignAssetUrl(posterFile(stop))}`)}, ${stopsOf(stop.tour).indexOf(stop) + 1})`).join(',\n')}
) AS v(tour, city, title, image, sort)
WHERE EXISTS (SELECT 1 FROM tours t WHERE t.code = v.tour)
  AND NOT EXISTS (SELECT 1 FROM tour_posters p WHERE p.tour = v.tour AND p.city = v.city);`,
  },
  copied('coupon_batches', 'coupon_batches', '0023_coupons.sql'),
  {
    // The batches made for a product the demo sells, so its pay button takes them off the price:
    // 国庆策略服务券 for 打板助手年度会员, the 9 月投顾 coupon for 投顾策略季度服务. Run on every new
    // seed for stores seeded before batches named a product; a batch an operator changed (its
    // name, or a product set) is left as it is.
    when: 'coupon_batches',
    always: true,
    table: 'coupon_batches',
    from: '0127_product_coupons.sql',
    sql: `UPDATE coupon_batches b
SET shop_product_id = v.product
FROM (VALUES
  ('national-strategy', '国庆策略服务券', ${DBZS_PRODUCT_ID}),
  ('coupon202409', '9 月投顾服务满减券', 1192)
) AS v(code, name, product)
WHERE b.code = v.code AND b.name = v.name AND b.shop_product_id IS NULL;`,
  },
  copied('open_day_sessions', 'open_day_sessions', '0024_open_day.sql'),
  copied('renewal_sale_pages', 'products', '0025_renewal.sql'),
  copied('renewal_sale_pages', 'renewal_sale_pages', '0025_renewal.sql'),
  copied('renewal_sale_pages', 'renewal_plans', '0025_renewal.sql'),
  copied('renewal_sale_pages', 'coupon_batches', '0025_renewal.sql'),
  copied('renewal_sale_pages', 'products', '0075_product_periods.sql', 'UPDATE products'),
  copied('renewal_sale_pages', 'renewal_coupon_batches', '0025_renewal.sql'),
  copied('cpmj_articles', 'cpmj_articles', '0031_cpmj.sql'),
  copied('group_posts', 'group_posts', '0031_cpmj.sql'),
  copied('live_activities', 'live_activities', '0032_course.sql'),
  {
    when: 'course_videos',
    table: 'course_videos',
    from: '0032_course.sql',
    // Each lesson's own clip, listed with the duration the file holds.
    get sql() {
      return `INSERT INTO course_videos (title, teacher, category, duration_seconds, poster, video_url, sort) VALUES
${COURSE_LESSONS.map((lesson, index) => `(${literals(lesson.title, lesson.teacher, lesson.category)}, ${lessonSeconds(lesson)}, ${literals(campaignAssetUrl(lessonPosterFile(lesson)), lessonVideoUrl(lesson))}, ${index + 1})`).join(',\n')};`;
    },
  },
  // Stores seeded when every lesson pointed at one 4-second clip get each lesson's own; a video
  // an operator changed is left as it is.
  courseVideosTopUp(
    () => `UPDATE course_videos c
SET duration_seconds = v.seconds, poster = v.poster, video_url = v.video
FROM (VALUES
${COURSE_LESSONS.map((lesson) => `  (${literals(lesson.title)}, ${lessonSeconds(lesson)}, ${literals(campaignAssetUrl(lessonPosterFile(lesson)), lessonVideoUrl(lesson))})`).join(',\n')}
) AS v(title, seconds, poster, video)
WHERE c.title = v.title AND c.video_url = '/seed-assets/course-intro.mp4';`,
  ),
  // Stores seeded when posters were frames of the clips get the drawn title cards; a poster an
  // operator changed is left as it is.
  courseVideosTopUp(
    () => `UPDATE course_videos c
SET poster = v.poster
FROM (VALUES
${COURSE_LESSONS.map((lesson) => `  (${literals(formerLessonPosterUrl(lesson), campaignAssetUrl(lessonPosterFile(lesson)))})`).join(',\n')}
) AS v(former, poster)
WHERE c.poster = v.former;`,
  ),
  copied('topic_products', 'topic_products', '0033_topics.sql'),
  {
    // The course the account-opening gift starts (store/account-opening-gift.ts): not sold, only
    // given, so it has no shop product; its page is where it is given. Added to stores seeded
    // before the gift existed; never over an operator's row of the same code.
    when: 'topic_products',
    always: true,
    table: 'topic_products',
    from: '0033_topics.sql',
    sql: `INSERT INTO topic_products (code, topic, kind, name, tag, risk_level, figure_label, figure_value, summary, sales_page, sort) VALUES
(${literals(ACCOUNT_OPENING_COURSE.code, 'sxkh', 'advisory', ACCOUNT_OPENING_COURSE.name, '开户礼', 'R3', '直播课（体验期内可回看）', '3 节', ACCOUNT_OPENING_COURSE.summary, '/h5-page/sxkh')}, 1)
ON CONFLICT (code) DO NOTHING;`,
  },
];
