// A request's sign-in, built against kept (decision 0070): `findCaller` and `resolveAccess`, as
// every request did, against `CallerCache.signIn` and its access memo, as a request whose caller
// the process keeps does (one `checkCaller`). Alternates them over one connection on the database
// `npm run seed:scale` filled (DATABASE_URL), as a site admin with a live token the API bench left,
// and prints each one's time per request in this process (round trip, planning, mapping, the
// abilities). Reads only. `npx tsx apps/api/bench/caller-statements.ts` (BENCH_RUNS, 2000).
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.js';
import { CallerCache, findCaller, resolveAccess } from '../src/modules/access/index.js';
import { percentile, timeAlternately } from './sql-replay.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL to the scale database');
const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
const [token] = await queryRows<{ token_hash: string; enterprise_id: number; site_id: number }>(
  database.db,
  sql`select t.token_hash, u.enterprise_id, m.scope_id as site_id
      from access_tokens t join users u on u.id = t.user_id
      join memberships m on m.user_id = u.id and m.scope_type = 'site'
      where u.email like 'admin.%' and t.revoked_at is null and t.expires_at > now() and t.parent_token_id is null
      order by t.id desc limit 1`,
);
if (!token) throw new Error('no live site admin token: run `npm run bench:api` first');
const by = {
  tokenHash: token.token_hash,
  enterpriseId: Number(token.enterprise_id),
  siteId: Number(token.site_id),
  employerId: null,
};
const runs = Number(process.env.BENCH_RUNS ?? 2000);
const requested = { accountId: null, siteId: by.siteId, employerId: null };
const kept = new CallerCache();
const { a, b } = await timeAlternately(
  runs,
  async () => {
    const caller = await findCaller(database.db, by);
    if (caller) resolveAccess(caller, requested);
  },
  async () => {
    const signedIn = await kept.signIn(database.db, by);
    signedIn?.accessFor(null, () => resolveAccess(signedIn.caller, requested));
  },
);
const line = (name: string, times: number[]) =>
  `| ${name} | ${percentile(times, 0.5).toFixed(3)} | ${percentile(times, 0.95).toFixed(3)} |`;
console.log(
  `| sign-in | p50 ms | p95 ms |\n|---|---|---|\n${line('built: findCaller + resolveAccess', a)}\n${line('kept: checkCaller + the kept access', b)}`,
);
await database.close();
