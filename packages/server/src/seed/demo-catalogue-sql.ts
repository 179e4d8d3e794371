import { closeSync, openSync, readSync } from 'node:fs';
import { mp4Duration } from '../core/mp4-duration.ts';
import {
  COURSE_LESSONS,
  formerLessonPosterUrl,
  lessonPosterFile,
  lessonVideoUrl,
} from './course-lessons.ts';
import type { CourseLesson } from './course-lessons.ts';
import { campaignAssetUrl } from './campaign-assets.ts';
import { TOUR_STOPS, posterFile, stopsOf } from './tour-stops.ts';

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

export const DEMO_CATALOGUE: readonly DemoCatalogueStatement[] = [
  {
    when: 'tours',
    table: 'tours',
    from: '0020_tour.sql',
    sql: `INSERT INTO tours (code, title) VALUES
  ('xunjiang', '牛8 全国投资巡讲'),
  ('jz2024xunjiang', '2024 价值投资全国巡讲'),
  ('jz2025xunjiang', '2025 价值投资全国巡讲');`,
  },
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
  {
    when: 'coupon_batches',
    table: 'coupon_batches',
    from: '0023_coupons.sql',
    sql: `INSERT INTO coupon_batches (code, name, amount_cents, min_spend_cents, stock, valid_days, scope) VALUES
  ('coupon202409', '9 月投顾服务满减券', 10000, 59900, 2000, 30, '投顾策略服务可用'),
  ('national-course', '国庆名师课程券', 5000, 19900, 1000, 15, '名师课程可用'),
  ('national-level2', '国庆 Level-2 行情券', 3000, 9900, 1500, 15, 'Level-2 行情服务可用'),
  ('national-strategy', '国庆策略服务券', 20000, 99800, 500, 15, '打板助手年度会员可用'),
  ('dxw818', '短线王续费专享券', 20000, 99800, 800, 7, '短线王年度续费可用');`,
  },
  {
    when: 'open_day_sessions',
    table: 'open_day_sessions',
    from: '0024_open_day.sql',
    sql: `INSERT INTO open_day_sessions (title, starts_at, address, seats) VALUES
  ('第一场 · 参观投研中心与交易大厅', '2027-04-17 09:30+08', '广州市天河区珠江新城 牛8 总部 28 楼', 40),
  ('第二场 · 投顾团队面对面交流', '2027-04-17 14:00+08', '广州市天河区珠江新城 牛8 总部 28 楼', 40),
  ('第三场 · 家庭资产配置沙龙', '2027-04-18 14:00+08', '广州市天河区珠江新城 牛8 总部 30 楼', 30);`,
  },
  {
    when: 'renewal_sale_pages',
    table: 'products',
    from: '0025_renewal.sql',
    sql: `INSERT INTO products (shop_product_id, mode_shop_product_id, name, price_cents, mark, on_sale) VALUES
  (818, 818, '短线王 · 续费服务', 129800, NULL, true)
ON CONFLICT (shop_product_id) DO NOTHING;`,
  },
  {
    when: 'renewal_sale_pages',
    table: 'renewal_sale_pages',
    from: '0025_renewal.sql',
    sql: `INSERT INTO renewal_sale_pages (code, title, shop_product_id, starts_at, ends_at) VALUES
  ('duanxianwangxufei818', '短线王 818 续费特惠', 818, '2026-08-01 00:00+08', '2027-08-18 23:59:59+08');`,
  },
  {
    when: 'renewal_sale_pages',
    table: 'renewal_plans',
    from: '0025_renewal.sql',
    sql: `INSERT INTO renewal_plans (sale_page, code, name, months, bonus_days, original_cents, sale_cents, tag, sort) VALUES
  ('duanxianwangxufei818', 'quarter', '季度版', 3, 7, 59800, 49800, '', 1),
  ('duanxianwangxufei818', 'year', '年度版', 12, 31, 199800, 129800, '超值推荐', 2),
  ('duanxianwangxufei818', 'two-year', '两年版', 24, 62, 399600, 239800, '最省钱', 3);`,
  },
  {
    when: 'renewal_sale_pages',
    table: 'coupon_batches',
    from: '0025_renewal.sql',
    sql: `INSERT INTO coupon_batches (code, name, amount_cents, min_spend_cents, stock, valid_days, scope) VALUES
  ('dxw818-loyal', '短线王老友回馈券', 5000, 0, 3000, 30, '短线王续费任意套餐可用')
ON CONFLICT (code) DO NOTHING;`,
  },
  {
    when: 'renewal_sale_pages',
    table: 'products',
    from: '0075_product_periods.sql',
    sql: `UPDATE products SET period_months = 12 WHERE shop_product_id = 818 AND period_months IS NULL;`,
  },
  {
    when: 'renewal_sale_pages',
    table: 'renewal_coupon_batches',
    from: '0025_renewal.sql',
    sql: `INSERT INTO renewal_coupon_batches (sale_page, batch) VALUES
  ('duanxianwangxufei818', 'dxw818'),
  ('duanxianwangxufei818', 'dxw818-loyal');`,
  },
  {
    when: 'cpmj_articles',
    table: 'cpmj_articles',
    from: '0031_cpmj.sql',
    sql: `INSERT INTO cpmj_articles (name, title, category, summary, body, author, sort, published_at) VALUES
('dragon-head', '龙头股识别三要素', '选股',
 '板块效应、率先涨停、成交放大：三个条件同时满足，才是真正的龙头。',
 ARRAY['龙头股是一轮行情中最先启动、涨幅最大、最具号召力的个股。识别龙头，先看板块：同一题材中有多只个股同步走强，才有龙头诞生的土壤。',
       '其次看启动顺序：板块中率先涨停、且封单稳定的个股，往往获得资金的一致认可。',
       '最后看成交：突破当天成交量明显放大，次日仍能维持强势，说明承接有力。三者同时满足，才值得重点跟踪。',
       '以上为投资方法讲解，不构成任何个股推荐，股市有风险，投资需谨慎。'],
 '投顾老师 李明', 1, now() - interval '2 days'),
('stop-loss', '止损的纪律：三种止损法', '风控',
 '固定比例止损、技术位止损、时间止损，各自适用什么情形？',
 ARRAY['止损不是认输，而是控制单笔亏损、保住继续交易的本金。',
       '固定比例止损：买入后下跌超过预设比例（如 7%）即离场，简单易执行，适合新手。',
       '技术位止损：以关键支撑位（如前低、均线）为界，跌破即离场，更贴合走势。',
       '时间止损：买入后一段时间内未按预期走强，即使未亏损也离场，避免资金被占用。',
       '以上为投资方法讲解，不构成任何投资建议，股市有风险，投资需谨慎。'],
 '投顾老师 王芳', 2, now() - interval '4 days'),
('buy-point', '均线回踩：稳健的买点', '买点',
 '上升趋势中回踩 20 日均线不破，是相对稳健的低吸位置。',
 ARRAY['在上升趋势中，股价常沿着均线运行。回踩 20 日均线且缩量企稳，说明抛压减轻。',
       '确认信号：回踩当日缩量，次日放量收阳并站稳均线。',
       '注意：趋势向下时均线是压力而非支撑，这一方法只适用于上升趋势。',
       '以上为投资方法讲解，不构成任何投资建议，股市有风险，投资需谨慎。'],
 '投顾老师 李明', 3, now() - interval '6 days'),
('position-sizing', '仓位管理：金字塔加仓', '仓位',
 '看对了再加，越涨越少：用金字塔结构控制整体风险。',
 ARRAY['金字塔加仓的要点是：首次仓位最大，之后每次加仓比例递减，且只在盈利时加仓。',
       '例如首次 30%，上涨确认后加 20%，再加 10%，整体成本保持在较低位置。',
       '切忌亏损加仓摊低成本，那会让风险不断放大。',
       '以上为投资方法讲解，不构成任何投资建议，股市有风险，投资需谨慎。'],
 '投顾老师 张伟', 4, now() - interval '9 days');`,
  },
  {
    when: 'group_posts',
    table: 'group_posts',
    from: '0031_cpmj.sql',
    sql: `INSERT INTO group_posts (topic, author, content, created_at) VALUES
('cpmj', '牛友3721', '看完龙头三要素，复盘了上周的机器人板块，确实是率先涨停的那只走得最远。', now() - interval '3 hours'),
('cpmj', '牛友0815', '固定比例止损我设的 7%，这个月严格执行，回撤小了很多。', now() - interval '7 hours'),
('cpmj', '投顾老师 李明', '提醒大家：方法要结合自己的风险承受能力使用，不要满仓单只个股。', now() - interval '1 day'),
('cpmj', '牛友2046', '均线回踩那篇很实用，就是要先判断趋势方向，下跌趋势里别用。', now() - interval '2 days');`,
  },
  {
    when: 'live_activities',
    table: 'live_activities',
    from: '0032_course.sql',
    sql: `INSERT INTO live_activities (title, teacher, starts_at, ends_at)
SELECT t.title, t.teacher,
       date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai'
         + (t.day_offset || ' days')::interval + t.at,
       date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai'
         + (t.day_offset || ' days')::interval + t.at + interval '1 hour'
FROM (VALUES
  (-2, '盘前早知道：今日市场要点', '投顾老师 李明', time '08:30'),
  (-1, '收评：量能变化怎么看', '投顾老师 王芳', time '15:30'),
  (0, '盘前早知道：今日市场要点', '投顾老师 李明', time '08:30'),
  (0, 'K线入门：认识十种基本形态', '投顾老师 张伟', time '19:30'),
  (1, '财报季：三张表快速读懂一家公司', '投顾老师 王芳', time '19:30'),
  (2, '仓位管理：如何控制回撤', '投顾老师 张伟', time '20:00'),
  (4, '周末复盘：本周热点与下周展望', '投顾老师 李明', time '10:00')
) AS t(day_offset, title, teacher, at);`,
  },
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
  {
    // Stores seeded when every lesson pointed at one 4-second clip get each lesson's own; a video
    // an operator changed is left as it is.
    when: 'course_videos',
    always: true,
    table: 'course_videos',
    from: '0032_course.sql',
    get sql() {
      return `UPDATE course_videos c
SET duration_seconds = v.seconds, poster = v.poster, video_url = v.video
FROM (VALUES
${COURSE_LESSONS.map((lesson) => `  (${literals(lesson.title)}, ${lessonSeconds(lesson)}, ${literals(campaignAssetUrl(lessonPosterFile(lesson)), lessonVideoUrl(lesson))})`).join(',\n')}
) AS v(title, seconds, poster, video)
WHERE c.title = v.title AND c.video_url = '/seed-assets/course-intro.mp4';`;
    },
  },
  {
    // Stores seeded when posters were frames of the clips get the drawn title cards; a poster an
    // operator changed is left as it is.
    when: 'course_videos',
    always: true,
    table: 'course_videos',
    from: '0032_course.sql',
    get sql() {
      return `UPDATE course_videos c
SET poster = v.poster
FROM (VALUES
${COURSE_LESSONS.map((lesson) => `  (${literals(formerLessonPosterUrl(lesson), campaignAssetUrl(lessonPosterFile(lesson)))})`).join(',\n')}
) AS v(former, poster)
WHERE c.poster = v.former;`;
    },
  },
  {
    when: 'topic_products',
    table: 'topic_products',
    from: '0033_topics.sql',
    sql: `INSERT INTO topic_products (code, topic, kind, name, tag, risk_level, figure_label, figure_value, summary, sales_page, sort) VALUES
('slzf-camp', 'slzf', 'advisory', '神龙战法·七日实战训练营', '投顾服务', 'R4', '历史回测胜率（模拟）', '58.3%', '老师带练识别龙头与分歧转一致，每日盘后复盘。', '/h5-page/slzf', 1),
('slzf-signal', 'slzf', 'advisory', '神龙战法·龙头信号', '投顾工具', 'R4', '近 60 日信号数（模拟）', '42 次', '盘中推送龙头启动信号，附买卖逻辑说明。', '/h5-page/duanxianwangxufei818', 2),
('jjfz-520001', 'jjfz', 'fund', '稳健精选混合 A', '五星评级', 'R3', '近一年收益率（模拟）', '+12.36%', '股债平衡配置，回撤控制优于同类平均。', '/h5-page/jjfz', 1),
('jjfz-520002', 'jjfz', 'fund', '成长优选股票 C', '同类前 10%', 'R4', '近一年收益率（模拟）', '+18.72%', '聚焦高景气成长行业，适合能承受较大波动的投资者。', '/h5-page/jjfz', 2),
('jjfz-520003', 'jjfz', 'fund', '安心纯债 A', '低波动', 'R2', '近一年收益率（模拟）', '+3.85%', '以高等级信用债为主，追求稳定的票息收益。', '/h5-page/jjfz', 3),
('sddj-510300', 'sddjEtf', 'etf', '沪深300ETF', '宽基', 'R3', '近三年定投收益率（模拟）', '+9.40%', '覆盖沪深两市市值最大的 300 家公司，定投首选宽基。', '/h5-page/sddjEtf', 1),
('sddj-510500', 'sddjEtf', 'etf', '中证500ETF', '宽基', 'R4', '近三年定投收益率（模拟）', '+11.02%', '中盘成长风格，波动略高，适合长期定投摊低成本。', '/h5-page/sddjEtf', 2),
('rmsd-512480', 'rmsdEtf', 'etf', '半导体ETF', '科技', 'R5', '近一年涨跌幅（模拟）', '+24.15%', '跟踪半导体产业链龙头，行业波动大。', '/h5-page/rmsdEtf', 1),
('rmsd-516160', 'rmsdEtf', 'etf', '新能源ETF', '新能源', 'R5', '近一年涨跌幅（模拟）', '-6.80%', '覆盖光伏、风电、储能与新能源车产业链。', '/h5-page/rmsdEtf', 2),
('rmsd-512010', 'rmsdEtf', 'etf', '医药ETF', '医药', 'R4', '近一年涨跌幅（模拟）', '+5.27%', '布局创新药、医疗器械与医疗服务龙头。', '/h5-page/rmsdEtf', 3),
('jjzy-steady', 'jjzy', 'fund', '稳健组合', '低风险', 'R2', '组合年化波动率（模拟）', '4.2%', '债券基金为主、少量权益增强，适合保守型投资者。', '/h5-page/jjzy', 1),
('jjzy-balance', 'jjzy', 'fund', '平衡组合', '中风险', 'R3', '组合年化波动率（模拟）', '9.8%', '股债均衡配置，兼顾收益与回撤。', '/h5-page/jjzy', 2),
('jjzy-growth', 'jjzy', 'fund', '进取组合', '中高风险', 'R4', '组合年化波动率（模拟）', '17.5%', '权益基金为主，追求长期较高回报。', '/h5-page/jjzy', 3),
('lhtj-daily', 'lhtj', 'advisory', '龙虎淘金·盘后解读', '投顾服务', 'R4', '近 20 日解读篇数（模拟）', '20 篇', '每日盘后解读龙虎榜，拆解游资与机构席位动向。', '/h5-page/duanxianwangxufei818', 1),
('jgdy-notes', 'jgdy', 'advisory', '机构调研·纪要精选', '投顾服务', 'R3', '本月收录纪要（模拟）', '136 份', '汇总机构调研纪要，标注机构关注度变化。', '/h5-page/jgdy', 1);`,
  },
];
