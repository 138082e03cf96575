import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { applicationHistory, applications, auditEvents, fieldOptions, mailOutbox } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/helper.js';
import { buildWorld, URL, type World } from '../../../test/applications-world.js';
import {
  addConsultant,
  insertApplication,
  insertJob,
  insertSeeker,
  person,
  userId,
} from '../../../test/candidate-fixture.js';

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t);
});

const post = (url: string, token: string, scope: object, payload: object) =>
  t.request({ method: 'POST', url: `${URL}${url}`, token, scope, payload });
const statusOf = async (id: number) =>
  (
    await t.deps.db
      .select({ status: applications.status, stage: applications.stage })
      .from(applications)
      .where(eq(applications.id, id))
  )[0];
const mailsTo = async (addresses: string[]) =>
  t.deps.db.select().from(mailOutbox).where(inArray(mailOutbox.to_address, addresses));
const allMails = async () => (await t.deps.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;

/** Three fresh applications to the bakery's job, so each test moves its own. */
async function threeApplications() {
  const one = async (name: string) => {
    const seeker = await insertSeeker(t.deps, w.careers, person(name));
    return { seeker, application: await insertApplication(t.deps, w.jobs.bakery, seeker) };
  };
  return [await one('Ann One'), await one('Ben Two'), await one('Cat Three')] as const;
}

describe('POST /portal/v1/applications/:uuid/status', () => {
  it('moves one application, with its history, audit entry and updated_at', async () => {
    const [{ application }] = await threeApplications();
    const res = await post(`/${application.uuid}/status`, w.tokens.staff, w.asBakery, { status: 'shortlisted' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { updated: 1 } });
    expect(await statusOf(application.id)).toEqual({ status: 'shortlisted', stage: null });
    const history = await t.deps.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.application_id, application.id));
    expect(history).toMatchObject([{ from_status: 'applied', to_status: 'shortlisted', notified: [] }]);
    const audit = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'application'), eq(auditEvents.subject_id, application.uuid)));
    expect(audit.map((a) => a.action)).toEqual(['status_changed']);
    const [moved] = await t.deps.db.select().from(applications).where(eq(applications.id, application.id));
    expect(moved?.updated_at.getTime()).toBeGreaterThan(application.updated_at.getTime());
  });

  it('refuses a move the table does not allow with 409 (withdrawn is final)', async () => {
    const res = await post(`/${w.apps.carol.uuid}/status`, w.tokens.admin, w.site, { status: 'screening' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.statusConflict });
    expect((await statusOf(w.apps.carol.id))?.status).toBe('withdrawn');
  });

  it("answers 404 for another tenant's application and another employer's, and writes nothing", async () => {
    const before = await allMails();
    const foreign = await post(`/${w.apps.greta.uuid}/status`, w.tokens.admin, w.site, {
      status: 'screening',
      notify: ['candidate'],
    });
    expect(foreign.statusCode).toBe(404);
    const other = await post(`/${w.apps.dan.uuid}/status`, w.tokens.staff, w.asBakery, { status: 'screening' });
    expect(other.statusCode).toBe(404);
    expect((await statusOf(w.apps.greta.id))?.status).toBe('applied');
    expect((await statusOf(w.apps.dan.id))?.status).toBe('applied');
    expect(await allMails()).toBe(before);
  });

  it('refuses an unknown status or recipient with 422', async () => {
    const bad = await post(`/${w.apps.alice.uuid}/status`, w.tokens.admin, w.site, { status: 'hired' });
    expect(bad.statusCode).toBe(422);
    const who = await post(`/${w.apps.alice.uuid}/status`, w.tokens.admin, w.site, {
      status: 'screening',
      notify: ['everyone'],
    });
    expect(who.statusCode).toBe(422);
  });
});

describe('POST /portal/v1/applications/bulk/status', () => {
  it('mails exactly the three candidates when only the candidate is chosen', async () => {
    const rows = await threeApplications();
    await addConsultant(t.deps, w.jobs.bakery, 'cons-bulk@acme.test');
    const before = await allMails();
    const ids = rows.map((r) => r.application.uuid);
    const res = await post('/bulk/status', w.tokens.admin, w.site, {
      ids,
      status: 'shortlisted',
      notify: ['candidate'],
    });
    expect(res.json()).toEqual({ data: { updated: 3 } });
    expect(await allMails()).toBe(before + 3);
    const mails = await mailsTo(rows.map((r) => r.seeker.email));
    expect(mails.map((m) => m.to_address).sort()).toEqual(rows.map((r) => r.seeker.email).sort());
    expect(mails[0]?.text_body).toContain('from Applied to Shortlisted');
    const history = await t.deps.db
      .select({ notified: applicationHistory.notified })
      .from(applicationHistory)
      .where(
        inArray(
          applicationHistory.application_id,
          rows.map((r) => r.application.id),
        ),
      );
    expect(history.map((h) => h.notified)).toEqual([['candidate'], ['candidate'], ['candidate']]);
  });

  it('is all or nothing: one refused row makes it a 409 and moves none', async () => {
    const rows = await threeApplications();
    const ids = [...rows.map((r) => r.application.uuid), w.apps.carol.uuid];
    const before = await allMails();
    const res = await post('/bulk/status', w.tokens.admin, w.site, {
      ids,
      status: 'interviewed',
      notify: ['candidate'],
    });
    expect(res.statusCode).toBe(409);
    for (const { application } of rows) expect((await statusOf(application.id))?.status).toBe('applied');
    expect(await allMails()).toBe(before);
  });

  it("is all or nothing: another tenant's uuid among them makes it a 404", async () => {
    const rows = await threeApplications();
    const ids = [rows[0]?.application.uuid, w.apps.greta.uuid];
    const res = await post('/bulk/status', w.tokens.admin, w.site, { ids, status: 'screening' });
    expect(res.statusCode).toBe(404);
    expect((await statusOf(rows[0]?.application.id ?? 0))?.status).toBe('applied');
  });

  it("mails the job's admins who are its staff or its employer's users, and its consultants", async () => {
    const [{ application }] = await threeApplications();
    const res = await post(`/${application.uuid}/status`, w.tokens.admin, w.site, {
      status: 'screening',
      notify: ['admins', 'consultants'],
    });
    expect(res.statusCode).toBe(200);
    const mails = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Application for "Sourdough Baker": Screening'));
    expect(mails.map((m) => m.to_address).sort()).toEqual([
      'admin@acme.test',
      'cons-bulk@acme.test',
      'staff@acme.test',
    ]);
  });

  it('never mails a key contact of another tenant', async () => {
    const globexOwner = await userId(t.deps, 'owner@globex.test');
    const job = await insertJob(t.deps, {
      siteId: w.careers,
      employerId: w.bakery,
      title: 'Odd Job',
      keyContactId: globexOwner,
    });
    const seeker = await insertSeeker(t.deps, w.careers, person('Olly Odd'));
    const application = await insertApplication(t.deps, job, seeker);
    const before = await allMails();
    const res = await post(`/${application.uuid}/status`, w.tokens.admin, w.site, {
      status: 'screening',
      notify: ['admins'],
    });
    expect(res.statusCode).toBe(200);
    expect(await allMails()).toBe(before);
    expect(await mailsTo(['owner@globex.test'])).toEqual([]);
  });
});

describe('POST /portal/v1/applications/:uuid/stage', () => {
  it("moves to an active stage of the site's list, with history", async () => {
    const [{ application }] = await threeApplications();
    const res = await post(`/${application.uuid}/stage`, w.tokens.staff, w.asBakery, { stage: 'offered', notify: [] });
    expect(res.json()).toEqual({ data: { updated: 1 } });
    expect(await statusOf(application.id)).toEqual({ status: 'applied', stage: 'offered' });
    const [history] = await t.deps.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.application_id, application.id));
    expect(history).toMatchObject({
      from_status: 'applied',
      to_status: 'applied',
      from_stage: null,
      to_stage: 'offered',
    });
  });

  it('refuses a stage the site does not have, or has retired, with 422 on `stage`', async () => {
    const [{ application }] = await threeApplications();
    const unknown = await post(`/${application.uuid}/stage`, w.tokens.admin, w.site, { stage: 'promoted' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { stage: [MESSAGES.invalid] } });
    await t.deps.db
      .update(fieldOptions)
      .set({ retired_at: new Date() })
      .where(
        and(
          eq(fieldOptions.site_id, w.careers),
          eq(fieldOptions.field, 'application_stage'),
          eq(fieldOptions.value, 'hired'),
        ),
      );
    const retired = await post(`/${application.uuid}/stage`, w.tokens.admin, w.site, { stage: 'hired' });
    expect(retired.statusCode).toBe(422);
    expect((await statusOf(application.id))?.stage).toBeNull();
  });

  it('refuses a withdrawn application with 409, in bulk all or nothing', async () => {
    const [{ application }] = await threeApplications();
    const res = await post('/bulk/stage', w.tokens.admin, w.site, {
      ids: [application.uuid, w.apps.carol.uuid],
      stage: 'interviewed',
    });
    expect(res.statusCode).toBe(409);
    expect((await statusOf(application.id))?.stage).toBeNull();
  });

  it('mails the chosen recipients with the stage by its label', async () => {
    const [{ application, seeker }] = await threeApplications();
    const res = await post(`/${application.uuid}/stage`, w.tokens.admin, w.site, {
      stage: 'interviewed',
      notify: ['candidate'],
    });
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo([seeker.email]);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain('Stage: Interviewed');
  });
});
