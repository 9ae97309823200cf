-- A change of an account's token version (a block, a password change or an admin's reset, an
-- approval withdrawn) ends the account's sessions in the statement that makes it. Every process
-- reads the caller's session row on every call and caches none, so the very next call to any
-- process is refused, whatever account row a process still holds in its cache before the change's
-- notice reaches it (docs/ARCHITECTURE.md §6.5). A session started after the change (the new token
-- a password change answers with) is not touched. One trigger, so no writer can forget it.
CREATE FUNCTION "safar_end_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sessions" SET "revoked_at" = now() WHERE "user_id" = NEW.id AND "revoked_at" IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_token_version_ends_sessions" AFTER UPDATE OF "token_version" ON "users"
  FOR EACH ROW WHEN (OLD."token_version" IS DISTINCT FROM NEW."token_version")
  EXECUTE FUNCTION "safar_end_sessions"();
