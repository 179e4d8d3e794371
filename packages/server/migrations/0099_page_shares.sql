-- Shares of a page a day: the share callbacks of WeChat's JS-SDK send an event of kind 'share',
-- added to the day's rollup like page views and clicks.
ALTER TABLE page_day_rollups ADD COLUMN shares integer NOT NULL DEFAULT 0;
