-- The audit trail: one row per sign-in, save, publish, export, account or setting change. Each
-- row's hash covers the row and the previous row's hash (server/src/audit/audit-chain.ts), so a
-- row changed, removed or slipped in afterwards breaks the chain at that row (npm run audit --
-- verify). seq is handed out by the writer under an advisory lock, without gaps.
CREATE TABLE audit_entries (
  seq bigint PRIMARY KEY,
  at timestamptz NOT NULL,
  actor text,
  action text NOT NULL,
  page_code text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  hash text NOT NULL
);

CREATE INDEX audit_entries_at_idx ON audit_entries (at);
CREATE INDEX audit_entries_page_code_idx ON audit_entries (page_code, seq);
CREATE INDEX audit_entries_actor_idx ON audit_entries (actor, seq);

-- Append-only in the database itself, whatever the code above it does: UPDATE, DELETE and
-- TRUNCATE are refused. Statement triggers, so that a statement matching no row is refused too.
-- A restore replaces the table's rows on purpose and runs with session_replication_role =
-- replica, under which these (ordinary, ENABLE ORIGIN) triggers do not fire (store/backup.ts).
CREATE FUNCTION audit_entries_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_entries is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_entries_append_only
  BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_refuse_change();

CREATE TRIGGER audit_entries_no_truncate
  BEFORE TRUNCATE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_refuse_change();
