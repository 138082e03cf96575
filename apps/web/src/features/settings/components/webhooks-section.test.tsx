import { MESSAGES, type WebhookDelivery, type WebhookEndpoint } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { SettingsRoute } from '../routes/settings';

const endpoint: WebhookEndpoint = {
  uuid: '5b0c8a7e-1c2b-4d3e-8f90-123456789abc',
  url: 'https://ats.example.com/hooks',
  description: 'Our ATS',
  events: ['application.created'],
  enabled: true,
  disabled_reason: null,
  failing_since: null,
  previous_secret_until: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};
const delivery: WebhookDelivery = {
  id: 41,
  message_id: 'msg_1',
  event: 'application.created',
  state: 'failed',
  attempts: 9,
  response_status: 500,
  response_excerpt: 'boom',
  latency_ms: 12,
  error: null,
  next_attempt_at: null,
  last_attempt_at: '2026-11-02T10:00:00.000Z',
  delivered_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
};
const SECRET = 'whsec_c2VjcmV0LXNob3duLW9uY2U=';

function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    const method = init?.method ?? 'GET';
    const base = '/portal/v1/site/webhooks';
    if (path === base && method === 'GET') return Promise.resolve(jsonResponse(200, { data: [endpoint] }));
    if (path === base && method === 'POST') {
      const body = requestJson(init) as object;
      return Promise.resolve(
        jsonResponse(201, { data: { ...endpoint, ...body, uuid: crypto.randomUUID(), secret: SECRET } }),
      );
    }
    if (path === `${base}/${endpoint.uuid}/deliveries`)
      return Promise.resolve(
        jsonResponse(200, { data: [delivery], meta: { current_page: 1, per_page: 25, total: 1, last_page: 1 } }),
      );
    if (path === `${base}/${endpoint.uuid}/deliveries/41/redeliver` && method === 'POST')
      return Promise.resolve(jsonResponse(200, { data: { ...delivery, id: 42, state: 'pending', attempts: 0 } }));
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

const renderTab = (entries: string[]) =>
  renderWithProviders(
    <WithPermissions entries={entries}>
      <SettingsRoute />
    </WithPermissions>,
    { path: '/:account/:site/settings', initialEntry: '/acme/careers/settings?tab=api' },
  );

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, suffix: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && requestUrl(input).endsWith(suffix),
  );

describe('Settings › API & webhooks › Webhooks', () => {
  it('adds an endpoint with its events and shows its secret once', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderTab(['settings.all']);
    await screen.findByText(endpoint.url);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    await user.type(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), 'https://crm.example.com/in');
    await user.click(within(dialog).getByRole('checkbox', { name: 'job.published' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SECRET)).toBeTruthy();
    const [post] = calls(fetchMock, 'POST', '/site/webhooks');
    expect(requestJson(post?.[1])).toMatchObject({ url: 'https://crm.example.com/in', events: ['job.published'] });
  });

  it('says a site has no endpoints in a status note, as its empty list of keys does', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const path = new URL(requestUrl(input), 'http://portal.test').pathname;
      if (path === '/portal/v1/site/webhooks') return Promise.resolve(jsonResponse(200, { data: [] }));
      return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
    });
    renderTab(['settings.all']);
    const none = await screen.findByText('No endpoints yet.');
    expect(none.closest('[role="alert"]')).not.toBeNull();
  });

  it('refuses an endpoint without events before sending it', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderTab(['settings.all']);
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    await user.type(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), 'https://crm.example.com/in');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one event.')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/site/webhooks')).toHaveLength(0);
  });

  it("shows an endpoint's delivery log and redelivers a delivery", async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderTab(['settings.all']);
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByRole('table', { name: `Deliveries to ${endpoint.url}` });
    expect(within(log).getByText('Failed')).toBeTruthy();
    expect(within(log).getByText('500')).toBeTruthy();
    expect(within(log).getByText('boom')).toBeTruthy();
    await user.click(within(log).getByRole('button', { name: 'Redeliver' }));
    await waitFor(() => {
      expect(calls(fetchMock, 'POST', '/deliveries/41/redeliver')).toHaveLength(1);
    });
    // The log is read again, to show the queued delivery.
    await waitFor(() => {
      expect(calls(fetchMock, 'GET', `/${endpoint.uuid}/deliveries`)).toHaveLength(2);
    });
  });

  it('is read-only without update settings: no add, edit or redeliver', async () => {
    mockApi();
    const user = userEvent.setup();
    renderTab(['settings.read']);
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    await screen.findByRole('table', { name: `Deliveries to ${endpoint.url}` });
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Redeliver' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
