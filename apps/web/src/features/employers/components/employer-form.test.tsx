import { MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { EmployerCreateRoute } from '../routes/employer-create';

const employer = {
  id: 42,
  type: 'business',
  business_name: 'Acme Bakery',
  business_website: null,
  business_size: null,
  registration_number: null,
  industry: 'technology',
  contact_name: null,
  contact_email: null,
  address: null,
  phone: null,
  status: 'active',
  live_jobs_count: 0,
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-01-02T10:00:00.000Z',
};

function mockApi(create: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/v1/employer-types') {
      return Promise.resolve(
        jsonResponse(200, {
          data: [
            { value: 'business', label: 'Business' },
            { value: 'household', label: 'Household' },
          ],
        }),
      );
    }
    if (path === '/portal/v1/site/field-options') {
      return Promise.resolve(
        jsonResponse(200, {
          data: {
            industry: [
              { id: 1, value: 'technology', label: 'Technology', retired: false },
              { id: 2, value: 'mining', label: 'Mining', retired: true },
              { id: 3, value: 'retail', label: 'Retail', retired: false },
            ],
            business_size: [{ id: 4, value: '1-10', label: '1–10', retired: false }],
          },
        }),
      );
    }
    if (path === '/portal/v1/employers' && init?.method === 'POST') return Promise.resolve(create());
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

/** The error text under a field (its aria-describedby). */
function errorOf(field: HTMLElement): string | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

function renderForm() {
  return renderWithProviders(<EmployerCreateRoute />, {
    path: '/:account/:site/employers/create',
    initialEntry: '/acme/careers/employers/create',
  });
}

describe('employer form', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('shows the spec messages for bad input and does not call the API', async () => {
    const fetchMock = mockApi(() => jsonResponse(201, { data: employer }));
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Business website/), 'not a website');
    await user.type(screen.getByLabelText(/^Contact email/), 'nobody@');
    await user.type(screen.getByLabelText(/^Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText(/^Business name/);
    await waitFor(() => {
      expect(name.getAttribute('aria-invalid')).toBe('true');
    });
    expect(errorOf(name)).toBe(MESSAGES.required);
    expect(errorOf(screen.getByLabelText(/^Business website/))).toBe(MESSAGES.invalid);
    expect(errorOf(screen.getByLabelText(/^Contact email/))).toBe(MESSAGES.invalid);
    expect(errorOf(screen.getByLabelText(/^Phone/))).toBe(MESSAGES.invalid);
    expect(document.activeElement).toBe(name);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('puts the server’s 422 errors under their fields', async () => {
    const fetchMock = mockApi(() =>
      jsonResponse(422, {
        message: MESSAGES.givenDataInvalid,
        errors: { business_name: [MESSAGES.tooLong], industry: [MESSAGES.invalid] },
      }),
    );
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Household'));
    await user.type(screen.getByLabelText(/^Business name/), 'Acme Bakery');
    const industry = await screen.findByRole('option', { name: 'Technology' });
    await user.selectOptions(screen.getByLabelText('Industry'), industry);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText(/^Business name/);
    await waitFor(() => {
      expect(errorOf(name)).toBe(MESSAGES.tooLong);
    });
    expect(errorOf(screen.getByLabelText('Industry'))).toBe(MESSAGES.invalid);
    expect(screen.queryByRole('alert')).toBeNull();

    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(requestJson(post?.[1])).toEqual({
      type: 'household',
      business_name: 'Acme Bakery',
      business_website: null,
      business_size: null,
      registration_number: null,
      industry: 'technology',
      contact_name: null,
      contact_email: null,
      address: null,
      phone: null,
    });
  });

  it('offers no retired option for a new employer', async () => {
    mockApi(() => jsonResponse(201, { data: employer }));
    renderForm();
    await screen.findByRole('option', { name: 'Technology' });
    const offered = within(screen.getByLabelText('Industry'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Not specified', 'Technology', 'Retail']);
  });

  it('creates the employer, says so and opens its page', async () => {
    mockApi(() => jsonResponse(201, { data: employer }));
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Business name/), 'Acme Bakery');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(noticeStore.get()).toMatchObject([{ type: 'success', message: 'Employer created.' }]);
  });

  it('shows a non-field error in an alert', async () => {
    mockApi(() => jsonResponse(403, { message: MESSAGES.unauthorized }));
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Business name/), 'Acme Bakery');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.unauthorized)).toBeTruthy();
  });
});
