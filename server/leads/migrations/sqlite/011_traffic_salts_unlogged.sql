-- Nothing changes in SQLite's store (the PostgreSQL store's traffic_salts is made unlogged at this version): a deleted
-- day's secret is zeroed in the store file (secure_delete) and the -wal file is cut after the deletion (store.ts).
SELECT 1;
