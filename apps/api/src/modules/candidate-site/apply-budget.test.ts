import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { queryRows } from '../../db/client.js';
import { apply, DOMAINS, jobOf } from '../../../test/candidate-site-helper.js';
import * as sample from '../../../test/fixtures/sample-files.js';
import { useTestApp } from '../../../test/helper.js';
import { upload } from '../../../test/upload-helper.js';

// Staff may store 1 MB on a site; candidates send at most 3 MB per application, 2 MB per address
// and 6 MB per site a day (decision 0062).
const t = useTestApp({
  UPLOADS_SITE_QUOTA_MB: '1',
  APPLICATION_MAX_TOTAL_MB: '3',
  CANDIDATE_UPLOADS_PER_IP_DAILY_MB: '2',
  CANDIDATE_UPLOADS_SITE_DAILY_MB: '6',
});
const careers = () => t.ids.site('acme/careers');
const KB = 1024;

/** A PDF of `kb` kilobytes. */
const pdfOf = (kb: number) =>
  Buffer.concat([sample.pdfBytes(), Buffer.alloc(kb * KB - sample.pdfBytes().length, 0x20)]);

let people = 0;
/** An application to the Dental Receptionist (no questions) by a new person, from `ip`, with files of these sizes. */
async function send(ip: string, kbs: number[], domain: string = DOMAINS.careers) {
  const job = await jobOf(t, domain === DOMAINS.careers ? careers() : t.ids.site('acme/jobs'), 'Dental Receptionist');
  const [resume, ...documents] = kbs.map((kb) => ({ filename: 'cv.pdf', data: pdfOf(kb) }));
  return apply(t, domain, job.uuid, { email: `budget.${people++}@example.test`, ip, resume, documents });
}

const candidateBytes = async () =>
  (
    await queryRows<{ bytes: number }>(
      t.deps.db,
      sql`select coalesce(sum(size), 0)::int as bytes from files where site_id = ${careers()}`,
    )
  )[0]?.bytes ?? 0;

async function uploadLogo() {
  return upload(t, {
    token: await t.login('admin@acme.test'),
    sid: careers(),
    kind: 'logo',
    filename: 'logo.png',
    data: await sample.pngBytes(64, 64),
  });
}

describe('candidate files on POST …/jobs/{uuid}/apply: a budget of their own', () => {
  it("never count against the staff quota: a site admin uploads a logo once candidates sent more than the site's quota", async () => {
    expect((await send('198.51.100.1', [900])).statusCode).toBe(201);
    expect((await send('198.51.100.2', [900])).statusCode).toBe(201);
    expect(await candidateBytes()).toBeGreaterThan(1024 * KB);
    expect((await uploadLogo()).statusCode).toBe(201);
  });

  it("bound one application's files together: a 422 on documents past the total, and nothing stored", async () => {
    const before = await candidateBytes();
    const res = await send('198.51.100.3', [900, 900, 900, 900]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ documents: [MESSAGES.applicationFilesTooLarge] });
    expect(await candidateBytes()).toBe(before);
  });

  it('bound one address a day, on every site: a 429 with Retry-After, while another address still applies with files', async () => {
    expect((await send('198.51.100.4', [900])).statusCode).toBe(201);
    expect((await send('198.51.100.4', [900], DOMAINS.acmeJobs)).statusCode).toBe(201);
    const before = await candidateBytes();
    const over = await send('198.51.100.4', [400]);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: MESSAGES.candidateUploadsSpent });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await candidateBytes()).toBe(before);
    // The same address still applies without files; another address with them.
    expect((await send('198.51.100.4', [])).statusCode).toBe(201);
    expect((await send('198.51.100.5', [400])).statusCode).toBe(201);
  });

  it('counts an IPv6 sender by its /64: another address of the same /64 is the same budget', async () => {
    expect((await send('2001:db8:0:7::1', [900])).statusCode).toBe(201);
    expect((await send('2001:db8:0:7::2', [900])).statusCode).toBe(201);
    expect((await send('2001:db8:0:7:ffff::3', [400])).statusCode).toBe(429);
    const [row] = await queryRows<{ client_address: string; files_bytes: number }>(
      t.deps.db,
      sql`select client_address, files_bytes from applications where client_address like '2001:db8:%' order by id limit 1`,
    );
    expect(row).toEqual({ client_address: '2001:db8:0:7::/64', files_bytes: 900 * KB });
  });

  it("bound the site a day across addresses, and still leave the staff's uploads and file-less applications alone", async () => {
    let refused: Awaited<ReturnType<typeof send>> | undefined;
    for (let i = 10; i < 30 && !refused; i++) {
      const res = await send(`198.51.100.${i}`, [900]);
      if (res.statusCode !== 201) refused = res;
    }
    expect(refused?.statusCode).toBe(429);
    const [today] = await queryRows<{ bytes: number }>(
      t.deps.db,
      sql`select coalesce(sum(files_bytes), 0)::int as bytes from applications where site_id = ${careers()} and applied_at > now() - interval '1 day'`,
    );
    expect(today?.bytes).toBeLessThanOrEqual(6 * 1024 * KB);
    expect((today?.bytes ?? 0) + 900 * KB).toBeGreaterThan(6 * 1024 * KB);
    // Another site's candidates are not held by this one's budget.
    expect((await send('198.51.100.40', [900], DOMAINS.acmeJobs)).statusCode).toBe(201);
    expect((await send('198.51.100.41', [])).statusCode).toBe(201);
    expect((await uploadLogo()).statusCode).toBe(201);
  });
});
