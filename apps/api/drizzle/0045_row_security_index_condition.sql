-- Row-level security at no cost per row (decision 0104). Migration 0044's `(… = ANY (…)) IS TRUE`
-- kept the policy a filter: on a deep page it was evaluated on every row the page's index walked
-- past (page 400 of the applications: 10,000 rows, 1.47 ms a statement against 0.93 ms as the
-- owner). Compared with a bigint[] the policy is a btree index condition, tested once per index
-- key (0.97 ms), while btree_gin's int4 opclass has no int4 = int8 operator, so a trigram lookup
-- still reads its site's entries once (the reason 0044 wrapped it). The same rows: a null scope
-- shows none and lets none be written.
DO $$
DECLARE
  t text;
  guard constant text := 'site_id = ANY ((SELECT coalesce(portal_scope_sites(), ''{}'')'
    || ' || ARRAY(SELECT s.id FROM sites s WHERE s.account_id = ANY (portal_scope_accounts())))::bigint[])';
BEGIN
  FOR t IN SELECT tablename FROM pg_policies
            WHERE schemaname = current_schema() AND policyname = 'tenant_site' AND tablename <> 'notifications'
  LOOP
    EXECUTE format('ALTER POLICY tenant_site ON %I USING (%s) WITH CHECK (%s)', t, guard, guard);
  END LOOP;
  EXECUTE format('ALTER POLICY tenant_site ON notifications USING (site_id IS NULL OR %s) WITH CHECK (site_id IS NULL OR %s)', guard, guard);
END $$;
