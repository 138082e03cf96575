import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { createForeignTenant, type ForeignIds } from './foreign-tenant.js';
import { markersOf, numberApart, type Markers } from './foreign-markers.js';
import type { TestAppHandle } from './helper.js';
import { OWN_ACCOUNT, OWN_SITE, type SeededRole } from './role-matrix.js';
import { otherTenantsDigest } from './tenant-checksum.js';

// The isolation walk's world (decision 0098): another account's and another site's records, numbered
// apart from the own ones, and what of them no answer, export or mail may show (isolation-walk.ts).

/** The other tenants, their records and what of them must never show. */
export interface World {
  careers: number;
  bakery: number;
  /** Another employer of the own site: an employer's member's sibling. */
  sibling: number;
  otherAccount: { site: number; ids: ForeignIds; markers: Markers };
  otherSite: { site: number; ids: ForeignIds; markers: Markers };
  /** The other tenants' rows before any call (tenant-checksum.ts). */
  digest: Record<string, string>;
  /** The last mail queued before the call being checked. */
  lastMail: number;
}

/** Numbers the other tenants' records apart, creates them, and reads what must never show. */
export async function buildWorld(t: TestAppHandle): Promise<World> {
  const careers = t.ids.site(OWN_SITE);
  const globex = t.ids.site('globex/talent');
  const jobs = t.ids.site('acme/jobs');
  // Each set in a range of its own: an id of one never equals an id of the other.
  await numberApart(t.deps.db, 9_000_000);
  const other = await createForeignTenant(t, 'owner@globex.test', 'globex/talent', { marker: 'zzforeign-account' });
  await numberApart(t.deps.db, 9_200_000);
  const site = await createForeignTenant(t, 'owner@acme.test', 'acme/jobs', { marker: 'zzforeign-site' });
  // The own records come next: numbered past the other tenants'.
  await numberApart(t.deps.db, 9_500_000);
  const globexSites = await queryRows<{ id: number }>(
    t.deps.db,
    sql`select s.id from sites s join accounts a on a.id = s.account_id where a.name <> ${OWN_ACCOUNT}`,
  );
  const [mail] = await queryRows<{ last: number | null }>(t.deps.db, sql`select max(id) as last from mail_outbox`);
  return {
    careers,
    bakery: t.ids.employer('Acme Bakery'),
    sibling: t.ids.employer('Bright Dental'),
    otherAccount: {
      site: globex,
      ids: other,
      markers: await markersOf(
        t.deps.db,
        'another account',
        [other],
        globexSites.map((row) => Number(row.id)),
      ),
    },
    otherSite: { site: jobs, ids: site, markers: await markersOf(t.deps.db, 'another site', [site], [jobs]) },
    digest: await otherTenantsDigest(t.deps.db, careers),
    lastMail: Number(mail?.last ?? 0),
  };
}

export type Scope = { aid?: number; sid?: number; empid?: number };

/** The role's own selection: its site, and its employer for an employer's member. */
export function ownScope(world: World, role: SeededRole): Scope {
  return role.level === 'employer' ? { sid: world.careers, empid: world.bakery } : { sid: world.careers };
}

/** Where a role's own lists reach: its site, and its employer for an employer's member. */
interface OwnReach {
  site: number;
  employer?: number;
}
const byEmployer = (column: string, reach: OwnReach) =>
  reach.employer === undefined ? sql`` : sql` and ${sql.raw(column)} = ${reach.employer}`;

/** What the main lists must total, unfiltered, for the role: the own tenant's rows, counted in the tables. */
export const OWN_ROWS: Record<string, (reach: OwnReach) => SQL> = {
  'GET /portal/v1/jobs': (reach) =>
    sql`select count(*)::int as n from jobs where site_id = ${reach.site}${byEmployer('employer_id', reach)}`,
  'GET /portal/v1/applications': (reach) =>
    sql`select count(*)::int as n from applications a join jobs j on j.id = a.job_id
        where a.site_id = ${reach.site}${byEmployer('j.employer_id', reach)}`,
  'GET /portal/v1/employers': (reach) => sql`select count(*)::int as n from employers where site_id = ${reach.site}`,
  'GET /portal/v1/seekers': (reach) => sql`select count(*)::int as n from seekers where site_id = ${reach.site}`,
  'GET /portal/v1/consultants': (reach) =>
    sql`select count(*)::int as n from consultants where site_id = ${reach.site}`,
  'GET /portal/v1/site/tags': (reach) => sql`select count(*)::int as n from tags where site_id = ${reach.site}`,
};
