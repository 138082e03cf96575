import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  applicationTags,
  jobs,
  memberships,
  notifications,
  roles,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../src/db/schema/index.js';
import { insertExport } from '../src/modules/exports/repository.js';
import { sanitizeRichText } from '../src/lib/rich-text.js';
import { runExport } from '../src/modules/exports/index.js';
import { insertApplication, insertFeedback, insertFlag, insertSeeker, jobByUuid, person } from './candidate-fixture.js';
import { pngBytes } from './fixtures/sample-files.js';
import type { TestAppHandle } from './helper.js';
import { upload } from './upload-helper.js';

/** One of each record a tenant route can name, created in another tenant's site for the walk. */
export interface ForeignIds {
  /** The token in every name, title and address of these records (decision 0098's leak check). */
  marker: string;
  site: number;
  employer: number;
  member: number;
  /** A user of the account with two roles (the employer's user, the site's recruiter), and the first. */
  accountUser: number;
  accountMembership: number;
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
  /** A finished export (its file written) and a notification, both of the records' user. */
  export: string;
  notification: string;
  /** A webhook endpoint of the site and one delivery in its log (decision 0106). */
  webhook: string;
  webhookDelivery: number;
  /** An API key of the site (decision 0105). */
  apiKey: number;
}

/** The saved wording the walk's own-site calls must leave alone in the other site. */
export const FOREIGN_MAIL_KIND = 'employer_rejected';

/** What to call the records, and where an employer's records go. */
export interface RecordsOptions {
  /** The token in their names and addresses; `zzforeign-` and a random part by default. */
  marker?: string;
  /** An existing employer of the site to hold the employer's records (a new one by default). */
  employer?: number;
  /** The user whose export and notification these are (the new member by default). */
  user?: string;
}

/**
 * Creates the records through the API as the site's own owner (and one membership, the export and
 * the notification directly). The isolation walk also makes a set for the caller's own tenant.
 */
export async function createForeignTenant(
  t: TestAppHandle,
  owner: string,
  sitePath: string,
  opts: RecordsOptions = {},
): Promise<ForeignIds> {
  const token = await t.login(owner);
  const site = t.ids.site(sitePath);
  const tag = opts.marker ?? `zzforeign-${randomUUID().slice(0, 8)}`;
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
  const employer: number =
    opts.employer ?? (await call('POST', '/employers', { type: 'business', business_name: `Foreign ${tag}` })).id;
  const invitation = (
    await call('POST', `/employers/${employer}/users`, {
      name: `Ivy ${tag}`,
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
  const consultant = (await call('POST', '/consultants', { name: `Fay ${tag}`, email: `fay-${tag}@x.test` })).id;
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
  const { member } = await addMember(t, owner, { employer }, 'employer-admin', `member-${tag}`);
  const account = await addMember(t, owner, { employer }, 'employer-user', `user-${tag}`);
  await addMember(t, owner, { site }, 'recruiter', `user-${tag}`);
  // Another tenant's export and notification are its member's; the own tenant's, the caller's.
  const holderEmail = opts.user ?? `member-${tag}@x.test`;
  const [holder] = await t.deps.db.select().from(users).where(eq(users.email, holderEmail));
  if (!holder) throw new Error(`no user ${holderEmail}`);
  return {
    marker: tag,
    site,
    employer,
    member,
    accountUser: account.member,
    accountMembership: account.membership,
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
    seeker: (await insertSeeker(t.deps, site, { ...person(`Candidate ${tag}`), email: `seeker-${tag}@x.test` })).uuid,
    application: await foreignApplication(t, job, tagId),
    export: await finishedExport(t, site, holder.id),
    notification: await notificationOf(t, holder, site, tag),
    ...(await webhookOf(t, site, tag, call)),
    apiKey: (await call('POST', '/site/api-keys', { name: `Foreign ${tag}`, rights: ['jobs.read'] })).id,
  };
}

/** A webhook endpoint of the site (through the API) and a delivery in its log (as an event leaves one). */
async function webhookOf(
  t: TestAppHandle,
  siteId: number,
  tag: string,
  call: (method: 'POST', url: string, payload: object) => Promise<{ uuid: string }>,
) {
  const webhook = (
    await call('POST', '/site/webhooks', { url: `https://hooks-${tag}.example.com/`, events: ['job.published'] })
  ).uuid;
  const [endpoint] = await t.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.uuid, webhook));
  if (!endpoint) throw new Error('no webhook endpoint');
  const [delivery] = await t.deps.db
    .insert(webhookDeliveries)
    .values({
      site_id: siteId,
      endpoint_id: endpoint.id,
      message_id: `msg_${tag}`,
      event: 'job.published',
      subject: `job:${tag}`,
      payload: { type: 'job.published', data: { marker: tag } },
      state: 'delivered',
    })
    .returning({ id: webhookDeliveries.id });
  if (!delivery) throw new Error('no webhook delivery');
  return { webhook, webhookDelivery: delivery.id };
}

/** An employers export of the site, run as the worker would (its CSV written, its mail queued). */
async function finishedExport(t: TestAppHandle, siteId: number, userId: number) {
  const row = await insertExport(t.deps.db, {
    site_id: siteId,
    user_id: userId,
    kind: 'employers',
    params: {},
    base_url: 'http://localhost:3000',
  });
  await runExport(t.deps, row.id);
  return row.id;
}

/** A notification in the user's inbox, naming the records' marker. */
async function notificationOf(
  t: TestAppHandle,
  user: { id: number; enterprise_id: number },
  siteId: number,
  tag: string,
) {
  const [row] = await t.deps.db
    .insert(notifications)
    .values({
      user_id: user.id,
      enterprise_id: user.enterprise_id,
      site_id: siteId,
      kind: 'job_published',
      params: { title: `Foreign ${tag}` },
      subject: `Foreign ${tag} is live`,
      content: sanitizeRichText(`<p>Foreign ${tag}</p>`),
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification insert failed');
  return row.id;
}

/** A candidate's application to the job, carrying the tag (inserted as the public apply would). */
async function foreignApplication(t: TestAppHandle, jobUuid: string, tagId: number) {
  const [job] = await t.deps.db.select().from(jobs).where(eq(jobs.uuid, jobUuid));
  if (!job) throw new Error('no foreign job');
  const seeker = await insertSeeker(t.deps, job.site_id, person(`Applicant ${job.title}`));
  const application = await insertApplication(t.deps, job, seeker);
  await t.deps.db.insert(applicationTags).values({ owner_id: application.uuid, tag_id: tagId });
  return application.uuid;
}

/** A user (made on first use) given `role` in the employer or the site (joining by invitation takes a mailed token). */
async function addMember(
  t: TestAppHandle,
  owner: string,
  scope: { employer: number } | { site: number },
  roleKey: string,
  name: string,
) {
  const [role] = await t.deps.db.select().from(roles).where(eq(roles.key, roleKey));
  const [inviter] = await t.deps.db.select().from(users).where(eq(users.email, owner));
  if (!role || !inviter) throw new Error(`no ${roleKey} role or owner`);
  const email = `${name}@x.test`;
  const [user] =
    (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0
      ? await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email))
      : await t.deps.db
          .insert(users)
          .values({ enterprise_id: inviter.enterprise_id, email, name: `Member ${name}` })
          .returning({ id: users.id });
  if (!user) throw new Error('member insert failed');
  const [membership] = await t.deps.db
    .insert(memberships)
    .values({
      user_id: user.id,
      role_id: role.id,
      ...('employer' in scope
        ? { scope_type: 'employer' as const, scope_id: scope.employer }
        : { scope_type: 'site' as const, scope_id: scope.site }),
    })
    .returning({ id: memberships.id });
  if (!membership) throw new Error('membership insert failed');
  return { member: user.id, membership: membership.id };
}
