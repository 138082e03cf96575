import { DEFAULT_MAIL_TEMPLATES, MAIL_KINDS, MAIL_PLACEHOLDERS, MESSAGES, type MailTemplate } from '@portal/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { SettingsRoute } from './settings';

const templates: MailTemplate[] = MAIL_KINDS.map((kind) => ({
  kind,
  ...DEFAULT_MAIL_TEMPLATES[kind],
  customised: false,
  placeholders: [...MAIL_PLACEHOLDERS[kind]],
  updated_at: null,
}));

function mockMailApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/v1/site/mail-templates' && (init?.method ?? 'GET') === 'GET')
      return Promise.resolve(jsonResponse(200, { data: templates }));
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

const renderTab = (mail: string) =>
  renderWithProviders(
    <WithPermissions entries={['settings.read', 'settings.update']}>
      <SettingsRoute />
    </WithPermissions>,
    { path: '/:account/:site/settings', initialEntry: `/acme/careers/settings?tab=mail-templates&mail=${mail}` },
  );

describe('settings: email templates keep a token link apart (decision 0020)', () => {
  it('shows the link rule and the fixed domain line, and refuses text glued to the link without saving', async () => {
    const fetchMock = mockMailApi();
    renderTab('password_reset');
    const body = (await screen.findByLabelText(/Body/, undefined, { timeout: 5000 })) as HTMLTextAreaElement;
    expect(screen.getByText(/Put the link placeholder on its own/)).toBeTruthy();
    expect(screen.getByText(/cannot be changed/)).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'Preview with sample data' });
    expect(within(preview).getByText(/This link goes to portal\.example\.com\./)).toBeTruthy();

    fireEvent.change(body, { target: { value: 'verify here: https://evil.example/verify?next={{link}}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.linkMustStandAlone)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });

  it('adds no domain line to a mail without a secret link', async () => {
    mockMailApi();
    renderTab('employer_approved');
    const preview = await screen.findByRole('region', { name: 'Preview with sample data' }, { timeout: 5000 });
    expect(within(preview).queryByText(/This link goes to/)).toBeNull();
    expect(screen.queryByText(/cannot be changed/)).toBeNull();
  });

  it('offers the mail sent to a job’s application addresses (decision 0064), previewed with a sample application', async () => {
    mockMailApi();
    renderTab('application_to_employer');
    const preview = await screen.findByRole('region', { name: 'Preview with sample data' }, { timeout: 5000 });
    expect(screen.getByRole('combobox', { name: 'Email' }).textContent).toContain('Application to the employer');
    expect(preview.textContent).toContain('Sam Lee applied for "Pastry Chef" with Acme Bakery');
    expect(preview.textContent).toContain('https://portal.example.com/acme/careers/applications/sample');
  });
});
