import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import type { TestApp } from './helper.js';
import { multipartBody } from './upload-helper.js';

/** The demo's domains: acme/careers answers on `localhost`, acme/jobs on `127.0.0.1`, globex/talent on its own. */
export const DOMAINS = { careers: 'localhost', acmeJobs: '127.0.0.1', talent: 'talent.globex.test' } as const;

export const publicPath = (domain: string, rest = '') => `/portal/v1/public/sites/${domain}/jobs${rest}`;

/** A seeded job of the site by title: its uuid and id. */
export async function jobOf(t: Pick<TestApp, 'deps'>, siteId: number, title: string) {
  const [row] = await queryRows<{ uuid: string; id: number; applications_count: number; status: string }>(
    t.deps.db,
    sql`select uuid, id, applications_count, status from jobs where site_id = ${siteId} and title = ${title} order by id limit 1`,
  );
  if (!row) throw new Error(`no job ${title} on site ${siteId}`);
  return row;
}

export interface ApplyInput {
  first_name?: string;
  last_name?: string;
  email: string;
  phone?: string;
  consent?: string;
  answers?: Record<string, string | string[]>;
  resume?: { filename: string; data: Buffer };
  documents?: { filename: string; data: Buffer }[];
  /** Optional profile fields of the form (decision 0068): values of the site's options. */
  profile?: { visa_type?: string; desired_work_type?: string };
  /** The client's address as Fastify sees it (`remoteAddress` of the injected request); a fresh one by default. */
  ip?: string;
}

let nextAddress = 0;
/** A client address of its own per call (TEST-NET-3), so the per-address limit stays out of the way. */
const freshAddress = () => `203.0.113.${(nextAddress++ % 250) + 1}`;

/** Applies through the public API as a candidate site's form does: text fields, JSON answers, files. */
export function apply(t: Pick<TestApp, 'request'>, domain: string, jobUuid: string, input: ApplyInput) {
  const fields = {
    first_name: input.first_name ?? 'Casey',
    last_name: input.last_name ?? 'Jones',
    email: input.email,
    phone: input.phone ?? '',
    consent: input.consent ?? 'true',
    answers: JSON.stringify(input.answers ?? {}),
    ...input.profile,
  };
  const body = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(input.resume ? [{ name: 'resume', ...input.resume, type: 'application/pdf' }] : []),
    ...(input.documents ?? []).map((doc) => ({ name: 'documents', ...doc })),
  ]);
  return t.request({
    method: 'POST',
    url: publicPath(domain, `/${jobUuid}/apply`),
    headers: body.headers,
    payload: body.payload,
    remoteAddress: input.ip ?? freshAddress(),
  });
}

/** The seeker of the site with that email (any case), or undefined. */
export async function seekerOf(t: Pick<TestApp, 'deps'>, siteId: number, email: string) {
  const [row] = await queryRows<{
    id: number;
    uuid: string;
    name: string;
    status: string;
    applications_count: number;
    resume_file_id: string | null;
  }>(
    t.deps.db,
    sql`select id, uuid, name, status, applications_count, resume_file_id from seekers where site_id = ${siteId} and lower(email) = lower(${email})`,
  );
  return row;
}
