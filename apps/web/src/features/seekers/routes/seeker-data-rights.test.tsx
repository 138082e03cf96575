import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { fakeSeekersApi, seeker, SEEKER_UUID } from '../testing/fake-seekers-api';
import { SeekerDetailRoute } from './seeker-detail';

// Decision 0100: the candidate's page offers their data's export and its erasure to those with the rights.
const WAIT = { timeout: 10_000 };
const BASE = `/acme/careers/seekers/${SEEKER_UUID}`;

function renderDetail(entries: string[], seekers?: Parameters<typeof fakeSeekersApi>[0]) {
  const api = fakeSeekersApi(seekers);
  renderWithProviders(
    <WithPermissions entries={entries}>
      <SeekerDetailRoute />
    </WithPermissions>,
    { path: '/:account/:site/seekers/:id/:tab?', initialEntry: BASE },
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

describe('a candidate’s data rights on their page', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('downloads the candidate’s archive under the name the server gives it', async () => {
    const saved: { name: string; size: number }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', size: (blob as Blob).size });
      return 'blob:archive';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    const { user, calls } = renderDetail(['seekers.all']);
    await user.click(await screen.findByRole('button', { name: 'Export data' }, WAIT));
    await waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'success', message: 'The candidate’s data was downloaded.' }]);
    }, WAIT);
    expect(calls.filter((c) => c.path.endsWith('/data-export'))).toMatchObject([{ method: 'GET' }]);
    expect(click).toHaveBeenCalledOnce();
    expect(saved).toEqual([{ name: 'candidate-3F2A9C1B.zip', size: 4 }]);
  });

  it('erases only once the candidate’s name is typed, and says so', async () => {
    const { user, writes } = renderDetail(['seekers.all']);
    await user.click(await screen.findByRole('button', { name: 'Erase data' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this candidate’s data?' }, WAIT);
    expect(within(dialog).getByText(/Every personal detail of Nadia Haddad/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Erase data' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByLabelText('Type the name to confirm'));
    await user.paste('Nadia Haddad');
    await user.click(confirm);
    await waitFor(() => {
      expect(writes()).toMatchObject([{ method: 'POST', path: `/v1/seekers/${SEEKER_UUID}/erase` }]);
    }, WAIT);
    await waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'success', message: 'The candidate’s data was erased.' }]);
    }, WAIT);
  });

  it('shows an erased candidate as erased, with nothing left to erase', async () => {
    renderDetail(['seekers.all'], {
      seekers: [{ ...seeker, name: '3F2A9C1B', erased_at: '2026-11-28T12:00:00.000Z' }],
    });
    await screen.findByRole('heading', { level: 1, name: /3F2A9C1B/ }, WAIT);
    expect(screen.getByText('Erased')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erase data' })).toBeNull();
  });

  it('offers neither to a recruiter who only reads and updates candidates', async () => {
    renderDetail(['seekers.read', 'seekers.update']);
    await screen.findByRole('heading', { level: 1, name: 'Nadia Haddad' }, WAIT);
    expect(screen.queryByRole('button', { name: 'Export data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erase data' })).toBeNull();
  });
});
