-- State that several server processes on one PostgreSQL share (docs/ARCHITECTURE.md §6.5).
-- The rate limits' fixed windows (server/http/rate-limit.ts): UNLOGGED, since a counter lost in a
-- database crash only starts a window afresh, and a hit then writes no WAL.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
-- Every change of an account row is announced on the channel `safar_account` with the account's id,
-- sent at the commit of the transaction that made it (nothing is sent on a rollback): each process
-- drops its cached copy of the row at once (server/services/account-events.ts). One trigger, so no
-- writer of the table can forget it.
CREATE FUNCTION "safar_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('safar_account', OLD.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_account_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "safar_account_changed"();
