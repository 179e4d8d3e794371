-- Migrations create schema, never content. Earlier migrations inserted demo content (the 818
-- renewal sale and its fabricated buyers, tours, coupon batches, open-day sessions, articles and
-- group posts, courses, topic products); that content now comes from the seed, outside
-- production only. This removes those rows where they are still the seeded ones (key and name as
-- inserted) and no user's record refers to them, so a store keeps whatever has real use.

-- Paid renewals by uids 70000001–70000006, which belong to no account: shown as real buyers.
DELETE FROM orders
WHERE pid IN ('P20260812D81800000001', 'P20260813D81800000002', 'P20260815D81800000003',
              'P20260816D81800000004', 'P20260817D81800000005', 'P20260818D81800000006')
  AND softuser_id BETWEEN 70000001 AND 70000006
  AND NOT EXISTS (SELECT 1 FROM users u WHERE u.softuser_id = orders.softuser_id);

DELETE FROM renewal_sale_pages s
WHERE s.code = 'duanxianwangxufei818' AND s.title = '短线王 818 续费特惠'
  AND NOT EXISTS (SELECT 1 FROM renewal_orders r WHERE r.sale_page = s.code);

DELETE FROM products p
WHERE p.shop_product_id = 818 AND p.name = '短线王 · 续费服务'
  AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.shop_product_id = p.shop_product_id)
  AND NOT EXISTS (SELECT 1 FROM product_subscriptions s WHERE s.shop_product_id = p.shop_product_id)
  AND NOT EXISTS (SELECT 1 FROM renewal_sale_pages s WHERE s.shop_product_id = p.shop_product_id);

DELETE FROM coupon_batches b
WHERE (b.code, b.name) IN (VALUES
  ('coupon202409', '9 月投顾服务满减券'),
  ('national-course', '国庆名师课程券'),
  ('national-level2', '国庆 Level-2 行情券'),
  ('national-strategy', '国庆策略服务券'),
  ('dxw818', '短线王续费专享券'),
  ('dxw818-loyal', '短线王老友回馈券'))
  AND NOT EXISTS (SELECT 1 FROM user_coupons c WHERE c.batch = b.code);

DELETE FROM tours t
WHERE (t.code, t.title) IN (VALUES
  ('xunjiang', '牛8 全国投资巡讲'),
  ('jz2024xunjiang', '2024 价值投资全国巡讲'),
  ('jz2025xunjiang', '2025 价值投资全国巡讲'))
  AND NOT EXISTS (
    SELECT 1 FROM tour_enrolments e JOIN tour_speeches s ON s.id = e.speech_id WHERE s.tour = t.code)
  AND NOT EXISTS (SELECT 1 FROM tour_city_lights l WHERE l.tour = t.code)
  AND NOT EXISTS (SELECT 1 FROM tour_thumbs_up u WHERE u.tour = t.code)
  AND NOT EXISTS (SELECT 1 FROM tour_comments c WHERE c.tour = t.code);

DELETE FROM open_day_sessions s
WHERE (s.title, s.address) IN (VALUES
  ('第一场 · 参观投研中心与交易大厅', '广州市天河区珠江新城 牛8 总部 28 楼'),
  ('第二场 · 投顾团队面对面交流', '广州市天河区珠江新城 牛8 总部 28 楼'),
  ('第三场 · 家庭资产配置沙龙', '广州市天河区珠江新城 牛8 总部 30 楼'))
  AND NOT EXISTS (SELECT 1 FROM open_day_registrations r WHERE r.session_id = s.id);

DELETE FROM cpmj_articles
WHERE (name, title) IN (VALUES
  ('dragon-head', '龙头股识别三要素'),
  ('stop-loss', '止损的纪律：三种止损法'),
  ('buy-point', '均线回踩：稳健的买点'),
  ('position-sizing', '仓位管理：金字塔加仓'));

-- Posts by made-up members, shown as a real discussion.
DELETE FROM group_posts
WHERE (topic, author, content) IN (VALUES
  ('cpmj', '牛友3721', '看完龙头三要素，复盘了上周的机器人板块，确实是率先涨停的那只走得最远。'),
  ('cpmj', '牛友0815', '固定比例止损我设的 7%，这个月严格执行，回撤小了很多。'),
  ('cpmj', '投顾老师 李明', '提醒大家：方法要结合自己的风险承受能力使用，不要满仓单只个股。'),
  ('cpmj', '牛友2046', '均线回踩那篇很实用，就是要先判断趋势方向，下跌趋势里别用。'));

DELETE FROM live_activities
WHERE (title, teacher) IN (VALUES
  ('盘前早知道：今日市场要点', '投顾老师 李明'),
  ('收评：量能变化怎么看', '投顾老师 王芳'),
  ('盘前早知道：今日市场要点', '投顾老师 李明'),
  ('K线入门：认识十种基本形态', '投顾老师 张伟'),
  ('财报季：三张表快速读懂一家公司', '投顾老师 王芳'),
  ('仓位管理：如何控制回撤', '投顾老师 张伟'),
  ('周末复盘：本周热点与下周展望', '投顾老师 李明'));

DELETE FROM course_videos
WHERE (title, teacher) IN (VALUES
  ('三分钟看懂K线', '投顾老师 张伟'),
  ('均线系统的正确用法', '投顾老师 李明'),
  ('读懂利润表的五个关键数', '投顾老师 王芳'),
  ('估值入门：市盈率与市净率', '投顾老师 王芳'),
  ('止损与仓位：活下来才有机会', '投顾老师 张伟'));

DELETE FROM topic_products p
WHERE (p.code, p.name) IN (VALUES
  ('slzf-camp', '神龙战法·七日实战训练营'),
  ('slzf-signal', '神龙战法·龙头信号'),
  ('jjfz-520001', '稳健精选混合 A'),
  ('jjfz-520002', '成长优选股票 C'),
  ('jjfz-520003', '安心纯债 A'),
  ('sddj-510300', '沪深300ETF'),
  ('sddj-510500', '中证500ETF'),
  ('rmsd-512480', '半导体ETF'),
  ('rmsd-516160', '新能源ETF'),
  ('rmsd-512010', '医药ETF'),
  ('jjzy-steady', '稳健组合'),
  ('jjzy-balance', '平衡组合'),
  ('jjzy-growth', '进取组合'),
  ('lhtj-daily', '龙虎淘金·盘后解读'),
  ('jgdy-notes', '机构调研·纪要精选'))
  AND NOT EXISTS (SELECT 1 FROM advisory_contracts c WHERE c.product_code = p.code)
  AND NOT EXISTS (SELECT 1 FROM user_products u WHERE u.product_code = p.code);
