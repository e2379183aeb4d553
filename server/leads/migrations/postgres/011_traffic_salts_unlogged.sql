-- The day's secret for visitor hashes is never written to the WAL (issue 57): with it, a day's hashes could be
-- matched against every address, and the WAL keeps what it is given until its segments are recycled (and in any
-- archive or replica). Unlogged, the table's rows live in its own file only, which the day's deletion rewrites
-- (VACUUM FULL). After a crash of PostgreSQL the table starts empty: the day gets a new secret, and visitors seen
-- before the crash are counted once more that day.
ALTER TABLE traffic_salts SET UNLOGGED;
