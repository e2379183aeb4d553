-- A worker claims a due notification with a lease: no other process sends it until the lease ends, and a killed
-- worker's rows are taken over once theirs has.
ALTER TABLE outbox ADD COLUMN lease_owner TEXT;
ALTER TABLE outbox ADD COLUMN lease_until INTEGER NOT NULL DEFAULT 0;
