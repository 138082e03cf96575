import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { emailField, singleLineText, z } from '@portal/contract';
import type { Config } from '../../config.js';
import { isHostName } from '../../lib/public-url.js';
import { siteLinkBase } from '../../modules/branding/links.js';
import { issueResetLink } from '../../modules/auth/service.js';
import { openDatabase, type Database } from '../client.js';
import { checkDeploymentChoices } from '../deployment-choices.js';
import { runMigrations } from '../migrate.js';
import { accounts, enterprises, memberships, siteDomains, sites, users } from '../schema/index.js';
import { seedDemoData } from '../seed/index.js';
import { ensureRoles } from '../seed/roles.js';
import { ensureSiteDefaults } from '../seed/site-defaults.js';

export const USAGE =
  'Usage: npm run create-account -- --account "Acme" --site "Acme Jobs" --domain jobs.acme.com --owner-email owner@acme.com --owner-name "Jane Owner"';

/** The flags, checked with the contract's field builders; each key is the flag's name. */
const InputSchema = z.object({
  account: singleLineText(255),
  site: singleLineText(255),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isHostName, { message: 'a bare host name is expected, e.g. jobs.acme.com (no scheme, port or path)' }),
  'owner-email': emailField(),
  'owner-name': singleLineText(255),
});
export type CreateAccountInput = z.infer<typeof InputSchema>;

/** A refusal the operator can act on: printed as is, exit code 1. */
export class CreateAccountError extends Error {}

export function parseCreateAccountArgs(argv: string[]): CreateAccountInput {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: Object.fromEntries(Object.keys(InputSchema.shape).map((flag) => [flag, { type: 'string' as const }])),
    }));
  } catch (error) {
    throw new CreateAccountError(`${(error as Error).message}\n${USAGE}`);
  }
  const parsed = InputSchema.safeParse(values);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
    throw new CreateAccountError(`${lines.join('\n')}\n${USAGE}`);
  }
  return parsed.data;
}

/**
 * In one transaction: the enterprise row of ENTERPRISE_KEY if missing, the roles, the account, its
 * site with the primary domain and the site's defaults, the owner (no password) as account owner,
 * and a single-use reset link on the site's domain. An existing account name, domain or owner
 * address refuses the whole, nothing written.
 */
export async function createAccount(
  database: Database,
  config: Config,
  input: CreateAccountInput,
): Promise<{ accountId: number; siteId: number; userId: number; link: string }> {
  return database.db.transaction(async (tx) => {
    await tx.insert(enterprises).values({ key: config.ENTERPRISE_KEY, name: input.account }).onConflictDoNothing();
    const [enterprise] = await tx.select().from(enterprises).where(eq(enterprises.key, config.ENTERPRISE_KEY));
    if (!enterprise) throw new Error(`enterprise ${config.ENTERPRISE_KEY} not found`);

    const taken = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.enterprise_id, enterprise.id), eq(accounts.name, input.account)));
    if (taken.length > 0)
      throw new CreateAccountError(`--account: an account named "${input.account}" already exists.`);
    const domainTaken = await tx.select().from(siteDomains).where(eq(siteDomains.domain, input.domain));
    if (domainTaken.length > 0) throw new CreateAccountError(`--domain: ${input.domain} already belongs to a site.`);
    const userTaken = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.enterprise_id, enterprise.id), eq(users.email, input['owner-email'])));
    if (userTaken.length > 0) {
      throw new CreateAccountError(`--owner-email: a user with the address ${input['owner-email']} already exists.`);
    }

    const roleIds = await ensureRoles(tx);
    const ownerRole = roleIds.get('account-owner');
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
    await ensureSiteDefaults(tx);
    const [user] = await tx
      .insert(users)
      .values({ enterprise_id: enterprise.id, email: input['owner-email'], name: input['owner-name'] })
      .returning();
    if (!user) throw new Error('user insert failed');
    await tx
      .insert(memberships)
      .values({ user_id: user.id, role_id: ownerRole, scope_type: 'account', scope_id: account.id });
    const link = await issueResetLink(tx, config, user, await siteLinkBase({ db: tx, config }, site.id));
    return { accountId: account.id, siteId: site.id, userId: user.id, link };
  });
}

/**
 * `npm run create-account`: parses the flags, opens and migrates the database as a start does
 * (deployment choices checked, demo data seeded when SEED=demo), creates the account and prints
 * the owner's link. Returns the exit code. A given database is left open.
 */
export async function runCreateAccount(
  argv: string[],
  config: Config,
  opts: { database?: Database; out?: (text: string) => void; err?: (text: string) => void } = {},
): Promise<number> {
  const out = opts.out ?? ((text: string) => console.log(text));
  const err = opts.err ?? ((text: string) => console.error(text));
  let input: CreateAccountInput;
  try {
    input = parseCreateAccountArgs(argv);
  } catch (error) {
    if (!(error instanceof CreateAccountError)) throw error;
    err(error.message);
    return 1;
  }
  const database =
    opts.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 }));
  try {
    await runMigrations(database);
    await checkDeploymentChoices(database.db, config);
    if (config.SEED === 'demo') await seedDemoData(database.db, config.ENTERPRISE_KEY);
    const created = await createAccount(database, config, input);
    out(
      [
        `Created account "${input.account}" with site "${input.site}" (${input.domain}) and its owner ${input['owner-email']}.`,
        `The owner chooses a password at this single-use link (valid ${config.RESET_TOKEN_TTL_MINUTES} minutes; not mailed — hand it over yourself):`,
        '',
        created.link,
        '',
        'Once it has expired, "Forgot password" on the site sends a new one.',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof CreateAccountError)) throw error;
    err(`${error.message} Nothing was written.`);
    return 1;
  } finally {
    if (!opts.database) await database.close();
  }
}
