import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { accounts, enterprises, memberships, siteDomains, sites, users } from '../schema/index.js';
import { notifySitesChanged } from '../sites-changed.js';
import { ensureRoles } from '../seed/roles.js';
import { ensureSiteDefaults } from '../seed/site-defaults.js';

/** A refusal the operator can act on (`npm run create-account`): printed as is, exit code 1. */
export class CreateAccountError extends Error {}

export interface NewAccount {
  account: string;
  site: string;
  /** A bare, lower-case host name: the site's primary domain. */
  domain: string;
  ownerEmail: string;
  ownerName: string;
}

/**
 * Within the caller's transaction: the enterprise row of `enterpriseKey` if missing, the roles, the
 * account, its site with the primary domain and the site's defaults, and the owner (no password)
 * as account owner. An account of that name, a site with that domain or a user with that address
 * throws a CreateAccountError before anything is inserted (the caller's transaction rolls back).
 */
export async function insertAccountWithOwner(
  tx: Db,
  enterpriseKey: string,
  input: NewAccount,
): Promise<{ accountId: number; siteId: number; userId: number }> {
  await tx.insert(enterprises).values({ key: enterpriseKey, name: input.account }).onConflictDoNothing();
  const [enterprise] = await tx.select().from(enterprises).where(eq(enterprises.key, enterpriseKey));
  if (!enterprise) throw new Error(`enterprise ${enterpriseKey} not found`);

  const accountTaken = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.enterprise_id, enterprise.id), eq(accounts.name, input.account)));
  if (accountTaken.length > 0) {
    throw new CreateAccountError(`--account: an account named "${input.account}" already exists.`);
  }
  const domainTaken = await tx.select().from(siteDomains).where(eq(siteDomains.domain, input.domain));
  if (domainTaken.length > 0) throw new CreateAccountError(`--domain: ${input.domain} already belongs to a site.`);
  const userTaken = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enterprise_id, enterprise.id), eq(users.email, input.ownerEmail)));
  if (userTaken.length > 0) {
    throw new CreateAccountError(`--owner-email: a user with the address ${input.ownerEmail} already exists.`);
  }

  const ownerRole = (await ensureRoles(tx)).get('account-owner');
  if (!ownerRole) throw new Error('role account-owner not found');
  const [account] = await tx
    .insert(accounts)
    .values({ enterprise_id: enterprise.id, name: input.account, title: input.account })
    .returning();
  if (!account) throw new Error('account insert failed');
  const [site] = await tx
    .insert(sites)
    .values({ account_id: account.id, name: input.site, title: input.site })
    .returning();
  if (!site) throw new Error('site insert failed');
  await tx.insert(siteDomains).values({ domain: input.domain, site_id: site.id, is_primary: true });
  await notifySitesChanged(tx);
  await ensureSiteDefaults(tx);
  const [user] = await tx
    .insert(users)
    .values({ enterprise_id: enterprise.id, email: input.ownerEmail, name: input.ownerName })
    .returning();
  if (!user) throw new Error('user insert failed');
  await tx
    .insert(memberships)
    .values({ user_id: user.id, role_id: ownerRole, scope_type: 'account', scope_id: account.id });
  return { accountId: account.id, siteId: site.id, userId: user.id };
}
