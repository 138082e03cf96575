-- Row-level security at the cost of a plain filter (decision 0104). portal_sites() was a SQL function
-- PostgreSQL could not inline (a CTE, a UNION, an aggregate): every statement planned its body anew,
-- ~180 µs a statement on the scale database. The scope's parts are now read by two functions it can
-- inline, and the account's sites by a sub-select written in the policy itself, so a prepared
-- statement keeps its whole plan. Each part is an InitPlan run only when the ones before it did not
-- decide: '*' reads nothing more, a site scope never looks up an account's sites.
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
  guard constant text := '(SELECT portal_all_sites())'
    || ' OR site_id = ANY ((SELECT portal_scope_sites())::integer[])'
    || ' OR site_id = ANY ((SELECT ARRAY(SELECT s.id FROM sites s WHERE s.account_id = ANY (portal_scope_accounts())))::integer[])';
BEGIN
  FOR t IN SELECT tablename FROM pg_policies
            WHERE schemaname = current_schema() AND policyname = 'tenant_site' AND tablename <> 'notifications'
  LOOP
    EXECUTE format('ALTER POLICY tenant_site ON %I USING (%s) WITH CHECK (%s)', t, guard, guard);
  END LOOP;
  -- A person's notifications: an account's or the enterprise's (no site) are the user's own.
  EXECUTE format('ALTER POLICY tenant_site ON notifications USING (site_id IS NULL OR %s) WITH CHECK (site_id IS NULL OR %s)', guard, guard);
END $$;--> statement-breakpoint
DROP FUNCTION portal_sites();
