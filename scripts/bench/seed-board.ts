// Run by scripts/bench/board.mjs with tsx, on the bench server's data directory before the server starts:
// the demo data (as the server seeds it on first start), then `--applications=N` candidates applying to one
// live job of acme/careers through the apply service the public API and the demo seed use (a seeker made
// by email, the answers checked, the counters bumped), without mail. Prints the job and the new
// applications' uuids as JSON; the bench then spreads them over the stages through the staff API.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { runMigrations } from '../../apps/api/src/db/migrate.js';
import { seedDemoData } from '../../apps/api/src/db/seed/index.js';
import { applyToJob, liveJobRows } from '../../apps/api/src/modules/candidate-site/index.js';

const [dataDir, title = 'Dental Receptionist'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const count = Number(/--applications=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 2000);
if (!dataDir) throw new Error('usage: tsx scripts/bench/seed-board.ts <DATA_DIR> [job title] [--applications=2000]');

const database = await openDatabase({ dataDir });
try {
  await runMigrations(database);
  await seedDemoData(database.db, process.env.ENTERPRISE_KEY ?? 'portal-demo');
  const site = await database.db.execute<{ id: number }>(
    sql`select s.id from sites s join accounts a on a.id = s.account_id where a.name = 'acme' and s.name = 'careers'`,
  );
  const siteId = site.rows[0]?.id;
  if (siteId === undefined) throw new Error('acme/careers not found');
  const feed = await liveJobRows.page(
    database.db,
    { siteId },
    { page: 1, per_page: 25, filter: {}, sort: 'published_at' },
  );
  const record = feed.rows.find((row) => row.job.title === title && row.job.screening_questions.length === 0);
  if (!record) throw new Error(`no live job "${title}" without screening questions on acme/careers`);
  const started = performance.now();
  const uuids = await database.db.transaction(async (tx) => {
    const made: string[] = [];
    for (let i = 1; i <= count; i++) {
      const fields = {
        first_name: `Candidate`,
        last_name: `No. ${i}`,
        email: `candidate.${i}@board-bench.test`,
        phone: null,
        answers: {},
        consent: true as const,
        cover_note: null,
      };
      made.push((await applyToJob(tx, record, fields, { resumeId: null, documentIds: [] }, { mail: false })).uuid);
    }
    return made;
  });
  process.stderr.write(`${count} applications in ${Math.round(performance.now() - started)} ms\n`);
  process.stdout.write(JSON.stringify({ job: record.job.uuid, title: record.job.title, applications: uuids }));
} finally {
  await database.close();
}
