import { MESSAGES, type FlaggedJob } from '@portal/contract';
import { vi } from 'vitest';
import { page } from '../../../testing/fake-page';
import { jsonResponse, requestJson, requestUrl } from '../../../testing/render';

export const FLAGGED_UUID = '0b6f3b3e-2f1a-4c55-9d7e-1a2b3c4d5e6f';
export const SECOND_UUID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
/** A job of another site (or whose reports were dismissed meanwhile): its routes answer 404. */
export const FOREIGN_UUID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

export const flagged: FlaggedJob = {
  uuid: FLAGGED_UUID,
  title: 'Pastry chef',
  reference: 'PC-12',
  job_status: 'live',
  employer: { id: 7, name: 'Acme Bakery' },
  reason: 'misleading',
  comments: 'The salary is not what the advert says.',
  reported_at: '2026-11-24T09:00:00.000Z',
  reports_count: 2,
};
export const second: FlaggedJob = {
  ...flagged,
  uuid: SECOND_UUID,
  title: 'Barista',
  reason: 'spam',
  comments: null,
  reports_count: 1,
};

const reports = [
  {
    uuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    reason: 'misleading',
    comments: 'The salary is not what the advert says.',
    reported_at: '2026-11-24T09:00:00.000Z',
  },
  {
    uuid: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
    reason: 'offensive',
    comments: null,
    reported_at: '2026-11-23T09:00:00.000Z',
  },
];

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/** The flagged-jobs routes (list, detail, dismiss one and bulk) and the jobs' unlist and expire. */
export function fakeFlaggedJobsApi(rows: FlaggedJob[] = [flagged, second]) {
  const calls: Call[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(requestUrl(input), 'http://portal.test');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/portal/, ''),
      search: url.searchParams,
      body: requestJson(init),
    };
    calls.push(call);
    return Promise.resolve(answer(call, rows));
  });
  return { fetchMock, calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

function answer(call: Call, rows: FlaggedJob[]): Response {
  const updated = (count: number) => jsonResponse(200, { data: { updated: count } });
  if (call.path === '/v1/site/flagged-jobs') {
    return jsonResponse(200, page(rows));
  }
  if (call.path === '/v1/site/flagged-jobs/bulk/dismiss') return updated((call.body as { ids: string[] }).ids.length);
  const match = /^\/v1\/(site\/flagged-jobs|jobs)\/([^/]+)(?:\/(\w+))?$/.exec(call.path);
  const row = rows.find((candidate) => candidate.uuid === match?.[2] && candidate.uuid !== FOREIGN_UUID);
  if (!match || !row) return jsonResponse(404, { message: MESSAGES.notFound });
  const [, base, , action] = match;
  if (base === 'site/flagged-jobs' && action === undefined) return jsonResponse(200, { data: { ...row, reports } });
  if (call.method === 'POST' && (action === 'dismiss' || action === 'unlist' || action === 'expire')) return updated(1);
  return jsonResponse(404, { message: MESSAGES.notFound });
}
