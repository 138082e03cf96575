import { parseArgs } from 'node:util';
import { emailField, singleLineText, siteNameField, z } from '@portal/contract';
import type { Config } from './config.js';
import { CreateAccountError, insertAccountWithOwner } from './db/bootstrap/account.js';
import { openDatabase, type Database } from './db/client.js';
import { checkDeploymentChoices } from './db/deployment-choices.js';
import { runMigrations } from './db/migrate.js';
import { seedDemoData } from './db/seed/index.js';
import { isHostName } from './lib/public-url.js';
import { issueResetLink } from './modules/auth/index.js';
import { siteLinkBase } from './modules/branding/index.js';

export { CreateAccountError } from './db/bootstrap/account.js';

export const USAGE =
  'Usage: npm run create-account -- --account "Acme" --site "Acme Jobs" --domain jobs.acme.com --owner-email owner@acme.com --owner-name "Jane Owner"';

/** The flags, checked with the contract's field builders; each key is the flag's name. */
const InputSchema = z.object({
  account: singleLineText(255),
  site: siteNameField(),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isHostName, { message: 'a bare host name is expected, e.g. jobs.acme.com (no scheme, port or path)' }),
  'owner-email': emailField(),
  'owner-name': singleLineText(255),
});
export type CreateAccountInput = z.infer<typeof InputSchema>;

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
 * In one transaction: the enterprise, account, site, domain and owner (`insertAccountWithOwner`) and
 * a single-use reset token, whose link is built on the site's stored primary domain with PUBLIC_URL's
 * scheme and port. A refusal writes nothing.
 */
export async function createAccount(
  database: Database,
  config: Config,
  input: CreateAccountInput,
): Promise<{ accountId: number; siteId: number; userId: number; link: string }> {
  return database.db.transaction(async (tx) => {
    const created = await insertAccountWithOwner(tx, config.ENTERPRISE_KEY, {
      account: input.account,
      site: input.site,
      domain: input.domain,
      ownerEmail: input['owner-email'],
      ownerName: input['owner-name'],
    });
    const owner = { id: created.userId, email: input['owner-email'] };
    const link = await issueResetLink(tx, config, owner, await siteLinkBase({ db: tx, config }, created.siteId));
    return { ...created, link };
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
