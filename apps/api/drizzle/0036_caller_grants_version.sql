CREATE TABLE "grants_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "grants_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO "grants_epoch" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Decision 0070: a process keeps the caller it built from a token and uses it only while the
-- version it was built at is still the one the database reads. Triggers move the version, so that no
-- code path that changes a user, a membership, a role or where a site or employer sits can forget.
-- A user's own row (name, email, avatar, password, disabled, enterprise): its version, in place.
CREATE FUNCTION "bump_user_grants_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.grants_version := OLD.grants_version + 1;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_grants_version" BEFORE UPDATE ON "users" FOR EACH ROW WHEN (NEW."grants_version" = OLD."grants_version" AND OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_user_grants_version"();--> statement-breakpoint
-- A membership given, changed or taken: the version of each user it names.
CREATE FUNCTION "bump_member_grants_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "users" SET "grants_version" = "grants_version" + 1 WHERE "id" = OLD.user_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id) THEN
    UPDATE "users" SET "grants_version" = "grants_version" + 1 WHERE "id" = NEW.user_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_grants_version" AFTER INSERT OR UPDATE OR DELETE ON "memberships" FOR EACH ROW EXECUTE FUNCTION "bump_member_grants_version"();--> statement-breakpoint
-- What every caller may be built from: a role's permissions, where a site or an employer sits, an
-- account's enterprise. Rare writes; one row moved per statement.
CREATE FUNCTION "bump_grants_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "grants_epoch" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "roles_grants_epoch" AFTER UPDATE OF "permissions", "scope_type" OR DELETE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_grants_epoch"();--> statement-breakpoint
CREATE TRIGGER "employers_grants_epoch" AFTER UPDATE OF "site_id" OR DELETE ON "employers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_grants_epoch"();--> statement-breakpoint
CREATE TRIGGER "sites_grants_epoch" AFTER UPDATE OF "account_id" OR DELETE ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION "bump_grants_epoch"();--> statement-breakpoint
CREATE TRIGGER "accounts_grants_epoch" AFTER UPDATE OF "enterprise_id" OR DELETE ON "accounts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_grants_epoch"();
