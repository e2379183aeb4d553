-- Exports and reports read leads by time, oldest first (issue 35): an index in that order, so a filtered export
-- streams from it without sorting the table.
CREATE INDEX IF NOT EXISTS leads_created_at ON leads (created_at);
