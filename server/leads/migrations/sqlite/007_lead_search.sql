-- The workspace's search (issue 45): a trigram index of each lead's name, e-mail address and company, so a search
-- that finds one lead among a million reads the index, not every lead. Any case, any alphabet. Kept in step by
-- triggers; secure-delete, so an erased lead's words leave the index's pages too.
CREATE VIRTUAL TABLE leads_search USING fts5(
  name, email, company, content = 'leads', content_rowid = 'rowid', tokenize = 'trigram case_sensitive 0'
);
INSERT INTO leads_search (leads_search, rank) VALUES ('secure-delete', 1);
INSERT INTO leads_search (leads_search) VALUES ('rebuild');
CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN
  INSERT INTO leads_search (rowid, name, email, company) VALUES (new.rowid, new.name, new.email, new.company);
END;
CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
  INSERT INTO leads_search (leads_search, rowid, name, email, company)
  VALUES ('delete', old.rowid, old.name, old.email, old.company);
END;
CREATE TRIGGER leads_search_update AFTER UPDATE OF name, email, company ON leads BEGIN
  INSERT INTO leads_search (leads_search, rowid, name, email, company)
  VALUES ('delete', old.rowid, old.name, old.email, old.company);
  INSERT INTO leads_search (rowid, name, email, company) VALUES (new.rowid, new.name, new.email, new.company);
END;
