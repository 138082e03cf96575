import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RETENTION_WARNING_DAYS } from '@portal/contract';
import { applications, auditEvents, mailOutbox, seekers } from '../src/db/schema/index.js';
import { sweepCandidateRetention } from '../src/modules/seekers/index.js';
import { candidateWithEverything } from './candidate-data-rights-world.js';
import { useTestApp } from './helper.js';
import { insertSeeker } from './candidate-fixture.js';

// Decision 0100: a site's retention erases inactive candidates, after a warning mail, through the
// worker's sweep; the test names its dates instead of waiting for them.
const t = useTestApp();
const DAY = 86_400_000;
const careers = () => t.ids.site('acme/careers');
const now = new Date();
const later = (days: number) => new Date(now.getTime() + days * DAY);
const longAgo = new Date(now.getTime() - 400 * DAY);

const seekerRow = async (id: number) => (await t.deps.db.select().from(seekers).where(eq(seekers.id, id)))[0];
const mailsTo = (address: string) => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, address));
const auditOf = (uuid: string) =>
  t.deps.db
    .select({ action: auditEvents.action, actor: auditEvents.actor_id, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, 'seeker'), eq(auditEvents.subject_id, uuid)));
/** A candidate last active 400 days ago, their application untouched since. */
async function dormant(name: string, siteId = careers()) {
  const world = await candidateWithEverything(t, siteId, name);
  const old = { created_at: longAgo, updated_at: longAgo, last_activity_at: longAgo };
  await t.deps.db.update(seekers).set(old).where(eq(seekers.id, world.seeker.id));
  await t.deps.db
    .update(applications)
    .set({ applied_at: longAgo, updated_at: longAgo })
    .where(eq(applications.id, world.application.id));
  return world;
}

describe('the retention sweep', () => {
  it('is off by default: nobody is warned or erased however long inactive', async () => {
    const { seeker } = await dormant('Idle Person', t.ids.site('acme/jobs'));
    expect(await sweepCandidateRetention(t.deps, later(3650))).toEqual({ warned: 0, erased: 0, withdrawn: 0 });
    expect(await mailsTo(seeker.email)).toEqual([]);
    expect((await seekerRow(seeker.id))?.erased_at).toBeNull();
  });

  it('warns an inactive candidate once through their site, then erases them after the warning period', async () => {
    const admin = await t.login('admin@acme.test');
    const settings = await t.request({
      method: 'GET',
      url: '/portal/v1/site/settings',
      token: admin,
      scope: { sid: careers() },
    });
    const general = settings.json().data.general;
    expect(general.candidate_retention_months).toBeNull();
    const saved = await t.request({
      method: 'PUT',
      url: '/portal/v1/site/settings/general',
      token: admin,
      scope: { sid: careers() },
      payload: { ...general, candidate_retention_months: 12 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.general.candidate_retention_months).toBe(12);

    const { seeker, jobRow, files } = await dormant('Rip Van Winkle');
    const active = await insertSeeker(t.deps, careers(), { created_at: longAgo, last_activity_at: new Date() });
    const countBefore = (await jobRow())?.applications_count;

    expect(await sweepCandidateRetention(t.deps, now)).toMatchObject({ warned: 1, erased: 0 });
    const [mail, ...more] = await mailsTo(seeker.email);
    expect(more).toEqual([]);
    const eraseDate = later(RETENTION_WARNING_DAYS).toISOString().slice(0, 10);
    expect(mail?.subject).toBe(`Your details on Acme Careers will be erased on ${eraseDate}`);
    expect(mail?.text_body).toContain('Hello Rip Van Winkle');
    expect(await mailsTo(active.email)).toEqual([]);
    // A second sweep the same day sends nothing more; before the period ends nothing is erased.
    expect(await sweepCandidateRetention(t.deps, later(1))).toMatchObject({ warned: 0, erased: 0 });
    expect(await sweepCandidateRetention(t.deps, later(RETENTION_WARNING_DAYS - 1))).toMatchObject({ erased: 0 });
    expect(await mailsTo(seeker.email)).toHaveLength(1);

    expect(await sweepCandidateRetention(t.deps, later(RETENTION_WARNING_DAYS + 1))).toMatchObject({ erased: 1 });
    const tomb = await seekerRow(seeker.id);
    expect(tomb?.erased_at).not.toBeNull();
    expect(JSON.stringify(tomb)).not.toContain('Winkle');
    expect((await jobRow())?.applications_count).toBe(countBefore);
    for (const file of files) expect(await t.deps.storage.get(file.key)).toBeUndefined();
    expect((await seekerRow(active.id))?.erased_at).toBeNull();
    expect(await auditOf(seeker.uuid)).toEqual([
      { action: 'retention_warned', actor: null, details: { months: 12, erase_on: eraseDate } },
      { action: 'erased', actor: null, details: { reason: 'retention', applications: 1, files: 3 } },
    ]);
  });

  it('withdraws the warning when the candidate or staff act before the date, and erases nobody', async () => {
    const siteId = careers();
    // The site's setting of the previous test may be missing if run alone: set it here too.
    const admin = await t.login('admin@acme.test');
    const general = (
      await t.request({ method: 'GET', url: '/portal/v1/site/settings', token: admin, scope: { sid: siteId } })
    ).json().data.general;
    await t.request({
      method: 'PUT',
      url: '/portal/v1/site/settings/general',
      token: admin,
      scope: { sid: siteId },
      payload: { ...general, candidate_retention_months: 12 },
    });
    const { seeker, application } = await dormant('Lazarus Back');
    expect(await sweepCandidateRetention(t.deps, now)).toMatchObject({ warned: 1 });
    // A recruiter moves their application: that is activity.
    await t.deps.db
      .update(applications)
      .set({ updated_at: later(2) })
      .where(inArray(applications.id, [application.id]));
    expect(await sweepCandidateRetention(t.deps, later(RETENTION_WARNING_DAYS + 1))).toMatchObject({
      erased: 0,
      withdrawn: 1,
    });
    const row = await seekerRow(seeker.id);
    expect(row).toMatchObject({ erased_at: null, retention_warned_at: null, name: 'Lazarus Back' });
  });

  it('warns again before erasing when the warning is stale (the retention was off for a while)', async () => {
    const siteId = careers();
    const admin = await t.login('admin@acme.test');
    const read = async () =>
      (await t.request({ method: 'GET', url: '/portal/v1/site/settings', token: admin, scope: { sid: siteId } })).json()
        .data.general;
    const save = async (months: number | null) =>
      t.request({
        method: 'PUT',
        url: '/portal/v1/site/settings/general',
        token: admin,
        scope: { sid: siteId },
        payload: { ...(await read()), candidate_retention_months: months },
      });
    await save(12);
    const { seeker } = await dormant('Long Sleeper');
    expect(await sweepCandidateRetention(t.deps, now)).toMatchObject({ warned: 1 });
    await save(null);
    expect(await sweepCandidateRetention(t.deps, later(100))).toMatchObject({ warned: 0, erased: 0 });
    await save(12);
    // A hundred days on, the old warning no longer counts: a new one goes out, nothing is erased yet.
    expect(await sweepCandidateRetention(t.deps, later(100))).toMatchObject({ erased: 0, warned: 1, withdrawn: 1 });
    expect(await mailsTo(seeker.email)).toHaveLength(2);
    expect((await seekerRow(seeker.id))?.erased_at).toBeNull();
  });
});
