import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.js';
import type { Db } from '../client.js';
import {
  accounts,
  consultants,
  employers,
  employerStatusHistory,
  enterprises,
  jobs,
  memberships,
  siteDomains,
  sites,
  tags,
  users,
} from '../schema/index.js';
import { seedCandidates } from './candidates.js';
import { consultantSeedsFor } from './consultants.js';
import { seedDemoLedger, seedSiteCredits } from './credits.js';
import { employerSeeds } from './employers.js';
import { jobSeedsFor, reconcileLiveJobCounts } from './jobs.js';
import { ensureRoles } from './roles.js';
import { ensureSiteDefaults } from './site-defaults.js';
import { TAG_SEEDS } from './tags.js';
import { DEMO_PASSWORD, DEMO_USERS, TENANTS } from './tenants.js';

export { DEMO_PASSWORD, DEMO_USERS } from './tenants.js';

const SEED_LOCK = 727_002;

/**
 * Seeds the demo data once: does nothing when the enterprise already exists. Replicas starting
 * together take turns on an advisory lock, so only the first one seeds.
 */
export async function seedDemoData(db: Db, enterpriseKey: string): Promise<boolean> {
  const exists = async (conn: Db) =>
    (await conn.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.key, enterpriseKey))).length > 0;
  if (await exists(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await exists(tx)) return false;
    const [enterprise] = await tx.insert(enterprises).values({ key: enterpriseKey, name: 'Portal Demo' }).returning();
    if (!enterprise) throw new Error('enterprise insert failed');

    const roleIds = await ensureRoles(tx);

    const accountIds = new Map<string, number>();
    const siteIds = new Map<string, number>();
    for (const account of TENANTS) {
      const [a] = await tx
        .insert(accounts)
        .values({ enterprise_id: enterprise.id, name: account.name, title: account.title })
        .returning();
      if (!a) throw new Error('account insert failed');
      accountIds.set(account.name, a.id);
      for (const site of account.sites) {
        const [s] = await tx
          .insert(sites)
          .values({
            account_id: a.id,
            name: site.name,
            title: site.title,
            logo_square: site.logo,
            favicon: site.logo,
            branding: { ...site.branding, stylesheet_version: site.branding.stylesheet ? Date.now() : null },
            settings: site.settings,
          })
          .returning();
        if (!s) throw new Error('site insert failed');
        siteIds.set(`${account.name}/${site.name}`, s.id);
        await tx
          .insert(siteDomains)
          .values(site.domains.map((domain, i) => ({ domain, site_id: s.id, is_primary: i === 0 })));
        await tx.insert(tags).values(TAG_SEEDS.map(([name, color]) => ({ site_id: s.id, name, color })));
        await tx.insert(consultants).values(consultantSeedsFor(site.name).map((c) => ({ ...c, site_id: s.id })));
        await seedSiteCredits(tx, s.id, account.name);
      }
    }

    await ensureSiteDefaults(tx);

    const employerIds = new Map<string, number>();
    for (const seed of employerSeeds()) {
      const siteId = siteIds.get(seed.site);
      if (!siteId) continue;
      const { site: _site, ...fields } = seed;
      const slug = seed.business_name.toLowerCase().replace(/[^a-z0-9]+/g, '');
      const [e] = await tx
        .insert(employers)
        .values({
          ...fields,
          site_id: siteId,
          business_website: `https://${slug}.example`,
          registration_number: `REG-${String(employerIds.size + 1001)}`,
          contact_email: `contact@${slug}.example`,
          address: `${employerIds.size + 1} Market Street`,
          phone: `+1 555 01${String(employerIds.size).padStart(2, '0')}`,
        })
        .returning();
      if (!e) throw new Error('employer insert failed');
      employerIds.set(`${seed.site}/${seed.business_name}`, e.id);
      await tx.insert(employerStatusHistory).values({ employer_id: e.id, from_status: null, to_status: e.status });
    }

    for (const [siteKey, siteId] of siteIds) {
      const active = employerSeeds()
        .filter((seed) => seed.site === siteKey && seed.status === 'active')
        .slice(0, 3)
        .map((seed) => employerIds.get(`${siteKey}/${seed.business_name}`))
        .filter((id): id is number => id !== undefined);
      const rows = jobSeedsFor(siteId, active);
      if (rows.length) await tx.insert(jobs).values(rows);
    }
    await reconcileLiveJobCounts(tx, [...siteIds.values()]);
    await seedCandidates(tx, [...siteIds.values()]);

    const userIds = new Map<string, number>();
    for (const demo of DEMO_USERS) {
      const [u] = await tx
        .insert(users)
        .values({ enterprise_id: enterprise.id, email: demo.email, name: demo.name, password_hash: passwordHash })
        .returning();
      const roleId = roleIds.get(demo.role);
      if (!u || !roleId) throw new Error(`user ${demo.email} insert failed`);
      userIds.set(demo.email, u.id);
      const { account, site, employer } = demo.scope;
      const scope = employer
        ? { scope_type: 'employer' as const, scope_id: employerIds.get(`${account}/${site}/${employer}`) }
        : site
          ? { scope_type: 'site' as const, scope_id: siteIds.get(`${account}/${site}`) }
          : { scope_type: 'account' as const, scope_id: accountIds.get(account) };
      if (!scope.scope_id) throw new Error(`scope of ${demo.email} not found`);
      await tx
        .insert(memberships)
        .values({ user_id: u.id, role_id: roleId, scope_type: scope.scope_type, scope_id: scope.scope_id });
    }

    const bakery = employerIds.get('acme/careers/Acme Bakery');
    const careers = siteIds.get('acme/careers');
    const admin = userIds.get('admin@acme.test');
    if (bakery && careers && admin) await seedDemoLedger(tx, { id: careers }, bakery, admin);
    return true;
  });
}
