import { MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { SeekerDetailRoute } from '../routes/seeker-detail';
import { fakeSeekersApi, SEEKER_UUID } from '../testing/fake-seekers-api';

const WAIT = { timeout: 10_000 };
const PROFILE = `/acme/careers/seekers/${SEEKER_UUID}/profile`;

function renderProfile(entries = ['seekers.all'], api?: Parameters<typeof fakeSeekersApi>[0]) {
  const fake = fakeSeekersApi(api);
  renderWithProviders(
    <WithPermissions entries={entries}>
      <SeekerDetailRoute />
    </WithPermissions>,
    { path: '/:account/:site/seekers/:id/:tab?', initialEntry: PROFILE },
  );
  return { ...fake, user: userEvent.setup({ delay: null }) };
}

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  const panel = await screen.findByRole('tabpanel', { name: 'Profile' }, WAIT);
  await user.click(await within(panel).findByRole('button', { name: 'Edit' }, WAIT));
  return screen.findByRole('dialog', { name: 'Visa and work type of Nadia Haddad' }, WAIT);
}

describe('editing a seeker’s visa and work type (decision 0068)', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('offers the site’s options, sends only the two fields, then says so and shows the new values', async () => {
    const { user, writes, calls } = renderProfile();
    const dialog = await openEdit(user);
    const visa = within(dialog).getByRole('combobox', { name: 'Visa type' });
    const work = within(dialog).getByRole('combobox', { name: 'Desired work type' });
    // The seeker's values, by the site's labels.
    await waitFor(() => {
      expect([(visa as HTMLInputElement).value, (work as HTMLInputElement).value]).toEqual(['Citizen', 'Full time']);
    }, WAIT);
    // Nothing of who they are is offered: that is the candidate's own (decision 0062).
    expect(within(dialog).queryByRole('textbox', { name: /Name|Email|Phone/ })).toBeNull();
    expect(within(dialog).getByText(/Name, email, phone and resume are the candidate’s own/)).toBeTruthy();

    await user.click(visa);
    expect(
      within(await screen.findByRole('listbox', {}, WAIT))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Citizen', 'Work visa']);
    await user.click(screen.getByRole('option', { name: 'Work visa' }));
    await user.click(work);
    await user.click(await screen.findByRole('option', { name: 'Part time' }, WAIT));
    const readsBefore = calls.filter((call) => call.method === 'GET' && call.path === `/v1/seekers/${SEEKER_UUID}`);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(writes()).toEqual([
        expect.objectContaining({
          method: 'PATCH',
          path: `/v1/seekers/${SEEKER_UUID}`,
          body: { visa_type: 'work_visa', desired_work_type: 'part_time' },
        }),
      ]);
    }, WAIT);
    await waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'success', message: 'Visa and work type saved.' }]);
    }, WAIT);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    }, WAIT);
    // The record is read again, so the page shows what was saved.
    await waitFor(() => {
      const reads = calls.filter((call) => call.method === 'GET' && call.path === `/v1/seekers/${SEEKER_UUID}`);
      expect(reads.length).toBeGreaterThan(readsBefore.length);
    }, WAIT);
  });

  it('clears a value to none', async () => {
    const { user, writes } = renderProfile();
    const dialog = await openEdit(user);
    const work = within(dialog).getByRole('combobox', { name: 'Desired work type' });
    await waitFor(() => {
      expect((work as HTMLInputElement).value).toBe('Full time');
    }, WAIT);
    await user.clear(work);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(writes()).toMatchObject([{ method: 'PATCH', body: { visa_type: 'citizen', desired_work_type: null } }]);
    }, WAIT);
  });

  it('keeps the dialog open with the API’s refusal under its field', async () => {
    const { user } = renderProfile(['seekers.all'], { refuseEdit: { visa_type: [MESSAGES.invalid] } });
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const visa = within(dialog).getByRole('combobox', { name: 'Visa type' });
    await waitFor(() => {
      expect(visa.getAttribute('aria-invalid')).toBe('true');
    }, WAIT);
    expect(within(dialog).getByText(MESSAGES.invalid)).toBeTruthy();
    expect(noticeStore.get()).toEqual([]);
  });

  it('offers no Edit to a reader of seekers', async () => {
    renderProfile(['seekers.read']);
    const panel = await screen.findByRole('tabpanel', { name: 'Profile' }, WAIT);
    await within(panel).findByText('Citizen', {}, WAIT);
    expect(within(panel).queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
