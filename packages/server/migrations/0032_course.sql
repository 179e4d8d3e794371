-- Courses (/course): the live activities calendar (名师直播) and the course video list. Editable
-- as data; the first rows ship with the schema, dated around the day the store was created so a
-- fresh store shows a week of live sessions.

CREATE TABLE live_activities (
  id bigserial PRIMARY KEY,
  title text NOT NULL,
  teacher text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at)
);

CREATE INDEX live_activities_starts_idx ON live_activities (starts_at);

CREATE TABLE course_videos (
  id bigserial PRIMARY KEY,
  title text NOT NULL,
  teacher text NOT NULL,
  category text NOT NULL,
  duration_seconds integer NOT NULL CHECK (duration_seconds > 0),
  poster text NOT NULL,
  video_url text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

INSERT INTO live_activities (title, teacher, starts_at, ends_at)
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
) AS t(day_offset, title, teacher, at);

INSERT INTO course_videos (title, teacher, category, duration_seconds, poster, video_url, sort) VALUES
('三分钟看懂K线', '投顾老师 张伟', '入门', 186, '/seed-assets/course.svg', '/seed-assets/course-intro.mp4', 1),
('均线系统的正确用法', '投顾老师 李明', '技术', 742, '/seed-assets/course.svg', '/seed-assets/course-intro.mp4', 2),
('读懂利润表的五个关键数', '投顾老师 王芳', '财报', 905, '/seed-assets/course.svg', '/seed-assets/course-intro.mp4', 3),
('估值入门：市盈率与市净率', '投顾老师 王芳', '估值', 1024, '/seed-assets/course.svg', '/seed-assets/course-intro.mp4', 4),
('止损与仓位：活下来才有机会', '投顾老师 张伟', '风控', 668, '/seed-assets/course.svg', '/seed-assets/course-intro.mp4', 5);
