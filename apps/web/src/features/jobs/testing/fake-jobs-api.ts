import { JOB_STATUSES_RESPONSE, JobDetailSchema, MESSAGES, type JobDetail } from '@portal/contract';
import { vi } from 'vitest';
import { jsonResponse, requestJson, requestUrl } from '../../../testing/render';
import { page } from '../../../testing/fake-page';

export { page };

export const DRAFT_UUID = '0b6f3b3e-2f1a-4c55-9d7e-1a2b3c4d5e6f';

/** Every field of the detail as none: a fixture names what it holds, a field added later reads null (decision 0074). */
const noneOf = Object.fromEntries(Object.keys(JobDetailSchema.shape).map((field) => [field, null])) as {
  [Field in keyof JobDetail]: null;
};

/** A draft of Acme Bakery (employer 7) with every *Basic details* field filled. */
export const draftJob: JobDetail = {
  ...noneOf,
  uuid: DRAFT_UUID,
  title: 'Pastry chef',
  reference: 'PC-12',
  status: 'draft',
  employer: { id: 7, name: 'Acme Bakery' },
  work_type: 'full_time',
  classification: 'hospitality',
  pay_type: 'salary',
  pay_range: '$60k–70k',
  salary_min: 60000,
  salary_max: 70000,
  currency: 'USD',
  key_contact: { id: 41, name: 'Bea Baker' },
  product: null,
  advert_start_date: '2026-12-01',
  advert_end_date: '2026-12-31',
  applications_count: 3,
  description: null,
  key_selling_points: null,
  links: [],
  banner: null,
  consultants: [],
  tags: [],
  apply_on: null,
  application_url: null,
  application_emails: [],
  screening_questions: [],
  questions_position: 'below',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  created_by: { id: 2, name: 'Sam Admin' },
  updated_by: null,
};

const option = (id: number, value: string, label: string) => ({ id, value, label, retired: false });
const FIELD_OPTIONS = {
  work_type: [option(1, 'full_time', 'Full time'), option(2, 'part_time', 'Part time')],
  pay_type: [option(3, 'salary', 'Salary'), option(4, 'hourly', 'Hourly')],
  currency: [option(5, 'USD', 'US dollar')],
  classification: [option(6, 'hospitality', 'Hospitality'), option(7, 'retail', 'Retail')],
};

const at = '2026-01-01T00:00:00.000Z';
const consultant = (id: number, name: string, job_title: string) => ({
  id,
  name,
  job_title,
  email: `${name.split(' ')[0]?.toLowerCase() ?? 'c'}@acme.test`,
  phone: null,
  photo: null,
  bio: null,
  active: true,
  user: null,
  created_at: at,
  updated_at: at,
});
/** The site's active consultants (`GET /v1/consultants?filter[active]=true`). */
export const CONSULTANTS = [consultant(51, 'Cara Consultant', 'Recruiter'), consultant(52, 'Dan Desk', 'Lead')];
/** The site's tags (`GET /v1/site/tags`). */
export const TAGS = [
  { id: 61, name: 'Urgent', color: '#d32f2f', created_at: at, updated_at: at },
  { id: 62, name: 'Seasonal', color: '#1976d2', created_at: at, updated_at: at },
];

/** A draft with every field of the three middle steps filled, as the detail answers it. */
export const filledDraft: JobDetail = {
  ...draftJob,
  description: '<p>Bake <strong>croissants</strong> at dawn.</p>',
  key_selling_points: '<ul><li>Free bread</li></ul>',
  links: [{ label: 'Our bakery', url: 'https://acme.test/bakery' }],
  banner: { id: '5d7c8e9f-0a1b-4c2d-8e3f-405162738495', url: 'https://files.acme.test/banner.png', name: 'banner.png' },
  consultants: [{ id: 51, name: 'Cara Consultant', job_title: 'Recruiter', photo_url: null, active: true }],
  tags: [{ id: 61, name: 'Urgent', color: '#d32f2f' }],
  apply_on: 'site',
  application_url: null,
  application_emails: ['jobs@acme.test'],
  screening_questions: [
    { kind: 'yes_no', text: 'Can you start at 4 am?', choices: [], knockout_answer: 'no' },
    { kind: 'single_choice', text: 'Which oven?', choices: ['Deck', 'Convection'], knockout_answer: null },
  ],
  questions_position: 'above',
};

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

type Answer = (call: Call) => Response | undefined;

/**
 * The API a jobs page talks to, answered from fixtures: statuses, the site's option lists, its
 * employers and their users, and `jobs` (a route answers the first of `answers` that answers).
 */
export function fakeJobsApi(answers: Answer[] = []) {
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
    for (const answer of answers) {
      const response = answer(call);
      if (response) return Promise.resolve(response);
    }
    // No candidate has left feedback on a job unless a test says otherwise.
    if (/^\/v1\/site\/job-feedbacks\/[^/]+\/average-rating$/.test(call.path)) {
      return Promise.resolve(jsonResponse(200, { data: { average: null, count: 0, recommend_count: 0 } }));
    }
    if (/^\/v1\/site\/job-feedbacks\/[^/]+$/.test(call.path)) return Promise.resolve(jsonResponse(200, page([])));
    if (call.path === '/v1/consultants') return Promise.resolve(jsonResponse(200, page(CONSULTANTS)));
    if (call.path === '/v1/site/tags') return Promise.resolve(jsonResponse(200, page(TAGS)));
    if (call.path === '/v1/job-statuses') return Promise.resolve(jsonResponse(200, JOB_STATUSES_RESPONSE));
    if (call.path === '/v1/site/field-options') return Promise.resolve(jsonResponse(200, { data: FIELD_OPTIONS }));
    if (call.path === '/v1/employers') {
      const rows = [
        { id: 7, business_name: 'Acme Bakery' },
        { id: 8, business_name: 'Acme Builders' },
      ];
      return Promise.resolve(jsonResponse(200, employersPage(rows)));
    }
    if (/^\/v1\/employers\/\d+\/users$/.test(call.path)) {
      const user = {
        id: 41,
        name: 'Bea Baker',
        email: 'bea@acme.test',
        role: 'employer-admin',
        invited: false,
        last_admin: true,
      };
      return Promise.resolve(jsonResponse(200, page([{ ...user, created_at: '2026-01-01T00:00:00.000Z' }])));
    }
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
  return { fetchMock, calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

function employersPage(rows: { id: number; business_name: string }[]) {
  return page(
    rows.map((row) => ({
      ...row,
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
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    })),
  );
}
