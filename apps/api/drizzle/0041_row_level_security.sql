-- Row-level security, the second wall between tenants (decision 0104). The app's statements run as
-- the role portal_app (neither superuser nor BYPASSRLS), with the statement's scope in the setting
-- app.scope: '*' (every site: the worker's sweeps, lookups by an unguessable token), 'accounts|sites'
-- (comma lists: every site of those accounts, and those sites), or unset/empty: no site at all.
-- Migrations run as the tables' owner, whom the policies do not bind.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'portal_app') THEN
    CREATE ROLE portal_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
  IF NOT pg_has_role(current_user, 'portal_app', 'MEMBER') THEN
    EXECUTE format('GRANT portal_app TO %I', current_user);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE EXCEPTION 'row-level security needs the role portal_app, and % a member of it', current_user
    USING HINT = format('As a superuser: CREATE ROLE portal_app NOLOGIN; GRANT portal_app TO %I;', current_user);
END $$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO portal_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO portal_app;--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO portal_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO portal_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO portal_app;--> statement-breakpoint
-- Every site (the worker's sweeps): read once per statement as an InitPlan, `(SELECT portal_all_sites())`.
CREATE FUNCTION portal_all_sites() RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(current_setting('app.scope', true), '') = '*'
$$;--> statement-breakpoint
-- The sites of the statement's scope: those named, and every site of the accounts named ('*' names
-- none here: portal_all_sites() answers for it).
CREATE FUNCTION portal_sites() RETURNS integer[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH setting AS (
    SELECT CASE WHEN current_setting('app.scope', true) LIKE '%|%' THEN current_setting('app.scope', true) ELSE '|' END AS scope
  )
  SELECT coalesce(array_agg(id), '{}') FROM (
    SELECT unnest(string_to_array(nullif(split_part(scope, '|', 2), ''), ',')::integer[]) AS id FROM setting
    UNION
    SELECT s.id FROM sites s, setting
     WHERE s.account_id = ANY (string_to_array(nullif(split_part(setting.scope, '|', 1), ''), ',')::integer[])
  ) AS scoped
$$;--> statement-breakpoint
-- A table with its own site_id: a row is seen and written only within the scope's sites.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['applications', 'audit_events', 'consultants', 'credit_balances', 'credit_ledger',
    'credit_prices', 'credit_purchases', 'discount_tiers', 'employers', 'exports', 'field_options', 'files',
    'invitations', 'job_feedbacks', 'job_flags', 'jobs', 'mail_templates', 'products', 'seekers', 'tags']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_site ON %I USING ((SELECT portal_all_sites()) OR site_id = ANY ((SELECT portal_sites())::integer[])) WITH CHECK ((SELECT portal_all_sites()) OR site_id = ANY ((SELECT portal_sites())::integer[]))', t);
  END LOOP;
END $$;--> statement-breakpoint
-- A person's notifications: a site's through that site; an account's or the enterprise's (no site)
-- are the user's own, kept apart by the repository's user filter.
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_site ON notifications
  USING (site_id IS NULL OR (SELECT portal_all_sites()) OR site_id = ANY ((SELECT portal_sites())::integer[]))
  WITH CHECK (site_id IS NULL OR (SELECT portal_all_sites()) OR site_id = ANY ((SELECT portal_sites())::integer[]));--> statement-breakpoint
-- Rows owned through a parent (employer-owned through their site): seen when the parent is, and the
-- parent's own policy decides that.
DO $$
DECLARE c text[];
BEGIN
  FOREACH c SLICE 1 IN ARRAY ARRAY[
    ['application_history', 'application_id', 'applications', 'id'],
    ['application_feedbacks', 'application_id', 'applications', 'id'],
    ['seeker_documents', 'seeker_id', 'seekers', 'id'],
    ['seeker_password_tokens', 'seeker_id', 'seekers', 'id'],
    ['candidate_tokens', 'seeker_id', 'seekers', 'id'],
    ['employer_status_history', 'employer_id', 'employers', 'id'],
    ['job_status_history', 'job_id', 'jobs', 'id'],
    ['job_payments', 'job_id', 'jobs', 'id'],
    ['job_consultants', 'job_id', 'jobs', 'id'],
    ['application_tags', 'tag_id', 'tags', 'id'],
    ['job_tags', 'tag_id', 'tags', 'id'],
    ['seeker_tags', 'tag_id', 'tags', 'id']]
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', c[1]);
    EXECUTE format('CREATE POLICY tenant_parent ON %1$I USING (EXISTS (SELECT 1 FROM %3$I p WHERE p.%4$I = %1$I.%2$I)) WITH CHECK (EXISTS (SELECT 1 FROM %3$I p WHERE p.%4$I = %1$I.%2$I))', c[1], c[2], c[3], c[4]);
  END LOOP;
END $$;--> statement-breakpoint
-- Under a policy, PostgreSQL uses an index for a condition only if its function cannot leak the rows
-- it sees (LEAKPROOF). Searches compare with ILIKE and lower(): marked so, they keep their trigram and
-- expression indexes. Only a superuser may mark a function; another owner gets a warning, and
-- searches then read a site's rows one by one (decision 0104).
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION pg_catalog.texticlike(text, text) LEAKPROOF;
    ALTER FUNCTION pg_catalog.textlike(text, text) LEAKPROOF;
    ALTER FUNCTION pg_catalog.lower(text) LEAKPROOF;
  ELSE
    RAISE WARNING 'not a superuser: ILIKE and lower() are not marked LEAKPROOF, so searches under row-level security cannot use their indexes (decision 0104)';
  END IF;
END $$;
--> statement-breakpoint
-- Where each employer sits, and nothing else about it: what signing in needs to place a grant or a
-- requested employer before the request knows its site. A view reads as its owner, so no policy
-- hides a row; the employer itself (name, details) stays behind its policy.
CREATE VIEW employer_sites AS SELECT id, site_id FROM employers;--> statement-breakpoint
GRANT SELECT ON employer_sites TO portal_app;
--> statement-breakpoint
-- A candidate address's upload budget spans every site (decision 0061): one sum, read as the owner,
-- that shows no row of another site.
CREATE FUNCTION portal_address_bytes_since(address text, since timestamptz) RETURNS bigint
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT coalesce(sum(files_bytes), 0) FROM public.applications
   WHERE client_address = address AND applied_at > since
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION portal_address_bytes_since(text, timestamptz) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION portal_address_bytes_since(text, timestamptz) TO portal_app;
