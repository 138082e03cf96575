import { MESSAGES, type JobFeedSettingsView } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { SettingsRoute } from './settings';

// Decision 0107: the job feeds tab; every feed off until the site turns it on with a job address and a country.
const feeds: JobFeedSettingsView = {
  xml: false,
  json_ld: false,
  sitemap: false,
  job_url_pattern: null,
  location: { city: null, region: null, postal_code: null, country: null },
  remote: false,
  urls: {
    xml: 'https://portal.example.test/feeds/localhost/jobs.xml',
    sitemap: 'https://portal.example.test/feeds/localhost/sitemap.xml',
    json_ld: 'https://portal.example.test/portal/v1/public/sites/localhost/jobs/{uuid}/job-posting',
  },
};

function mockFeedsApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/v1/site/settings/feeds' && init?.method === 'PUT') {
      return Promise.resolve(jsonResponse(200, { data: { ...feeds, ...(requestJson(init) as object) } }));
    }
    if (path === '/portal/v1/site/settings/feeds') return Promise.resolve(jsonResponse(200, { data: feeds }));
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

const renderTab = (entries: string[]) =>
  renderWithProviders(
    <WithPermissions entries={entries}>
      <SettingsRoute />
    </WithPermissions>,
    { path: '/:account/:site/settings', initialEntry: '/acme/careers/settings?tab=feeds' },
  );

describe('settings: job feeds', { timeout: 20_000 }, () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('shows every feed off and their addresses, asks for the address before a feed goes on, then saves', async () => {
    const fetchMock = mockFeedsApi();
    renderTab(['settings.read', 'settings.update']);
    const user = userEvent.setup({ delay: null });
    const xml = await screen.findByRole('switch', { name: 'XML feed for job aggregators' }, { timeout: 10_000 });
    expect((xml as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'JSON-LD for Google’s job search' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((screen.getByRole('switch', { name: 'Sitemap of job pages' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('https://portal.example.test/feeds/localhost/jobs.xml')).toBeTruthy();

    await user.click(xml);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Set the public job address before turning a feed on.')).toBeTruthy();
    expect(screen.getByText('Set the country of the jobs before turning a feed on.')).toBeTruthy();
    const puts = () =>
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => requestJson(init));
    expect(puts()).toEqual([]);

    await user.type(screen.getByLabelText('Job page address'), 'https://careers.example.com/jobs/{{reference}');
    await user.type(screen.getByLabelText('Country'), 'gb');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(puts()).toEqual([
        expect.objectContaining({
          xml: true,
          json_ld: false,
          job_url_pattern: 'https://careers.example.com/jobs/{reference}',
          location: { city: null, region: null, postal_code: null, country: 'GB' },
        }),
      ]);
    });
  });

  it('refuses an address without a placeholder in the reader’s words', async () => {
    mockFeedsApi();
    renderTab(['settings.read', 'settings.update']);
    const user = userEvent.setup({ delay: null });
    await user.type(
      await screen.findByLabelText('Job page address', {}, { timeout: 10_000 }),
      'https://careers.example.com/jobs',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The job address must contain {uuid} or {reference}, and no other placeholder than {slug}.',
      ),
    ).toBeTruthy();
  });

  it('is read-only without the right to update settings', async () => {
    mockFeedsApi();
    renderTab(['settings.read']);
    const xml = await screen.findByRole<HTMLInputElement>(
      'switch',
      { name: 'XML feed for job aggregators' },
      { timeout: 10_000 },
    );
    expect(xml.disabled).toBe(true);
    expect((screen.getByLabelText('Job page address') as HTMLInputElement).disabled).toBe(true);
  });
});
