import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { jsonResponse, renderWithProviders, requestUrl } from '../../testing/render';
import { WithPermissions } from '../../testing/session';
import { DefaultLayout } from './default-layout';

const candidate = {
  uuid: '0b7c2a4e-3c1d-4f5e-8a9b-1c2d3e4f5a6b',
  name: 'Cara Candidate',
  email: 'cara@example.test',
  phone: null,
  status: 'active',
  visa_type: null,
  desired_work_type: null,
  site: { id: 3, name: 'careers', title: 'Acme Careers' },
  impersonator: { id: 1, name: 'Ada Admin', email: 'admin@acme.test' },
  redirect_path: '/acme/careers/seekers/x/profile',
};

function lookingAtCandidate() {
  authStore.set({
    access_token: 'staff-token',
    token_type: 'Bearer',
    parent: null,
    redirect: null,
    candidate: { access_token: 'cand-token', redirect: candidate.redirect_path },
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) =>
    Promise.resolve(
      requestUrl(input).includes('/v1/candidate/me')
        ? jsonResponse(200, { data: candidate })
        : jsonResponse(200, { data: [], meta: { current_page: 1, per_page: 25, total: 0, last_page: 1 } }),
    ),
  );
}

const shell = (
  <WithPermissions entries={['all']}>
    <DefaultLayout />
  </WithPermissions>
);

describe('the signed-in shell while staff look at a candidate (decision 0068)', () => {
  afterEach(() => {
    authStore.set(null);
  });

  it('shows the banner and the candidate’s view only: no staff navigation, search or Post a job', async () => {
    lookingAtCandidate();
    renderWithProviders(shell, { path: '/impersonate/candidate' });
    expect(await screen.findByText(/what this candidate sees: Cara Candidate/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exit' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('link', { name: /Post a job/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Post a job/ })).toBeNull();
  });

  it('opens the candidate’s view again when a staff page is asked for, until Exit', async () => {
    lookingAtCandidate();
    renderWithProviders(shell, { path: '/acme/careers/jobs' });
    // The memory router's other route: the shell sent the staff page away to the candidate view.
    await waitFor(() => {
      expect(screen.getByText('elsewhere')).toBeTruthy();
    });
  });
});
