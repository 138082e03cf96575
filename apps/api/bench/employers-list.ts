// npm run bench:api — the employers list at scale: 100 000 employers in one site (PGlite in memory),
// timed through the real app for the queries the list page makes. Prints p50/p95 per query.
import { sql } from 'drizzle-orm';
import { buildTestApp, seedIds } from '../test/helper.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = 30;

const t = await buildTestApp();
const ids = await seedIds(t);
const siteId = ids.site('acme/careers');
const started = Date.now();
await t.deps.db.execute(sql`
  insert into employers (site_id, type, business_name, contact_name, registration_number, industry, status, live_jobs_count)
  select ${siteId}, case when i % 5 = 0 then 'household' else 'business' end,
         'Bench employer ' || i, 'Contact ' || (i % 997), 'BR-' || i,
         (array['hospitality','retail','technology','healthcare'])[1 + i % 4],
         (array['active','active','active','on_hold','disabled'])[1 + i % 5], i % 13
  from generate_series(1, ${ROWS}) as i`);
await t.deps.db.execute(sql`analyze employers`);
console.log(`Inserted ${ROWS} employers in ${Date.now() - started} ms`);

const token = await t.login('admin@acme.test');
// Pages past LIST_LIMITS.deepestRow are refused (422), so the deepest page timed is the last one allowed.
const queries = [
  'per_page=25',
  'per_page=25&page=400',
  'per_page=25&sort=business_name',
  'per_page=100&sort=-live_jobs_count&filter[status]=active',
  'per_page=25&search=employer%2012345',
  'per_page=25&search=contact%2042&filter[type]=household&filter[industry]=retail',
];

console.log('\n| query | p50 ms | p95 ms | total rows (+ when capped) |\n|---|---|---|---|');
for (const query of queries) {
  const times: number[] = [];
  let total = '';
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await t.request({ method: 'GET', url: `/portal/v1/employers?${query}`, token, scope: { sid: siteId } });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
    const { meta } = res.json<{ meta: { total: number; total_capped?: boolean } }>();
    total = `${meta.total}${meta.total_capped ? '+' : ''}`;
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => (times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0).toFixed(1);
  console.log(`| ${decodeURIComponent(query)} | ${pct(0.5)} | ${pct(0.95)} | ${total} |`);
}
const deep = await t.request({
  method: 'GET',
  url: '/portal/v1/employers?per_page=25&page=2000',
  token,
  scope: { sid: siteId },
});
console.log(`\npage 2000 (row 49,976): ${deep.statusCode} (refused: deeper than the list kit's limit)`);
console.log(`RSS after the run: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
await t.close();
