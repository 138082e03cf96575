ALTER TABLE "audit_events" ADD COLUMN "changes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "audit_events_site_actor_idx" ON "audit_events" USING btree ("site_id","actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_site_impersonator_idx" ON "audit_events" USING btree ("site_id","impersonator_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_site_action_idx" ON "audit_events" USING btree ("site_id","action","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_site_subject_idx" ON "audit_events" USING btree ("site_id","subject","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_site_subject_id_idx" ON "audit_events" USING btree ("site_id","subject_id","created_at");--> statement-breakpoint
-- The audit is append-only (decision 0095). No statement may change or remove a row, except what the
-- foreign keys themselves do once the parent row is gone: a deleted site takes its audit with it
-- (ON DELETE CASCADE), and a deleted user's rows lose only the user's id (ON DELETE SET NULL). The
-- parent is read as the table's owner, so no row-level policy can hide it from the check.
CREATE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM public.sites WHERE id = OLD.site_id) THEN
      RETURN OLD;
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF (to_jsonb(NEW) - 'actor_id' - 'impersonator_id') = (to_jsonb(OLD) - 'actor_id' - 'impersonator_id')
      AND (NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
        OR (NEW.actor_id IS NULL AND NOT EXISTS (SELECT 1 FROM public.users WHERE id = OLD.actor_id)))
      AND (NEW.impersonator_id IS NOT DISTINCT FROM OLD.impersonator_id
        OR (NEW.impersonator_id IS NULL AND NOT EXISTS (SELECT 1 FROM public.users WHERE id = OLD.impersonator_id)))
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_change"();--> statement-breakpoint
-- Seeded roles of an existing database get the audit rights apps/api/src/db/seed/roles.ts gives them (decision 0004).
UPDATE "roles" SET "permissions" = "permissions" || '["audit.read", "audit.export"]'::jsonb WHERE "key" IN ('account-admin', 'site-admin') AND NOT "permissions" ? 'audit.read';
