-- The workspace's search (issue 45): a trigram index of each lead's name, e-mail address and company (one text,
-- joined by a character nobody can type into the search), so a search that finds one lead among a million reads
-- the index, not every lead. pg_trgm ships with PostgreSQL and is a trusted extension (no superuser needed).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX leads_search ON leads USING gin ((name || chr(31) || email || chr(31) || coalesce(company, '')) gin_trgm_ops);
