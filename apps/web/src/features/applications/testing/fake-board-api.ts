import type { Application } from '@portal/contract';
import { jsonResponse } from '../../../testing/render';
import { applicationRow, fakeApplicationsApi, JOB_UUID, ROWS, type Call } from './fake-applications-api';

/** A column's page as the API pages it (`per_page` 50), `total` the column's whole count. */
const pageOf = (rows: Application[], call: Call) => {
  const per = Number(call.search.get('per_page') ?? 25);
  const current = Number(call.search.get('page') ?? 1);
  return {
    data: rows.slice((current - 1) * per, current * per),
    meta: {
      current_page: current,
      per_page: per,
      total: rows.length,
      last_page: Math.max(1, Math.ceil(rows.length / per)),
    },
  };
};

/**
 * The pipeline board's API: one job's applications answered per column — "No stage"
 * (`filter[staged]=false`) holds the four unstaged fixtures and a knocked-out one (plus `extra` more), "Phone screen"
 * Ada; any other job has none, as another site's job would.
 */
export function fakeBoardApi({ extra = 0, refuse }: { extra?: number; refuse?: string } = {}) {
  const unstaged = [
    ...ROWS.filter((row) => row.stage === null),
    applicationRow(6, 'unsuccessful', 'Fay Fail'),
    ...Array.from({ length: extra }, (_, i) => applicationRow(10 + i, 'applied', `Extra ${String(i + 1)}`)),
  ];
  return fakeApplicationsApi([
    (call) => {
      if (call.method === 'POST' && refuse !== undefined && call.path.endsWith('/stage')) {
        return jsonResponse(409, { message: refuse });
      }
      if (call.path !== '/v1/applications') return undefined;
      const ofJob = call.search.get('filter[job]') === JOB_UUID;
      const stage = call.search.get('filter[stage]');
      const rows = !ofJob
        ? []
        : call.search.get('filter[staged]') === 'false'
          ? unstaged
          : ROWS.filter((row) => stage === null || row.stage === stage);
      return jsonResponse(200, pageOf(rows, call));
    },
  ]);
}
