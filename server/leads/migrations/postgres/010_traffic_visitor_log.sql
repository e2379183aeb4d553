-- Today's visitors as a log (issue 57, decision 0027): each batch an instance adds appends one row, holding the
-- visitors it counted first and those it saw on the pricing page first, packed as JSON:
-- [[[landing, referrer, source, medium, campaign], ...], [hash, place * 2 + saw_pricing, ...]]
-- (a visit's keys once, then each visitor's hash with the place of their keys and whether they saw pricing). Each
-- instance keeps the day's visitors in memory and reads only the rows added since it last looked, the writers taking
-- turns (an advisory lock per transaction), so the rows' order is the order they were committed in. Deleted with the day.
CREATE TABLE IF NOT EXISTS traffic_visitor_log (
  seq BIGSERIAL PRIMARY KEY,
  day TEXT NOT NULL,
  visitors TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS traffic_visitor_log_day ON traffic_visitor_log (day, seq);
-- The visitors kept so far, a row each, so nobody counted today is counted again after the upgrade. (The old table is
-- made empty first where it is gone already: a migration runs again safely.)
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
INSERT INTO traffic_visitor_log (day, visitors)
SELECT day, jsonb_build_array(jsonb_build_array(jsonb_build_array(landing, referrer, source, medium, campaign)), jsonb_build_array(hash, saw_pricing))::text
FROM traffic_visitors ORDER BY day, hash;
DROP TABLE traffic_visitors;
