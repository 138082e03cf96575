import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase, queryRows, type Db } from '../src/db/client.js';
import { ALL_SITES, runInScope } from '../src/db/row-scope.js';
import { startRuntime } from '../src/runtime.js';
import { useTestApp } from './helper.js';

// Decision 0104: the employers' repository loses its own site filter in this file alone, as a
// repository with a forgotten `where` would; only the database's policies stand between tenants.
vi.mock('../src/lib/resource/scoped-repository.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/lib/resource/scoped-repository.js')>();
  const siteOwned: typeof original.siteOwned = (table, employer) => {
    const owned = original.siteOwned(table, employer);
    return getTableName(table as PgTable) === 'employers' ? { ...owned, scope: () => sql`true` } : owned;
  };
  return { ...original, siteOwned };
});

const t = useTestApp();
const employersUrl = '/portal/v1/employers';

/** As the tables' owner (a test's own reads run so): the employers of each site. */
const employerIdsOf = async (siteId: number) =>
  (await queryRows<{ id: number }>(t.deps.db, sql`select id from employers where site_id = ${siteId} order by id`)).map(
    (r) => Number(r.id),
  );

async function listAsAcmeAdmin() {
  const token = await t.login('admin@acme.test');
  const res = await t.request({
    token,
    scope: { sid: t.ids.site('acme/careers') },
    method: 'GET',
    url: `${employersUrl}?per_page=100`,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ data: { id: number }[]; meta: { total: number } }>();
  return { ids: body.data.map((e) => e.id).sort((a, b) => a - b), total: body.meta.total, token };
}

describe('row-level security: the database keeps tenants apart by itself (decision 0104)', () => {
  it('guards every table that carries a site, and every table owned through one', async () => {
    const unguarded = await queryRows<{ table_name: string }>(
      t.deps.db,
      sql`select c.relname as table_name
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind = 'r'
             and (exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'site_id' and not a.attisdropped)
                  or c.relname in ('application_history', 'application_feedbacks', 'seeker_documents', 'seeker_password_tokens',
                                   'candidate_tokens', 'employer_status_history', 'job_status_history', 'job_payments',
                                   'job_consultants', 'application_tags', 'job_tags', 'seeker_tags'))
             and c.relname not in ('site_domains', 'memberships')
             and (not c.relrowsecurity or not exists (select 1 from pg_policy p where p.polrelid = c.oid))
           order by 1`,
    );
    expect(unguarded.map((r) => r.table_name)).toEqual([]);
  });

  it('reads each form of scope: an account’s sites, named sites, both, none', async () => {
    const acme = await t.ids.account('acme');
    const talent = t.ids.site('globex/talent');
    const sitesOfEmployers = sql`select distinct site_id from employers order by 1`;
    const seen = async (scope: string) => {
      const rows = await t.deps.db.transaction(async (tx) => {
        await tx.execute(sql`set local role portal_app`);
        await tx.execute(sql`select set_config('app.scope', ${scope}, true)`);
        return queryRows<{ site_id: number }>(tx as unknown as Db, sitesOfEmployers);
      });
      return rows.map((r) => Number(r.site_id));
    };
    const every = (await queryRows<{ site_id: number }>(t.deps.db, sitesOfEmployers)).map((r) => Number(r.site_id));
    const acmeSites = (
      await queryRows<{ id: number }>(t.deps.db, sql`select id from sites where account_id = ${acme} order by id`)
    )
      .map((r) => Number(r.id))
      .filter((id) => every.includes(id));
    expect(acmeSites.length).toBeGreaterThan(1);
    expect(every).toContain(talent);
    // Every site is the owner's state (runInScope below): a policy reading '*' shows nothing.
    expect(await seen('*')).toEqual([]);
    expect(await seen(`${acme}|`)).toEqual(acmeSites);
    expect(await seen(`|${talent}`)).toEqual([talent]);
    expect(await seen(`${acme}|${talent}`)).toEqual([...acmeSites, talent].sort((a, b) => a - b));
    expect(await seen('')).toEqual([]);
  });

  it('is a btree index condition, checked once per key, and never a trigram lookup’s (migration 0045)', async () => {
    const site = t.ids.site('acme/careers');
    const planOf = async (statement: ReturnType<typeof sql>) => {
      const rows = await t.deps.db.transaction(async (tx) => {
        await tx.execute(sql`set local role portal_app`);
        await tx.execute(sql`select set_config('app.scope', ${`|${String(site)}`}, true)`);
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        return queryRows<{ 'QUERY PLAN': string }>(tx as unknown as Db, statement);
      });
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    // A deep page walks its index: the policy is one of the walk's keys, not a filter on every row.
    const page = await planOf(
      sql`explain select id from jobs where site_id = ${site} order by created_at desc, id desc offset 10000 limit 25`,
    );
    // (PostgreSQL 15 names the InitPlan's value `$n`, PGlite's 17 `(InitPlan n).col1`.)
    expect(page).toMatch(
      /Index Cond: \(\(site_id = ANY \(.*InitPlan.*\)\) AND \(site_id = \d+\)\)|Index Cond: \(\(site_id = ANY \(\$\d+\)\) AND/,
    );
    expect(page).not.toMatch(/Filter:/);
    // A trigram lookup's site column is btree_gin's, which has no int4 = int8 operator: the policy
    // stays out of its index condition, so the lookup reads its site's entries once, not twice.
    const siteOperators = await queryRows<{ righttype: string }>(
      t.deps.db,
      sql`select distinct format_type(o.amoprighttype, null) as righttype
            from pg_index x join pg_class i on i.oid = x.indexrelid
            join pg_opclass c on c.oid = x.indclass[0] join pg_amop o on o.amopfamily = c.opcfamily
           where i.relname = 'jobs_site_title_trgm_idx'`,
    );
    expect(siteOperators.map((r) => r.righttype)).toEqual(['integer']);
  });

  it('runs every site as the owner, whom no policy binds, and a scope as the app’s role', async () => {
    const roleIn = async (scope: string) =>
      runInScope(
        scope,
        async () => (await queryRows<{ who: string }>(t.deps.db, sql`select current_user as who`))[0]?.who,
      );
    const owner = (await queryRows<{ who: string }>(t.deps.db, sql`select current_user as who`))[0]?.who;
    expect(await roleIn(ALL_SITES)).toBe(owner);
    expect(await roleIn(`|${String(t.ids.site('acme/careers'))}`)).toBe('portal_app');
    expect(owner).not.toBe('portal_app');
  });

  it('answers a repository that forgot its site filter with its own site’s rows only, in the list, the total and by id', async () => {
    const own = await employerIdsOf(t.ids.site('acme/careers'));
    const foreign = await employerIdsOf(t.ids.site('globex/talent'));
    expect(own.length).toBeGreaterThan(0);
    expect(foreign.length).toBeGreaterThan(0);
    const { ids, total, token } = await listAsAcmeAdmin();
    expect(ids).toEqual(own);
    expect(total).toBe(own.length);
    const scope = { sid: t.ids.site('acme/careers') };
    const detail = await t.request({ token, scope, method: 'GET', url: `${employersUrl}/${String(foreign[0])}` });
    expect(detail.statusCode).toBe(404);
  });

  it('is what stands there: without the policy the same request shows nothing, without the guard another account’s rows', async () => {
    const own = await employerIdsOf(t.ids.site('acme/careers'));
    const foreign = await employerIdsOf(t.ids.site('globex/talent'));
    const [policy] = await queryRows<{ qual: string; with_check: string }>(
      t.deps.db,
      sql`select qual, with_check from pg_policies where tablename = 'employers' and policyname = 'tenant_site'`,
    );
    if (!policy) throw new Error('employers has no tenant_site policy');
    await t.deps.db.execute(sql`alter policy tenant_site on employers rename to tenant_site_kept`);
    await t.deps.db.execute(sql`create policy nothing on employers using (false)`);
    await t.deps.db.execute(sql`drop policy tenant_site_kept on employers`);
    try {
      expect((await listAsAcmeAdmin()).ids).toEqual([]);
      await t.deps.db.execute(sql`alter table employers disable row level security`);
      const leaked = (await listAsAcmeAdmin()).ids;
      expect(leaked).toEqual(expect.arrayContaining([...own, ...foreign]));
    } finally {
      await t.deps.db.execute(sql`alter table employers enable row level security`);
      await t.deps.db.execute(sql`drop policy nothing on employers`);
      await t.deps.db.execute(
        sql.raw(`create policy tenant_site on employers using (${policy.qual}) with check (${policy.with_check})`),
      );
    }
    expect((await listAsAcmeAdmin()).ids).toEqual(own);
  });
});

describe('the server refuses a role that no policy would bind (decision 0104)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-rls-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  for (const [role, attribute, refusal] of [
    ['rls_superuser', 'SUPERUSER', /is a superuser/],
    ['rls_bypasser', 'BYPASSRLS', /bypasses row-level security/],
  ] as const) {
    it(`refuses to start as a role with ${attribute}`, async () => {
      const database = await openDatabase({ appRole: role });
      try {
        await database.executeSql(`CREATE ROLE ${role} NOLOGIN ${attribute}`);
        const config = loadConfig({ DATA_DIR: dataDir, SEED: 'off', LOG_LEVEL: 'silent', DATABASE_APP_ROLE: role });
        const started = startRuntime(config, { database, log: { info: () => undefined }, worker: false });
        await expect(started).rejects.toThrow(refusal);
      } finally {
        await database.close();
      }
    });
  }
});
