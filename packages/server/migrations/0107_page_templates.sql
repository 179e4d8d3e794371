-- A page marketers start new pages from (设为模板 / 取消模板 in the builder). NULL: never chosen,
-- in which case a page the seed wrote (demo) counts as one, so the seeded campaigns are templates
-- without this migration writing content; true or false is the marketer's choice and wins.
ALTER TABLE pages ADD COLUMN template boolean;
