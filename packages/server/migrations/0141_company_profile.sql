-- 企业信息: the company details pages made from a template state (its registered name, its
-- 经营证券期货业务许可证编号 and its service and complaint line), entered once by an admin. One row
-- at most (id 1); without it the builder offers the demo company's details as the defaults.
CREATE TABLE company_profile (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  name text NOT NULL,
  licence_number text NOT NULL,
  hotline text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);

-- The tab of 从模板新建 a template shows under (开户, 活动, 讲座, 直播, 产品 or 节日), chosen when a
-- page is marked 设为模板 and given by the seed to the templates it writes. A demo page counts as
-- a template while unmarked only when it has one: the seeded campaigns are no longer offered.
ALTER TABLE pages ADD COLUMN template_category text;
