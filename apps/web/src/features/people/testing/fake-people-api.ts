import { vi } from 'vitest';
import type { AccountSite, AccountUser, Role } from '@portal/contract';
import { jsonResponse, requestUrl } from '../../../testing/render';
import { ACCOUNT_ADMIN } from './people-session';

export const ROLES: Role[] = [
  { key: 'account-owner', name: 'Account owner', scope_type: 'account', permissions: ['all'] },
  { key: 'account-admin', name: 'Account admin', scope_type: 'account', permissions: ACCOUNT_ADMIN },
  { key: 'site-admin', name: 'Site admin', scope_type: 'site', permissions: ['jobs.all', 'settings.update'] },
  { key: 'recruiter', name: 'Recruiter', scope_type: 'site', permissions: ['jobs.all', 'seekers.read'] },
];

export const USERS: AccountUser[] = [
  {
    id: 1,
    name: 'Max Manager',
    email: 'manager@acme.test',
    status: 'active',
    roles: [
      {
        membership_id: 11,
        scope_type: 'account',
        scope_id: 1,
        scope_name: 'acme',
        site_id: null,
        role: 'account-admin',
        last_admin: false,
      },
    ],
    created_at: '2026-01-02T10:00:00.000Z',
  },
  {
    id: 2,
    name: 'Rita Recruiter',
    email: 'recruiter@acme.test',
    status: 'active',
    roles: [
      {
        membership_id: 12,
        scope_type: 'site',
        scope_id: 3,
        scope_name: 'careers',
        site_id: 3,
        role: 'recruiter',
        last_admin: false,
      },
    ],
    created_at: '2026-01-03T10:00:00.000Z',
  },
];

export const SITES: AccountSite[] = [
  {
    id: 3,
    name: 'careers',
    title: 'Acme Careers',
    domains: ['careers.acme.test'],
    employers: 4,
    live_jobs: 9,
    users: 5,
  },
];

const page = <T>(data: T[]) => ({ data, meta: { current_page: 1, per_page: 25, total: data.length, last_page: 1 } });

/** Answers the account routes from the data above; every call is in the returned spy. */
export function fakePeopleApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname.replace('/portal', '');
    const method = init?.method ?? 'GET';
    const user = USERS.find((candidate) => path.startsWith(`/v1/accounts/users/${String(candidate.id)}`));
    if (path === '/v1/accounts/roles') return Promise.resolve(jsonResponse(200, { data: ROLES }));
    if (path === '/v1/accounts/sites') return Promise.resolve(jsonResponse(200, { data: SITES }));
    if (path === '/v1/accounts/users' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { email: string; role: string };
      const invitation = { id: 9, email: body.email, role: body.role, name: 'new', status: 'pending' };
      Object.assign(invitation, { expires_at: '2026-02-01T00:00:00.000Z' });
      return Promise.resolve(jsonResponse(202, { data: { ...invitation, created_at: '2026-01-04T00:00:00.000Z' } }));
    }
    if (path === '/v1/accounts/users') return Promise.resolve(jsonResponse(200, page(USERS)));
    if (user && method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
    if (user && path.endsWith('/disable')) {
      return Promise.resolve(jsonResponse(200, { data: { ...user, status: 'disabled' } }));
    }
    if (user) return Promise.resolve(jsonResponse(200, { data: user }));
    return Promise.resolve(jsonResponse(404, { message: 'Not found.' }));
  });
}

/** The calls made with this method to paths ending so, with their JSON bodies. */
export function callsTo(spy: ReturnType<typeof fakePeopleApi>, method: string, pathEnd: string) {
  return spy.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && requestUrl(input).split('?')[0]?.endsWith(pathEnd))
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : null));
}
