-- 操盘秘籍 (cpmj): the trading-method articles behind /cpmj, /cpmj/list and
-- /cpmj/details/:name (`name` is the slug in the URL), and the posts of their discussion group
-- (the group post list). Editable as data; the first articles ship with the schema so a fresh
-- store shows a finished index.

CREATE TABLE cpmj_articles (
  name text PRIMARY KEY CHECK (name ~ '^[a-z0-9-]{1,64}$'),
  title text NOT NULL,
  category text NOT NULL,
  summary text NOT NULL,
  body text[] NOT NULL,
  author text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  published_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE group_posts (
  id bigserial PRIMARY KEY,
  topic text NOT NULL,
  author text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX group_posts_topic_idx ON group_posts (topic, created_at DESC, id DESC);

INSERT INTO cpmj_articles (name, title, category, summary, body, author, sort, published_at) VALUES
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
 '投顾老师 张伟', 4, now() - interval '9 days');

INSERT INTO group_posts (topic, author, content, created_at) VALUES
('cpmj', '牛友3721', '看完龙头三要素，复盘了上周的机器人板块，确实是率先涨停的那只走得最远。', now() - interval '3 hours'),
('cpmj', '牛友0815', '固定比例止损我设的 7%，这个月严格执行，回撤小了很多。', now() - interval '7 hours'),
('cpmj', '投顾老师 李明', '提醒大家：方法要结合自己的风险承受能力使用，不要满仓单只个股。', now() - interval '1 day'),
('cpmj', '牛友2046', '均线回踩那篇很实用，就是要先判断趋势方向，下跌趋势里别用。', now() - interval '2 days');
