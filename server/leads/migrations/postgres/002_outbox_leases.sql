-- A worker claims a due notification with a lease (FOR UPDATE SKIP LOCKED): no other process sends it until the
-- lease ends, and a killed worker's rows are taken over once theirs has.
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS lease_owner TEXT;
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS lease_until BIGINT NOT NULL DEFAULT 0;
