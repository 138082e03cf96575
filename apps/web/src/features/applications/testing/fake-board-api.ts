import type { Application } from '@portal/contract';
import { pageOf } from '../../../testing/fake-page';
import { jsonResponse } from '../../../testing/render';
import { applicationRow, fakeApplicationsApi, JOB_UUID, ROWS } from './fake-applications-api';

/**
 * The pipeline board's API: one job's applications answered per column — "No stage"
 * (`filter[staged]=false`) holds the four unstaged fixtures, a knocked-out one and `extra` more;
 * "Phone screen" holds Ada. A stage move is kept (the next read shows the card in its new column)
 * unless `refuse` answers it with a 409. Any other job has none, as another site's job would.
 */
export function fakeBoardApi({ extra = 0, refuse }: { extra?: number; refuse?: string } = {}) {
  const rows: Application[] = [
    ...ROWS,
    applicationRow(6, 'unsuccessful', 'Fay Fail'),
    ...Array.from({ length: extra }, (_, i) => applicationRow(10 + i, 'applied', `Extra ${String(i + 1)}`)),
  ].map((row) => ({ ...row }));
  return fakeApplicationsApi([
    (call) => {
      const moved = call.method === 'POST' ? /^\/v1\/applications\/([^/]+)\/stage$/.exec(call.path) : null;
      if (moved) {
        if (refuse !== undefined) return jsonResponse(409, { message: refuse });
        const row = rows.find((candidate) => candidate.uuid === moved[1]);
        if (row) row.stage = (call.body as { stage: string | null }).stage;
        return jsonResponse(200, { data: { updated: 1 } });
      }
      if (call.path !== '/v1/applications') return undefined;
      const ofJob = call.search.get('filter[job]') === JOB_UUID;
      const stage = call.search.get('filter[staged]') === 'false' ? null : call.search.get('filter[stage]');
      return jsonResponse(200, pageOf(ofJob ? rows.filter((row) => row.stage === stage) : [], call.search));
    },
  ]);
}
