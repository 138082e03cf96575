import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applicationTags, jobs, memberships, roles, users } from '../src/db/schema/index.js';
import { insertApplication, insertFeedback, insertFlag, insertSeeker, jobByUuid, person } from './candidate-fixture.js';
import { pngBytes } from './fixtures/sample-files.js';
import type { AppRoute, TestAppHandle } from './helper.js';
import { upload } from './upload-helper.js';

/** One of each record a tenant route can name, created in another tenant's site for the walk. */
export interface ForeignIds {
  site: number;
  employer: number;
  member: number;
  invitation: number;
  consultant: number;
  tag: number;
  fieldOption: number;
  stage: number;
  product: string;
  purchase: string;
  file: string;
  job: string;
  /** A seeker of the site (written directly, as the candidate API would). */
  seeker: string;
  application: string;
}

/** The saved wording the walk's own-site calls must leave alone in the other site. */
export const FOREIGN_MAIL_KIND = 'employer_rejected';

/**
 * How a path names one of a tenant's records: `{segment before it}/:{param}` (the tenancy walk names
 * another tenant's, the hostile-input walk the own site's).
 */
export const RECORD_PARAM: Record<string, (f: ForeignIds) => string | number> = {
  'employers/:id': (f) => f.employer,
  'employers/:employer': (f) => f.employer,
  'users/:user': (f) => f.member,
  // Impersonation names a user by id (decision 0052): another tenant's employer member.
  'users/:id': (f) => f.member,
  'invitations/:invitation': (f) => f.invitation,
  'consultants/:id': (f) => f.consultant,
  'tags/:id': (f) => f.tag,
  'field-options/:id': (f) => f.fieldOption,
  'application-stages/:id': (f) => f.stage,
  'products/:uuid': (f) => f.product,
  'purchases/:uuid': (f) => f.purchase,
  'files/:id': (f) => f.file,
  'jobs/:uuid': (f) => f.job,
  'flagged-jobs/:uuid': (f) => f.job,
  'job-feedbacks/:uuid': (f) => f.job,
  'seekers/:uuid': (f) => f.seeker,
  'applications/:uuid': (f) => f.application,
  // Not an id: the own site's template of the kind the other site customised (which must survive).
  'mail-templates/:kind': () => FOREIGN_MAIL_KIND,
};

/** The route's path with the records of `f` in it; throws for a parameter `RECORD_PARAM` does not describe. */
export function urlNaming(route: Pick<AppRoute, 'method' | 'url'>, f: ForeignIds): string {
  return route.url.replace(/([\w-]+)\/(:\w+)/g, (_all, segment: string, param: string) => {
    const id = RECORD_PARAM[`${segment}/${param}`];
    if (!id) throw new Error(`${route.method} ${route.url}: describe how to name a tenant's ${param} in RECORD_PARAM`);
    return `${segment}/${id(f)}`;
  });
}

/** Creates the records through the API as the site's own owner (and one membership directly). */
export async function createForeignTenant(t: TestAppHandle, owner: string, sitePath: string): Promise<ForeignIds> {
  const token = await t.login(owner);
  const site = t.ids.site(sitePath);
  const tag = `${randomUUID().slice(0, 8)}`;
  const call = async (method: 'POST' | 'PUT', url: string, payload: object, empid?: number) => {
    const res = await t.request({
      method,
      url: `/portal/v1${url}`,
      token,
      scope: { sid: site, ...(empid ? { empid } : {}) },
      payload,
      headers: { 'idempotency-key': randomUUID() },
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} in ${sitePath}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const employer = (await call('POST', '/employers', { type: 'business', business_name: `Foreign ${tag}` })).id;
  const invitation = (
    await call('POST', `/employers/${employer}/users`, {
      name: 'Ivy',
      email: `ivy-${tag}@x.test`,
      role: 'employer-user',
    })
  ).id;
  await call('PUT', `/site/mail-templates/${FOREIGN_MAIL_KIND}`, {
    subject: 'About {{business_name}}',
    body: 'Sorry {{name}}: {{reason}}',
  });
  const file = await upload(t, { token, sid: site, kind: 'logo', filename: 'logo.png', data: await pngBytes() });
  if (file.statusCode !== 201) throw new Error(`upload in ${sitePath}: ${file.statusCode} ${file.body}`);
  const consultant = (await call('POST', '/consultants', { name: 'Fay Foreign', email: `fay-${tag}@x.test` })).id;
  const tagId = (await call('POST', '/site/tags', { name: `Foreign ${tag}` })).id;
  // A job showing the consultant and carrying the tag, so the walk compares its links too; flagged
  // and rated, so its flagged-job and feedback routes would have something to leak.
  const job: string = (
    await call('POST', '/jobs', {
      title: `Foreign ${tag}`,
      employer_id: employer,
      consultant_ids: [consultant],
      tag_ids: [tagId],
    })
  ).uuid;
  const jobRow = await jobByUuid(t.deps, job);
  await insertFlag(t.deps, jobRow, 'spam');
  await insertFeedback(t.deps, jobRow, 4, true);
  return {
    site,
    employer,
    member: await addMember(t, owner, employer, tag),
    invitation,
    consultant,
    tag: tagId,
    fieldOption: (await call('POST', '/site/field-options', { list: 'work_type', label: `Foreign ${tag}` })).id,
    stage: (await call('POST', '/site/application-stages', { label: `Foreign ${tag}` })).id,
    product: (
      await call('POST', '/site/products', {
        name: `Foreign ${tag}`,
        credit_cost: 1,
        price_minor: 100,
        duration_days: 7,
      })
    ).uuid,
    purchase: (await call('POST', '/credit/purchases', { quantity: 1 }, employer)).purchase.uuid,
    file: file.json().data.id,
    job,
    seeker: (await insertSeeker(t.deps, site, person('Foreign Candidate'))).uuid,
    application: await foreignApplication(t, job, tagId),
  };
}

/** A candidate's application to the job, carrying the tag (inserted as the public apply would). */
async function foreignApplication(t: TestAppHandle, jobUuid: string, tagId: number) {
  const [job] = await t.deps.db.select().from(jobs).where(eq(jobs.uuid, jobUuid));
  if (!job) throw new Error('no foreign job');
  const seeker = await insertSeeker(t.deps, job.site_id, person('Foreign Applicant'));
  const application = await insertApplication(t.deps, job, seeker);
  await t.deps.db.insert(applicationTags).values({ owner_id: application.uuid, tag_id: tagId });
  return application.uuid;
}

/** A user who is a member of the employer (joining by invitation takes a mailed token). */
async function addMember(t: TestAppHandle, owner: string, employerId: number, tag: string) {
  const [role] = await t.deps.db.select().from(roles).where(eq(roles.key, 'employer-admin'));
  const [inviter] = await t.deps.db.select().from(users).where(eq(users.email, owner));
  if (!role || !inviter) throw new Error('no employer-admin role or owner');
  const [user] = await t.deps.db
    .insert(users)
    .values({ enterprise_id: inviter.enterprise_id, email: `member-${tag}@x.test`, name: 'Mo Member' })
    .returning({ id: users.id });
  if (!user) throw new Error('member insert failed');
  await t.deps.db
    .insert(memberships)
    .values({ user_id: user.id, role_id: role.id, scope_type: 'employer', scope_id: employerId });
  return user.id;
}
