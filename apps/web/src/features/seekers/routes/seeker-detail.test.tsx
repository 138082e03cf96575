import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { noticeStore } from '../../../lib/notifications';
import { renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { application, fakeSeekersApi, FOREIGN_UUID, SEEKER_UUID, withResume } from '../testing/fake-seekers-api';
import { SeekerDetailRoute } from './seeker-detail';

const WAIT = { timeout: 10_000 };
const BASE = `/acme/careers/seekers/${SEEKER_UUID}`;

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname}</output>;
}

function renderDetail(path: string, entries = ['seekers.all'], seekers?: Parameters<typeof fakeSeekersApi>[0]) {
  const api = fakeSeekersApi(seekers);
  renderWithProviders(
    <WithPermissions entries={entries}>
      <SeekerDetailRoute />
      <Address />
    </WithPermissions>,
    { path: '/:account/:site/seekers/:id/:tab?', initialEntry: path },
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

const address = () => screen.getByLabelText('Address').textContent;

describe('a seeker by tab', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('opens the profile by default, with the header, the tags and the site’s labels', async () => {
    renderDetail(BASE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nadia Haddad' }, WAIT)).toBeTruthy();
    const profile = screen.getByRole('tab', { name: 'Profile' });
    expect(profile.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    await waitFor(() => {
      expect(within(panel).getByText('Citizen')).toBeTruthy();
    }, WAIT);
    expect(within(panel).getByText('+1 555 0121').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Urgent')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Resume',
      'Documents',
      'Activity',
      'Job applications',
    ]);
  });

  it('shows the not-found page for an unknown tab, without asking the API', async () => {
    const { calls } = renderDetail(`${BASE}/salary`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, WAIT)).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/v1/seekers'))).toEqual([]);
  });

  it('shows the not-found page for another site’s seeker (the API answers 404)', async () => {
    renderDetail(`/acme/careers/seekers/${FOREIGN_UUID}/profile`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate not found' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('moves between tabs with the arrow keys, each tab in the URL', async () => {
    const { user } = renderDetail(`${BASE}/profile`);
    const profile = await screen.findByRole('tab', { name: 'Profile' }, WAIT);
    profile.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => {
      expect(address()).toBe(`${BASE}/resume`);
    }, WAIT);
    expect(screen.getByRole('tab', { name: 'Resume' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Resume' }));
    await user.keyboard('{End}');
    await waitFor(() => {
      expect(address()).toBe(`${BASE}/applications`);
    }, WAIT);
    const link = await screen.findByRole('link', { name: 'Pastry chef' }, WAIT);
    expect(link.getAttribute('href')).toBe(`/acme/careers/applications/${application.uuid}`);
    expect(within(link.closest('tr') as HTMLElement).getByText('Shortlisted')).toBeTruthy();
  });

  it('opens a tab by its link, the activity worded with who and when', async () => {
    const { user } = renderDetail(BASE);
    await user.click(await screen.findByRole('tab', { name: 'Activity' }, WAIT));
    await waitFor(() => {
      expect(address()).toBe(`${BASE}/activity`);
    }, WAIT);
    const panel = screen.getByRole('tabpanel', { name: 'Activity' });
    await within(panel).findByText('Applied for Pastry chef', {}, WAIT);
    // Stages read as the site's labels (Settings → Application stages), not their stored values.
    await within(panel).findByText('Pastry chef: stage No stage → Phone screen', {}, WAIT);
    const lines = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('bdi')?.textContent);
    expect(lines).toEqual([
      // A staff edit, in the site's labels of the options.
      'Visa type: Citizen → Work visa',
      'Enabled',
      'Pastry chef: status Applied → Shortlisted',
      'Pastry chef: stage No stage → Phone screen',
      'Applied for Pastry chef',
      // An action this page does not word yet: the API's own summary.
      'merged into another profile',
    ]);
    expect(within(panel).getByText(/by the candidate/)).toBeTruthy();
  });

  it('says "No resume found" when the seeker sent none', async () => {
    renderDetail(`${BASE}/resume`);
    const panel = await screen.findByRole('tabpanel', { name: 'Resume' }, WAIT);
    expect(await within(panel).findByText('No resume found', {}, WAIT)).toBeTruthy();
    expect(within(panel).queryByTitle(/Resume of/)).toBeNull();
  });

  it('shows a PDF resume in the page, fetched with the session, with a download link', async () => {
    // jsdom has no object URLs: the viewer's blob: address is stubbed.
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:portal/resume');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { calls } = renderDetail(`${BASE}/resume`, ['seekers.all'], { seekers: [withResume] });
    const frame = await screen.findByTitle('Resume of Nadia Haddad', {}, WAIT);
    expect(frame.getAttribute('src')).toBe('blob:portal/resume');
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('download')).toBe('nadia-cv.pdf');
    expect(calls.some((call) => call.path === `/v1/files/${withResume.resume?.uuid ?? ''}/content`)).toBe(true);
    created.mockRestore();
  });

  it('disables the seeker only once their name is typed', async () => {
    const { user, writes } = renderDetail(BASE);
    await user.click(await screen.findByRole('button', { name: 'Disable' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Disable for good?' }, WAIT);
    const confirm = within(dialog).getByRole('button', { name: 'Disable' });
    await user.type(within(dialog).getByLabelText('Type the name to confirm'), 'Nadia');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Type the name to confirm'), ' Haddad');
    await user.click(confirm);
    await waitFor(() => {
      expect(writes()).toMatchObject([{ method: 'POST', path: `/v1/seekers/${SEEKER_UUID}/disable` }]);
    }, WAIT);
  });

  it('deletes the seeker once their name is typed, then goes back to the list', async () => {
    const { user, writes } = renderDetail(BASE);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this candidate?' }, WAIT);
    await user.click(within(dialog).getByLabelText('Type the name to confirm'));
    await user.paste('Nadia Haddad');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(writes()).toMatchObject([{ method: 'DELETE', path: `/v1/seekers/${SEEKER_UUID}` }]);
    }, WAIT);
    // The list is another route: this test's router shows it as "elsewhere".
    expect(await screen.findByText('elsewhere', {}, WAIT)).toBeTruthy();
  });

  it('mails a reset link after the confirmation and says so', async () => {
    const { user, writes } = renderDetail(BASE);
    await user.click(await screen.findByRole('button', { name: 'Reset password' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password?' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => {
      expect(writes()).toMatchObject([{ method: 'POST', path: `/v1/seekers/${SEEKER_UUID}/reset-password` }]);
    }, WAIT);
    await waitFor(() => {
      expect(noticeStore.get()).toMatchObject([
        { type: 'success', message: 'A password reset link was mailed to Nadia Haddad.' },
      ]);
    }, WAIT);
  });

  it('saves the seeker’s tags as soon as one is added', async () => {
    const { user, writes } = renderDetail(BASE);
    const input = await screen.findByRole('combobox', { name: 'Tags' }, WAIT);
    await user.click(input);
    await user.type(input, 'Sea');
    await user.click(await screen.findByRole('option', { name: 'Seasonal' }, WAIT));
    await waitFor(() => {
      expect(writes()).toMatchObject([
        { method: 'PUT', path: `/v1/seekers/${SEEKER_UUID}/tags`, body: { tag_ids: [61, 62] } },
      ]);
    }, WAIT);
  });

  it('offers a reader of seekers no actions and no tag editing', async () => {
    renderDetail(BASE, ['seekers.read']);
    await screen.findByRole('heading', { level: 1, name: 'Nadia Haddad' }, WAIT);
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Tags' })).toBeNull();
  });
});
