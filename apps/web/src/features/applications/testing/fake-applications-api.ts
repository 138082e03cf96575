import { APPLICATION_STATUSES_RESPONSE, MESSAGES, type Application, type ApplicationStatus } from '@portal/contract';
import { vi } from 'vitest';
import type { ApplicationOverview } from '../../../api/applications/application-resource';
import { jsonResponse, requestJson, requestUrl } from '../../../testing/render';
import { page } from '../../../testing/fake-page';

export { page };

export const JOB_UUID = '1c7f3b3e-2f1a-4c55-9d7e-1a2b3c4d5e6f';
const at = '2026-11-20T10:00:00.000Z';

/** An application of the site, its uuid ending in `n`. */
export const applicationRow = (n: number, status: ApplicationStatus, name: string): Application => ({
  uuid: `0b6f3b3e-2f1a-4c55-9d7e-1a2b3c4d5e${String(n).padStart(2, '0')}`,
  status,
  stage: n === 1 ? 'phone' : null,
  knocked_out: status === 'unsuccessful',
  seeker: { uuid: `9a6f3b3e-2f1a-4c55-9d7e-1a2b3c4d5e${String(n).padStart(2, '0')}`, name, email: `c${n}@mail.test` },
  job: { uuid: JOB_UUID, title: 'Pastry chef', reference: 'PC-12' },
  employer: { id: 7, name: 'Acme Bakery' },
  applied_at: at,
  updated_at: at,
});

/** Three applied, one in screening, one withdrawn. */
export const ROWS = [
  applicationRow(1, 'applied', 'Ada Applicant'),
  applicationRow(2, 'applied', 'Ben Baker'),
  applicationRow(3, 'applied', 'Cy Cook'),
  applicationRow(4, 'screening', 'Di Dough'),
  applicationRow(5, 'withdrawn', 'Ed Exit'),
];

export const overview = (row: Application = ROWS[0] as Application): ApplicationOverview => ({
  ...row,
  seeker: { ...row.seeker, phone: '+1 555 0121' },
  answers: [
    { question: 'Can you start at 4 am?', kind: 'yes_no', answer: 'no', knocked_out: true },
    { question: 'Which oven?', kind: 'single_choice', answer: 'Deck', knocked_out: false },
  ],
  cover_note: 'I love bread.',
  consented_at: at,
  tags: [{ id: 61, name: 'Urgent', color: '#d32f2f' }],
});

const option = (id: number, value: string, label: string, retired = false) => ({ id, value, label, retired });
/** The site's stages (`GET /v1/site/application-stages`): one retired. */
export const STAGES = [
  option(1, 'phone', 'Phone screen'),
  option(2, 'onsite', 'On-site interview'),
  option(3, 'old', 'Old stage', true),
];

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}
type Answer = (call: Call) => Response | undefined;

/** Who a move would mail (decision 0068): someone in every group. */
export const RECIPIENTS = {
  admins: [{ name: 'Sam Admin', email: 'admin@acme.test' }],
  consultants: [{ name: 'Cleo Consultant', email: 'cleo@acme.test' }],
  candidate: [{ name: 'Casey Jones', email: 'casey@example.test' }],
};

/**
 * The API an applications page talks to, answered from fixtures: the list, statuses, stages, the
 * filters' jobs, employers and tags, and the first application's tabs (a route answers the first
 * of `answers` that answers; anything else is a 404, as another site's application would be).
 */
export function fakeApplicationsApi(answers: Answer[] = []) {
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
    const reply = (body: unknown) => Promise.resolve(jsonResponse(200, body));
    for (const answer of answers) {
      const response = answer(call);
      if (response) return Promise.resolve(response);
    }
    const first = ROWS[0]?.uuid ?? '';
    if (call.method === 'POST' && /^\/v1\/applications\/[^/]+\/(status|stage|tags)$/.test(call.path)) {
      const ids = (call.body as { ids?: unknown[] } | undefined)?.ids;
      return reply({ data: { updated: ids?.length ?? 1 } });
    }
    switch (call.path) {
      case '/v1/applications/bulk/recipients':
        return reply({ data: RECIPIENTS });
      case '/v1/applications':
        return reply(page(ROWS));
      case '/v1/application-statuses':
        return reply(APPLICATION_STATUSES_RESPONSE);
      case '/v1/site/application-stages':
        return reply({ data: STAGES });
      case '/v1/jobs':
        return reply(
          page([
            {
              uuid: JOB_UUID,
              title: 'Pastry chef',
              reference: 'PC-12',
              status: 'live',
              employer: { id: 7, name: 'Acme Bakery' },
              work_type: null,
              classification: null,
              advert_start_date: null,
              advert_end_date: null,
              applications_count: 5,
              created_at: at,
              updated_at: at,
            },
          ]),
        );
      case '/v1/employers':
        return reply(page([employer(7, 'Acme Bakery'), employer(8, 'Acme Builders')]));
      case '/v1/site/tags':
        return reply(page([{ id: 61, name: 'Urgent', color: '#d32f2f', created_at: at, updated_at: at }]));
      case `/v1/applications/${first}/overview`:
        return reply({ data: overview() });
      case `/v1/applications/${first}/seeker-application-feedback`:
        return reply({ data: [] });
      default:
        return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
    }
  });
  // Asking who a move would mail is a read, though a POST (it carries the selection's ids).
  const isWrite = (call: Call) => call.method !== 'GET' && call.path !== '/v1/applications/bulk/recipients';
  return { fetchMock, calls, writes: () => calls.filter(isWrite) };
}

function employer(id: number, business_name: string) {
  return {
    id,
    business_name,
    type: 'business',
    status: 'active',
    business_website: null,
    business_size: null,
    registration_number: null,
    industry: null,
    contact_name: 'Pat',
    contact_email: null,
    address: null,
    phone: null,
    live_jobs_count: 0,
    created_at: at,
    updated_at: at,
  };
}
