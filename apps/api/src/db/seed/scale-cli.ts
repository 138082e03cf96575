// npm run seed:scale [-- --reset] [-- --employers=50000] [-- --jobs=1000000] [-- --seekers=1000000] [-- --applications=5000000]
// Fills the PostgreSQL database named by DATABASE_URL with job-board-size data (scale.ts) beside the
// demo data. Runs once: a second run says what is there (and adds the candidates to data seeded before them); --reset deletes the scale data and seeds again
// (a minute or two: each deleted user is checked against the tables that refer to it).
import pg from 'pg';
import { hashPassword } from '../../lib/passwords.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { runMigrations } from '../migrate.js';
import { DEMO_PASSWORD, seedDemoData } from './index.js';
import {
  findScaleTenants,
  resetScaleData,
  seedScaleCandidates,
  seedScaleData,
  vacuumScaleTables,
  type Timing,
} from './scale.js';
import { scaleSiteAdmin } from './scale-tenants.js';

const args = process.argv.slice(2);
const reset = args.includes('--reset');
const numberArg = (name: string, fallback: number) =>
  Number(new RegExp(`^--${name}=(\\d+)$`).exec(args.find((a) => a.startsWith(`--${name}=`)) ?? '')?.[1] ?? fallback);
const employers = numberArg('employers', 50_000);
const jobs = numberArg('jobs', 1_000_000);
const seekers = numberArg('seekers', 1_000_000);
const applications = numberArg('applications', 5_000_000);
const unknown = args.filter((a) => a !== '--reset' && !/^--(employers|jobs|seekers|applications)=\d+$/.test(a));
if (unknown.length > 0 || employers < 20) {
  console.error(
    `Unknown argument ${unknown.join(' ')}. Usage: npm run seed:scale -- [--reset] [--employers=50000] [--jobs=1000000] [--seekers=1000000] [--applications=5000000]`,
  );
  process.exit(2);
}
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error(
    'seed:scale fills a PostgreSQL server database: set DATABASE_URL (e.g. postgres://bench:bench@localhost/portal_bench).',
  );
  process.exit(2);
}

const started = performance.now();
const timings: Timing[] = [];
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 2 });
await runMigrations(database);
await seedDemoData(database.db, config.ENTERPRISE_KEY);
await database.close();

const client = new pg.Client({ connectionString: config.DATABASE_URL });
await client.connect();
try {
  const enterprise = await client.query<{ id: number }>('select id from enterprises where key = $1', [
    config.ENTERPRISE_KEY,
  ]);
  const enterpriseId = enterprise.rows[0]?.id;
  if (!enterpriseId) throw new Error(`enterprise ${config.ENTERPRISE_KEY} not found`);
  const existing = await findScaleTenants(client, enterpriseId);
  if (existing.accountIds.length > 0 && !reset) {
    const count = await client.query<{ employers: string; jobs: string; seekers: string; applications: string }>(
      `select (select count(*) from employers where site_id = any($1::int[])) as employers,
              (select count(*) from jobs where site_id = any($1::int[])) as jobs,
              (select count(*) from seekers where site_id = any($1::int[])) as seekers,
              (select count(*) from applications where site_id = any($1::int[])) as applications`,
      [existing.siteIds],
    );
    if (count.rows[0]?.seekers === '0') {
      console.log('Scale data seeded before candidates: adding seekers, applications, flags and feedback.');
      await client.query('begin');
      await client.query('set local synchronous_commit = off');
      await seedScaleCandidates(client, existing.siteIds, { seekers, applications }, timings);
      await client.query('commit');
      await vacuumScaleTables(client, timings);
      for (const [step, ms] of timings) console.log(`${step.padEnd(48)} ${(ms / 1000).toFixed(1).padStart(6)} s`);
    }
    const now = await client.query<{ seekers: string; applications: string }>(
      `select (select count(*) from seekers where site_id = any($1::int[])) as seekers,
              (select count(*) from applications where site_id = any($1::int[])) as applications`,
      [existing.siteIds],
    );
    Object.assign(count.rows[0] ?? {}, now.rows[0]);
    console.log(
      `Scale data already there: ${existing.accountIds.length} accounts, ${existing.siteIds.length} sites, ${count.rows[0]?.employers} employers, ${count.rows[0]?.jobs} jobs, ${count.rows[0]?.seekers} seekers, ${count.rows[0]?.applications} applications. Run with --reset to seed it again.`,
    );
  } else {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    if (reset) await resetScaleData(client, enterpriseId, timings);
    // One transaction: a failed run leaves nothing half-seeded.
    await client.query('begin');
    await client.query('set local synchronous_commit = off');
    const { biggestSite } = await seedScaleData(
      client,
      { enterpriseId, employers, jobs, seekers, applications, passwordHash },
      timings,
    );
    await client.query('commit');
    await vacuumScaleTables(client, timings);
    for (const [step, ms] of timings) console.log(`${step.padEnd(48)} ${(ms / 1000).toFixed(1).padStart(6)} s`);
    const totals = await client.query<{ table: string; n: string }>(
      `select 'employers' as table, count(*) as n from employers union all select 'jobs', count(*) from jobs
       union all select 'seekers', count(*) from seekers
       union all select 'applications', count(*) from applications
       union all select 'users', count(*) from users
       union all select 'memberships', count(*) from memberships`,
    );
    console.log(`\nRows now: ${totals.rows.map((r) => `${r.n} ${r.table}`).join(', ')}`);
    console.log(
      `Biggest site: ${biggestSite.account}/${biggestSite.site} (${biggestSite.employers} employers); its admin ${scaleSiteAdmin(biggestSite.account, biggestSite.site)} signs in with ${DEMO_PASSWORD}.`,
    );
  }
} catch (error) {
  await client.query('rollback').catch(() => undefined);
  throw error;
} finally {
  await client.end();
}
console.log(`seed:scale done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
