-- Visits counted on the server (issue 57, server/traffic/): aggregates only. A day is the team's (TEAM_TIME_ZONE);
-- a value of '' is "none" (a visit with no campaign, no referring site).
CREATE TABLE IF NOT EXISTS traffic_daily (
  day TEXT NOT NULL,
  event TEXT NOT NULL,
  dimension TEXT NOT NULL,
  value TEXT NOT NULL,
  count BIGINT NOT NULL,
  PRIMARY KEY (day, event, dimension, value)
);
-- Each day's totals, read for the per-day chart without reading the day's every value.
CREATE INDEX IF NOT EXISTS traffic_daily_totals ON traffic_daily (day, event, count) WHERE dimension = 'total';
-- The same counts per month (YYYY-MM), added in the same transaction: a year's report reads twelve months' rows and
-- the days at its ends, not 365 days' (issue 57: a year of a busy site within 200 ms).
CREATE TABLE IF NOT EXISTS traffic_monthly (
  month TEXT NOT NULL,
  event TEXT NOT NULL,
  dimension TEXT NOT NULL,
  value TEXT NOT NULL,
  count BIGINT NOT NULL,
  PRIMARY KEY (month, event, dimension, value)
);
-- The day's secret for visitor hashes: made by the first instance to count that day, deleted with the day.
CREATE TABLE IF NOT EXISTS traffic_salts (
  day TEXT PRIMARY KEY,
  secret TEXT NOT NULL
);
-- Today's visitors, by hash only (of the day's secret, the address and the browser: none of them stored), with where
-- their visit came from, so the pages, quotes and downloads after the first are credited to it. Deleted with the day.
CREATE TABLE IF NOT EXISTS traffic_visitors (
  day TEXT NOT NULL,
  hash TEXT NOT NULL,
  landing TEXT NOT NULL,
  referrer TEXT NOT NULL,
  source TEXT NOT NULL,
  medium TEXT NOT NULL,
  campaign TEXT NOT NULL,
  saw_pricing INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, hash)
);
