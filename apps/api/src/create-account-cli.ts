// npm run create-account -- --account "Acme" --site "Acme Jobs" --domain jobs.acme.com --owner-email owner@acme.com --owner-name "Jane Owner"
// Creates an account, its first site and domain, and the account owner, then prints the link where
// the owner chooses a password (it is not mailed). Uses the server's configuration: run it with the
// same variables (NODE_ENV=production, ENTERPRISE_KEY, PUBLIC_URL, DATABASE_URL…).
import { startOrExit } from './start-or-exit.js';
import { runCreateAccount } from './create-account.js';

process.exitCode = await startOrExit((config) => runCreateAccount(process.argv.slice(2), config));
