-- Fund and ETF topic pages (/slzf, /jjfz, /sddjEtf, /rmsdEtf, /jjzy, /lhtj, /jgdy): the products
-- their cards show, which sales page each points to, the advisory contracts and products a user
-- holds, and the portrait tags a block can be shown to. Figures are simulated and labelled so.

CREATE TABLE topic_products (
  code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9_-]{1,32}$'),
  topic text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('fund', 'etf', 'advisory')),
  name text NOT NULL,
  tag text NOT NULL DEFAULT '',
  risk_level text NOT NULL CHECK (risk_level IN ('R1', 'R2', 'R3', 'R4', 'R5')),
  figure_label text NOT NULL,
  figure_value text NOT NULL,
  summary text NOT NULL,
  sales_page text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE INDEX topic_products_topic_idx ON topic_products (topic, sort);

CREATE TABLE advisory_contracts (
  uid bigint NOT NULL,
  product_code text NOT NULL REFERENCES topic_products (code),
  signed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, product_code)
);

CREATE TABLE user_products (
  uid bigint NOT NULL,
  product_code text NOT NULL REFERENCES topic_products (code),
  started_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (uid, product_code)
);

CREATE TABLE portrait_tags (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9-]{1,32}$'),
  name text NOT NULL,
  description text NOT NULL,
  -- Derived tags are computed from contracts and products, never stored per user.
  derived boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE user_portrait_tags (
  uid bigint NOT NULL,
  tag text NOT NULL REFERENCES portrait_tags (code),
  PRIMARY KEY (uid, tag)
);

INSERT INTO portrait_tags (code, name, description, derived, sort) VALUES
('signed', '已签约投顾', '签署过任一投顾服务协议的用户', true, 1),
('holder', '在用产品', '至少有一个服务期内产品的用户', true, 2),
('newcomer', '新用户', '尚无任何在用产品的用户', true, 3),
('fund-fan', '基金偏好', '近期浏览或咨询过基金产品的用户', false, 4),
('etf-fan', 'ETF 偏好', '近期浏览或咨询过 ETF 产品的用户', false, 5),
('short-term', '短线交易', '交易频率较高、偏好短线操作的用户', false, 6);

INSERT INTO topic_products (code, topic, kind, name, tag, risk_level, figure_label, figure_value, summary, sales_page, sort) VALUES
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
('jgdy-notes', 'jgdy', 'advisory', '机构调研·纪要精选', '投顾服务', 'R3', '本月收录纪要（模拟）', '136 份', '汇总机构调研纪要，标注机构关注度变化。', '/h5-page/jgdy', 1);
