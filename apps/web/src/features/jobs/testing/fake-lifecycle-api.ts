import { MESSAGES, type JobDetail, type JobHistoryEntry } from '@portal/contract';
import { jsonResponse } from '../../../testing/render';
import { DRAFT_UUID, draftJob, page, type Call } from './fake-jobs-api';

export const PRODUCT_UUID = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
export const CLONE_UUID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
export const HELD_UUID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

export const products = [
  {
    uuid: PRODUCT_UUID,
    name: 'Standard listing',
    description: null,
    price_minor: 2900,
    currency: 'USD',
    duration_days: 30,
    credits: 1,
  },
];

export const history: JobHistoryEntry[] = [
  {
    // An edit past draft names the fields it changed (decision 0065).
    from_status: 'rejected',
    to_status: 'rejected',
    action: 'edit',
    reason: null,
    fields: ['title', 'screening_questions'],
    changed_by: { id: 3, name: 'Eli Employer', impersonator: null },
    created_at: '2026-11-23T10:00:00.000Z',
  },
  {
    from_status: 'on_hold',
    to_status: 'rejected',
    action: 'reject',
    reason: 'Salary missing',
    fields: [],
    // Made through an impersonation (decision 0063): shown "Olivia Owner as Sam Admin".
    changed_by: { id: 2, name: 'Sam Admin', impersonator: { id: 1, name: 'Olivia Owner' } },
    created_at: '2026-11-22T10:00:00.000Z',
  },
  {
    from_status: null,
    to_status: 'draft',
    action: 'create',
    reason: null,
    fields: [],
    changed_by: { id: 2, name: 'Sam Admin', impersonator: null },
    created_at: '2026-11-20T10:00:00.000Z',
  },
];

/** A job in another status than draft (same fields). */
export const jobIn = (status: JobDetail['status'], uuid = DRAFT_UUID): JobDetail => ({ ...draftJob, uuid, status });

/**
 * The lifecycle routes of decision 0038 for `fakeJobsApi`'s answers: products, the employer's
 * balance, a job's detail and history, publish (a 409 without credits when `balance` is 0), the
 * moves (one and bulk) and clone.
 */
export function lifecycleAnswers({ job = draftJob, balance = 3, onHold = [] as JobDetail[] } = {}) {
  return (call: Call): Response | undefined => {
    const at = `/v1/jobs/${job.uuid}`;
    if (call.path === '/v1/credit/credit-actions') return jsonResponse(200, { data: products });
    if (call.path === '/v1/credit/balance') {
      const data = { employer: { id: 7, name: 'Acme Bakery' }, balance, currency: 'USD', unit_price_minor: 500 };
      return jsonResponse(200, { data });
    }
    if (call.path === '/v1/jobs/on-hold') return jsonResponse(200, page(onHold));
    if (call.path === `${at}/detail`) return jsonResponse(200, { data: job });
    if (call.path.endsWith('/history')) return jsonResponse(200, { data: history });
    if (call.path === at && call.method === 'PATCH') {
      return jsonResponse(200, { data: { ...job, ...(call.body as object) } });
    }
    if (call.path === `${at}/publish`) {
      if (balance === 0) return jsonResponse(409, { message: MESSAGES.notEnoughCredits });
      return jsonResponse(200, { data: { status: 'live', checkout_url: null, balance: balance - 1 } });
    }
    if (call.path === `${at}/resubmit`) return jsonResponse(200, { data: { ...job, status: 'on_hold' } });
    if (call.path === `${at}/clone`) return jsonResponse(201, { data: { ...job, uuid: CLONE_UUID, status: 'draft' } });
    if (
      call.method === 'POST' &&
      /^\/v1\/jobs\/(bulk\/)?[^/]*\/?(expire|unlist|relist|approve|reject)$/.test(call.path)
    ) {
      return jsonResponse(200, { data: { updated: (call.body as { ids?: string[] } | null)?.ids?.length ?? 1 } });
    }
    return undefined;
  };
}
