-- Row-level security near the owner's cost (decision 0104). Two costs of migration 0044's policies:
-- `(… = ANY (…)) IS TRUE` was a filter, evaluated on every row a deep page's index walked past
-- (page 400 of the applications, 10,000 rows: 1.47 ms a statement against the owner's 0.93); and
-- the inlined sub-select over `sites` was planned again for every table of every statement (the
-- jobs' first page 0.57 ms, the owner's 0.37). Now the scope's sites come from a PL/pgSQL function
-- (its statement planned once per connection), read once per statement as an InitPlan, and are
-- compared as a bigint[]: a btree index condition, checked once per key, while btree_gin's int4
-- opclass has no int4 = int8 operator, so a trigram lookup still reads its site's entries once
-- (why 0044 wrapped it in IS TRUE). The same rows: a null scope shows none, lets none be written.
CREATE OR REPLACE FUNCTION portal_scope_site_ids() RETURNS bigint[] LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  accounts integer[] := portal_scope_accounts();
BEGIN
  -- A site's staff (no account named) costs no statement: 1.5 µs a call, an account's 8 µs.
  IF coalesce(cardinality(accounts), 0) = 0 THEN
    RETURN coalesce(portal_scope_sites(), '{}');
  END IF;
  RETURN coalesce(portal_scope_sites(), '{}') || ARRAY(SELECT s.id FROM sites s WHERE s.account_id = ANY (accounts));
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
  guard constant text := 'site_id = ANY ((SELECT portal_scope_site_ids())::bigint[])';
BEGIN
  FOR t IN SELECT tablename FROM pg_policies
            WHERE schemaname = current_schema() AND policyname = 'tenant_site' AND tablename <> 'notifications'
  LOOP
    EXECUTE format('ALTER POLICY tenant_site ON %I USING (%s) WITH CHECK (%s)', t, guard, guard);
  END LOOP;
  EXECUTE format('ALTER POLICY tenant_site ON notifications USING (site_id IS NULL OR %s) WITH CHECK (site_id IS NULL OR %s)', guard, guard);
END $$;
