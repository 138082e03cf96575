import { MESSAGES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { ConsultantCreateRoute } from '../routes/consultant-create';
import { isolate, isolateLtr } from '../../../lib/bidi';

const consultant = {
  id: 7,
  name: 'Nora Nguyen',
  email: 'nora@example.test',
  phone: null,
  job_title: null,
  photo: null,
  bio: null,
  active: true,
  user: null,
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-01-02T10:00:00.000Z',
};

function mockApi(create: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/v1/consultants/users') {
      return Promise.resolve(
        jsonResponse(200, { data: [{ id: 3, name: 'Rita Recruiter', email: 'recruiter@acme.test' }] }),
      );
    }
    if (path === '/portal/v1/consultants' && init?.method === 'POST') return Promise.resolve(create());
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

/** The error text under a field (its aria-describedby). */
function errorOf(field: HTMLElement): string | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

function renderForm() {
  return renderWithProviders(<ConsultantCreateRoute />, {
    path: '/:account/:site/consultants/create',
    initialEntry: '/acme/careers/consultants/create',
  });
}

describe('consultant form', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('shows the spec messages for bad input and does not call the API', async () => {
    const fetchMock = mockApi(() => jsonResponse(201, { data: consultant }));
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'nobody@');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => {
      expect(name.getAttribute('aria-invalid')).toBe('true');
    });
    expect(errorOf(name)).toBe(MESSAGES.required);
    expect(errorOf(screen.getByLabelText(/^Email/))).toBe(MESSAGES.invalid);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the form and puts the server’s 422 errors under their fields', async () => {
    const fetchMock = mockApi(() =>
      jsonResponse(422, {
        message: MESSAGES.givenDataInvalid,
        errors: { email: [MESSAGES.taken], user_id: [MESSAGES.invalid] },
      }),
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Nora Nguyen');
    await user.type(screen.getByLabelText(/^Email/), 'Nora@Example.test');
    // The name and the address are isolated (decision 0028): in Arabic the brackets stay around the address.
    await screen.findByRole('option', { name: `${isolate('Rita Recruiter')} (${isolateLtr('recruiter@acme.test')})` });
    await user.selectOptions(screen.getByLabelText('Portal user'), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => {
      expect(errorOf(email)).toBe(MESSAGES.taken);
    });
    expect(errorOf(screen.getByLabelText('Portal user'))).toContain(MESSAGES.invalid);
    expect(screen.queryByRole('alert')).toBeNull();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(requestJson(post?.[1])).toEqual({
      name: 'Nora Nguyen',
      email: 'nora@example.test',
      phone: null,
      job_title: null,
      photo: null,
      bio: null,
      user_id: 3,
    });
  });
});
