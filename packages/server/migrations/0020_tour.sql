-- Lecture tours: speeches (city, date, speaker, seats) and their enrolments, cities lit on the
-- tour's map, thumbs-up, comments and posters. A tour's code is its page code (xunjiang,
-- jz2024xunjiang, jz2025xunjiang). Once-only rules are primary keys, so they hold under races.

CREATE TABLE tours (
  code text PRIMARY KEY,
  title text NOT NULL
);

CREATE TABLE tour_speeches (
  id serial PRIMARY KEY,
  tour text NOT NULL REFERENCES tours (code) ON DELETE CASCADE,
  city text NOT NULL,
  venue text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  speaker text NOT NULL,
  speaker_title text NOT NULL DEFAULT '',
  topic text NOT NULL DEFAULT '',
  seats integer NOT NULL CHECK (seats > 0)
);

CREATE INDEX tour_speeches_tour_idx ON tour_speeches (tour, starts_at);

-- One seat per user per speech; the count never exceeds seats (enrol locks the speech row).
CREATE TABLE tour_enrolments (
  speech_id integer NOT NULL REFERENCES tour_speeches (id) ON DELETE CASCADE,
  softuser_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (speech_id, softuser_id)
);

-- One light per user per city of a tour.
CREATE TABLE tour_city_lights (
  tour text NOT NULL REFERENCES tours (code) ON DELETE CASCADE,
  city text NOT NULL,
  softuser_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tour, city, softuser_id)
);

-- One thumbs-up per user per tour.
CREATE TABLE tour_thumbs_up (
  tour text NOT NULL REFERENCES tours (code) ON DELETE CASCADE,
  softuser_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tour, softuser_id)
);

-- Comments as plain text (tags stripped on the way in), newest first by id.
CREATE TABLE tour_comments (
  id bigserial PRIMARY KEY,
  tour text NOT NULL REFERENCES tours (code) ON DELETE CASCADE,
  softuser_id integer NOT NULL,
  nick text NOT NULL,
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX tour_comments_tour_idx ON tour_comments (tour, id DESC);

CREATE TABLE tour_posters (
  id serial PRIMARY KEY,
  tour text NOT NULL REFERENCES tours (code) ON DELETE CASCADE,
  city text NOT NULL DEFAULT '',
  title text NOT NULL,
  image text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- The tours of the seeded route pages (times are Asia/Shanghai).
INSERT INTO tours (code, title) VALUES
  ('xunjiang', '牛8 全国投资巡讲'),
  ('jz2024xunjiang', '2024 价值投资全国巡讲'),
  ('jz2025xunjiang', '2025 价值投资全国巡讲');

INSERT INTO tour_speeches (tour, city, venue, starts_at, speaker, speaker_title, topic, seats) VALUES
  ('xunjiang', '上海', '浦东新区世纪大道 国际会议中心 3 楼', '2027-03-14 14:00+08', '王建国', '首席投资顾问', '开年行情展望：结构性机会在哪里', 120),
  ('xunjiang', '杭州', '西湖区文三路 黄龙饭店 2 楼', '2027-03-21 14:00+08', '李明', '资深投资顾问', '读懂财报：三张表看清一家公司', 80),
  ('xunjiang', '南京', '鼓楼区中山北路 金陵饭店会议厅', '2027-03-28 14:00+08', '陈思远', '策略研究员', '仓位管理与风险控制', 80),
  ('xunjiang', '武汉', '江汉区建设大道 万达瑞华酒店', '2027-04-11 14:00+08', '王建国', '首席投资顾问', '行业轮动的节奏与信号', 100),
  ('xunjiang', '成都', '锦江区红星路 成都国际金融中心', '2027-04-18 14:00+08', '刘畅', '资深投资顾问', '价值投资的长期主义', 100),
  ('xunjiang', '广州', '天河区珠江新城 花城汇会议中心', '2027-04-25 14:00+08', '李明', '资深投资顾问', '从K线到基本面：选股的四个步骤', 150),
  ('xunjiang', '北京', '朝阳区建国门外大街 国贸大酒店', '2027-05-09 14:00+08', '王建国', '首席投资顾问', '年中策略会：守正出奇', 200),
  ('jz2024xunjiang', '深圳', '福田区深南大道 会展中心 5 号馆', '2024-11-09 14:00+08', '王建国', '首席投资顾问', '2024 行情复盘与来年展望', 200),
  ('jz2024xunjiang', '上海', '浦东新区世纪大道 国际会议中心', '2024-11-16 14:00+08', '陈思远', '策略研究员', '高股息资产的配置逻辑', 150),
  ('jz2024xunjiang', '北京', '朝阳区建国门外大街 国贸大酒店', '2024-11-23 14:00+08', '刘畅', '资深投资顾问', '价值投资的长期主义', 150),
  ('jz2024xunjiang', '重庆', '渝中区解放碑 威斯汀酒店', '2024-11-30 14:00+08', '李明', '资深投资顾问', '读懂财报：三张表看清一家公司', 100),
  ('jz2025xunjiang', '天津', '和平区南京路 凯悦酒店', '2025-10-18 14:00+08', '王建国', '首席投资顾问', '十五五开局的投资主线', 120),
  ('jz2025xunjiang', '济南', '历下区泉城路 贵和洲际酒店', '2025-10-25 14:00+08', '陈思远', '策略研究员', '科技与红利的均衡配置', 100),
  ('jz2025xunjiang', '郑州', '郑东新区 国际会展中心', '2025-11-01 14:00+08', '刘畅', '资深投资顾问', '如何建立自己的投资体系', 100),
  ('jz2025xunjiang', '长沙', '岳麓区 梅溪湖国际文化艺术中心', '2025-11-08 14:00+08', '李明', '资深投资顾问', '周期股的买点与卖点', 100),
  ('jz2025xunjiang', '西安', '雁塔区 曲江国际会议中心', '2025-11-15 14:00+08', '王建国', '首席投资顾问', '2026 年度策略展望', 150);

INSERT INTO tour_posters (tour, city, title, image, sort) VALUES
  ('xunjiang', '上海', '上海站 · 开年行情展望', '/seed-assets/campaign/tour-poster-1.svg', 1),
  ('xunjiang', '杭州', '杭州站 · 读懂财报', '/seed-assets/campaign/tour-poster-2.svg', 2),
  ('xunjiang', '广州', '广州站 · 选股四步法', '/seed-assets/campaign/tour-poster-3.svg', 3),
  ('jz2024xunjiang', '深圳', '深圳站 · 行情复盘', '/seed-assets/campaign/tour-poster-4.svg', 1),
  ('jz2024xunjiang', '北京', '北京站 · 长期主义', '/seed-assets/campaign/tour-poster-5.svg', 2),
  ('jz2025xunjiang', '天津', '天津站 · 投资主线', '/seed-assets/campaign/tour-poster-6.svg', 1),
  ('jz2025xunjiang', '西安', '西安站 · 年度策略', '/seed-assets/campaign/tour-poster-7.svg', 2);
