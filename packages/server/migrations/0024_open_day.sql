-- Headquarters open day: its sessions (a seat limit each) and registrations, one per user.
CREATE TABLE open_day_sessions (
  id serial PRIMARY KEY,
  title text NOT NULL,
  starts_at timestamptz NOT NULL,
  address text NOT NULL,
  seats integer NOT NULL CHECK (seats > 0)
);

CREATE TABLE open_day_registrations (
  softuser_id integer PRIMARY KEY,
  session_id integer NOT NULL REFERENCES open_day_sessions (id) ON DELETE CASCADE,
  name text NOT NULL,
  handset text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX open_day_registrations_session_idx ON open_day_registrations (session_id);

INSERT INTO open_day_sessions (title, starts_at, address, seats) VALUES
  ('第一场 · 参观投研中心与交易大厅', '2027-04-17 09:30+08', '广州市天河区珠江新城 牛8 总部 28 楼', 40),
  ('第二场 · 投顾团队面对面交流', '2027-04-17 14:00+08', '广州市天河区珠江新城 牛8 总部 28 楼', 40),
  ('第三场 · 家庭资产配置沙龙', '2027-04-18 14:00+08', '广州市天河区珠江新城 牛8 总部 30 楼', 30);
