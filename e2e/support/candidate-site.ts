import type { APIRequestContext } from '@playwright/test';
import { pdfBytes } from '../../apps/api/test/fixtures/sample-files';
import { expect } from './test';

// The candidate site of the demo's Acme Careers (decision 0045): the site named by its domain, no token.
export const PUBLIC = '/portal/v1/public/sites/localhost';
export const HEADERS = { 'X-AF-EID': 'portal-demo' };

export interface PublicJob {
  uuid: string;
  title: string;
}

/** A live job of the site a candidate applies to on the site itself, with no screening questions. */
export async function openJob(request: APIRequestContext): Promise<PublicJob> {
  const feed = await request.get(`${PUBLIC}/jobs?per_page=50`, { headers: HEADERS });
  expect(feed.status()).toBe(200);
  for (const job of (await feed.json()).data as PublicJob[]) {
    const detail = (await (await request.get(`${PUBLIC}/jobs/${job.uuid}`, { headers: HEADERS })).json()).data;
    if (detail.apply_on !== 'external' && detail.screening_questions.length === 0) return job;
  }
  throw new Error('no live job without questions on the demo site');
}

/** Applies as a candidate would, through the public multipart endpoint, with a small PDF resume. */
export async function apply(
  request: APIRequestContext,
  job: PublicJob,
  person: { first: string; last?: string; email: string },
): Promise<void> {
  const res = await request.post(`${PUBLIC}/jobs/${job.uuid}/apply`, {
    headers: HEADERS,
    multipart: {
      first_name: person.first,
      last_name: person.last ?? 'Applicant',
      email: person.email,
      consent: 'true',
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}
