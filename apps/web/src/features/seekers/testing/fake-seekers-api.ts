import { MESSAGES, type Application, type SeekerDetail } from '@portal/contract';
import { vi } from 'vitest';
import { jsonResponse, requestJson, requestUrl } from '../../../testing/render';
import { page } from '../../../testing/fake-page';

export { page };

export const SEEKER_UUID = '3f2a9c1b-5d6e-4f70-8a9b-0c1d2e3f4a5b';
export const OTHER_UUID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
/** A seeker of another site: the API answers 404, as for one that does not exist. */
export const FOREIGN_UUID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

export const seeker: SeekerDetail = {
  uuid: SEEKER_UUID,
  profile_id: '3F2A9C1B',
  name: 'Nadia Haddad',
  email: 'nadia@example.test',
  phone: '+1 555 0121',
  status: 'active',
  visa_type: 'citizen',
  desired_work_type: 'full_time',
  applications_count: 2,
  last_activity_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-10-01T10:00:00.000Z',
  tags: [{ id: 61, name: 'Urgent', color: '#d32f2f' }],
  resume: null,
  documents: [],
};
export const otherSeeker: SeekerDetail = {
  ...seeker,
  uuid: OTHER_UUID,
  profile_id: '7A8B9C0D',
  name: 'Omar Farouk',
  email: 'omar@example.test',
  status: 'pending',
  tags: [],
};

/** The seeker with a PDF resume. */
export const withResume: SeekerDetail = {
  ...seeker,
  resume: { uuid: '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f', name: 'nadia-cv.pdf', type: 'application/pdf', size: 52_000 },
};

export const application: Application = {
  uuid: '4b5c6d7e-8f90-4a1b-9c2d-3e4f5a6b7c8d',
  status: 'shortlisted',
  stage: 'Phone screen',
  knocked_out: false,
  seeker: { uuid: SEEKER_UUID, name: seeker.name, email: seeker.email },
  job: { uuid: '0b6f3b3e-2f1a-4c55-9d7e-1a2b3c4d5e6f', title: 'Pastry chef', reference: 'PC-12' },
  employer: { id: 7, name: 'Acme Bakery' },
  applied_at: '2026-11-18T10:00:00.000Z',
  updated_at: '2026-11-19T10:00:00.000Z',
};

const option = (id: number, value: string, label: string) => ({ id, value, label, retired: false });
const FIELD_OPTIONS = {
  visa_type: [option(1, 'citizen', 'Citizen'), option(2, 'work_visa', 'Work visa')],
  desired_work_type: [option(3, 'full_time', 'Full time'), option(4, 'part_time', 'Part time')],
};
const at = '2026-01-01T00:00:00.000Z';
const TAGS = [
  { id: 61, name: 'Urgent', color: '#d32f2f', created_at: at, updated_at: at },
  { id: 62, name: 'Seasonal', color: '#1976d2', created_at: at, updated_at: at },
];

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/**
 * The API the seekers pages talk to, answered from fixtures: the list, a seeker (another site's is a
 * 404), its tabs, its moves (one and bulk), the edit of its visa and work type, tags, reset
 * password, the data export and erasure, the option lists and the tags.
 */
export function fakeSeekersApi({
  seekers = [seeker, otherSeeker],
  applications = [application],
  /** The 422 field errors an edit of the visa or work type answers (an option retired meanwhile). */
  refuseEdit = undefined as Record<string, string[]> | undefined,
} = {}) {
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
    return Promise.resolve(answer(call, seekers, applications, refuseEdit));
  });
  return { fetchMock, calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

function answer(
  call: Call,
  seekers: SeekerDetail[],
  applications: Application[],
  refuseEdit?: Record<string, string[]>,
): Response {
  const notFound = jsonResponse(404, { message: MESSAGES.notFound });
  if (call.path === '/v1/site/field-options') return jsonResponse(200, { data: FIELD_OPTIONS });
  if (call.path === '/v1/site/tags') return jsonResponse(200, page(TAGS));
  if (call.path === '/v1/site/application-stages') {
    return jsonResponse(200, { data: [{ id: 1, value: 'phone-screen', label: 'Phone screen', retired: false }] });
  }
  if (/^\/v1\/files\/[^/]+\/content$/.test(call.path)) {
    return new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
  }
  if (call.path === '/v1/seekers') return jsonResponse(200, page(seekers));
  if (call.method === 'POST' && /^\/v1\/seekers\/bulk\/(enable|disable)$/.test(call.path)) {
    return jsonResponse(200, { data: { updated: (call.body as { ids: string[] }).ids.length } });
  }
  const match = /^\/v1\/seekers\/([^/]+)(?:\/(.+))?$/.exec(call.path);
  const found = seekers.find((row) => row.uuid === match?.[1]);
  if (!match || !found) return notFound;
  const [, , rest] = match;
  if (rest === undefined && call.method === 'GET') return jsonResponse(200, { data: found });
  if (rest === undefined && call.method === 'DELETE') return jsonResponse(204, null);
  if (rest === undefined && call.method === 'PATCH') {
    if (refuseEdit) return jsonResponse(422, { message: MESSAGES.givenDataInvalid, errors: refuseEdit });
    const { tags: _tags, resume: _resume, documents: _documents, ...row } = found;
    return jsonResponse(200, { data: { ...row, ...(call.body as object) } });
  }
  if (rest === 'activity') {
    // As the API sends them (decision 0047): what happened as data, newest first.
    const by = { id: 7, name: 'Ana Admin' };
    const data = [
      {
        kind: 'visa_type_changed',
        summary: 'visa_type_changed: citizen → work_visa',
        from: 'citizen',
        to: 'work_visa',
        at: '2026-11-21T10:00:00.000Z',
        by,
      },
      { kind: 'enable', summary: 'enable', at: '2026-11-20T10:00:00.000Z', by },
      {
        kind: 'status_changed',
        summary: 'x',
        job: 'Pastry chef',
        from: 'applied',
        to: 'shortlisted',
        at: '2026-11-19T10:00:00.000Z',
        by,
      },
      {
        kind: 'stage_changed',
        summary: 'x',
        job: 'Pastry chef',
        from: null,
        to: 'phone-screen',
        at: '2026-11-19T09:00:00.000Z',
        by,
      },
      { kind: 'applied', summary: 'Pastry chef', job: 'Pastry chef', at: '2026-11-18T10:00:00.000Z', by: null },
      { kind: 'merged', summary: 'merged into another profile', at: '2026-11-17T10:00:00.000Z', by },
    ];
    return jsonResponse(200, { data });
  }
  if (rest === 'job-applications') return jsonResponse(200, page(applications));
  if (rest === 'tags' && call.method === 'PUT') return jsonResponse(200, { data: [] });
  if (rest === 'reset-password') return jsonResponse(200, { message: 'Sent.' });
  if (rest === 'data-export') {
    return new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="candidate-${found.profile_id}.zip"`,
      },
    });
  }
  if (rest === 'erase' && call.method === 'POST') {
    return jsonResponse(200, { data: { uuid: found.uuid, erased_at: '2026-11-28T12:00:00.000Z' } });
  }
  if (call.method === 'POST' && (rest === 'enable' || rest === 'disable')) {
    return jsonResponse(200, { data: { updated: 1 } });
  }
  return notFound;
}
