ALTER TABLE "employer_status_history" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "job_status_history" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "application_history" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "employer_status_history" ADD CONSTRAINT "employer_status_history_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_status_history" ADD CONSTRAINT "job_status_history_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 0063: every change of who may sign in is announced on the notification channel, so each
-- API process checks its open streams' tokens at once. Triggers, so that no code path that revokes
-- a token, disables or removes a user, or changes a membership or a role can forget to announce it.
-- The payload names the user (`access:<id>`), or everyone (`access:*`) for a role's permissions;
-- PostgreSQL delivers it only when the transaction commits, once per distinct payload.
CREATE FUNCTION "announce_access_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'roles' THEN
    PERFORM pg_notify('portal_notifications', 'access:*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('portal_notifications', 'access:' || OLD.id);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('portal_notifications', 'access:' || NEW.user_id);
  ELSE
    PERFORM pg_notify('portal_notifications', 'access:' || OLD.user_id);
    IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN
      PERFORM pg_notify('portal_notifications', 'access:' || NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "access_tokens_announce" AFTER UPDATE OF "revoked_at", "expires_at" ON "access_tokens" FOR EACH ROW WHEN (NEW."revoked_at" IS DISTINCT FROM OLD."revoked_at" OR NEW."expires_at" < OLD."expires_at") EXECUTE FUNCTION "announce_access_change"();--> statement-breakpoint
CREATE TRIGGER "users_announce" AFTER UPDATE OF "disabled_at", "enterprise_id" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "announce_access_change"();--> statement-breakpoint
CREATE TRIGGER "memberships_announce" AFTER INSERT OR UPDATE OR DELETE ON "memberships" FOR EACH ROW EXECUTE FUNCTION "announce_access_change"();--> statement-breakpoint
CREATE TRIGGER "roles_announce" AFTER UPDATE OF "permissions" OR DELETE ON "roles" FOR EACH ROW EXECUTE FUNCTION "announce_access_change"();
