-- Row-level security at the cost of a plain filter (decision 0104). The first policies cost a list
-- up to three times its statement's time: portal_sites() was a function PostgreSQL could not inline
-- (a CTE, a UNION, an aggregate), planned anew by every statement, and the policy's OR of two
-- InitPlans made every custom plan dearer. Now each policy is one comparison with one InitPlan, the
-- scope's sites: those named and those of the accounts named, read by helpers PostgreSQL inlines.
-- The comparison is wrapped in IS TRUE (the same rows: a null lets none through) so it stays a
-- filter: as an index condition it was added to every trigram lookup's own `site_id = $1`, and a
-- GIN index reads its site entries once per key (a whole-reference search: 189 buffers → 331).
-- '*' (every site) is no longer a policy's business: the app runs such statements as the tables'
-- owner, whom no policy binds; a scope the policy cannot read shows nothing.
CREATE OR REPLACE FUNCTION portal_scope_sites() RETURNS integer[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN current_setting('app.scope', true) LIKE '%|%'
    THEN string_to_array(nullif(split_part(current_setting('app.scope', true), '|', 2), ''), ',')::integer[] END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_scope_accounts() RETURNS integer[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN current_setting('app.scope', true) LIKE '%|%'
    THEN string_to_array(nullif(split_part(current_setting('app.scope', true), '|', 1), ''), ',')::integer[] END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
  guard constant text := '(site_id = ANY ((SELECT coalesce(portal_scope_sites(), ''{}'')'
    || ' || ARRAY(SELECT s.id FROM sites s WHERE s.account_id = ANY (portal_scope_accounts())))::integer[])) IS TRUE';
BEGIN
  FOR t IN SELECT tablename FROM pg_policies
            WHERE schemaname = current_schema() AND policyname = 'tenant_site' AND tablename <> 'notifications'
  LOOP
    EXECUTE format('ALTER POLICY tenant_site ON %I USING (%s) WITH CHECK (%s)', t, guard, guard);
  END LOOP;
  -- A person's notifications: an account's or the enterprise's (no site) are the user's own.
  EXECUTE format('ALTER POLICY tenant_site ON notifications USING (site_id IS NULL OR %s) WITH CHECK (site_id IS NULL OR %s)', guard, guard);
END $$;--> statement-breakpoint
DROP FUNCTION portal_sites();--> statement-breakpoint
DROP FUNCTION portal_all_sites();
