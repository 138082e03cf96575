import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { seriousViolations } from '../../../testing/axe';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../testing/render';
import { CandidateViewRoute } from './candidate-view';

const candidate = {
  uuid: '0b7c2a4e-3c1d-4f5e-8a9b-1c2d3e4f5a6b',
  name: 'Cara Candidate',
  email: 'cara@example.test',
  phone: '+1 555 0101',
  status: 'active',
  visa_type: 'citizen',
  desired_work_type: null,
  site: { id: 3, name: 'careers', title: 'Acme Careers' },
  impersonator: { id: 1, name: 'Ada Admin', email: 'admin@acme.test' },
  redirect_path: '/acme/careers/seekers/x/profile',
};
const application = {
  uuid: '1b7c2a4e-3c1d-4f5e-8a9b-1c2d3e4f5a6b',
  status: 'shortlisted',
  applied_at: '2026-11-20T10:00:00.000Z',
  job: { uuid: '2b7c2a4e-3c1d-4f5e-8a9b-1c2d3e4f5a6b', title: 'Pastry Chef', reference: 'PC-1' },
  employer: { name: 'Acme Bakery' },
};

const lookingAt = () => {
  authStore.set({
    access_token: 'staff-token',
    token_type: 'Bearer',
    parent: null,
    redirect: null,
    candidate: { access_token: 'cand-token', redirect: candidate.redirect_path },
  });
};

describe('/impersonate/candidate', () => {
  it("shows the candidate's profile and applications with their status, asked with the candidate token", async () => {
    lookingAt();
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = requestUrl(input);
      if (url.endsWith('/v1/candidate/me')) return Promise.resolve(jsonResponse(200, { data: candidate }));
      return Promise.resolve(jsonResponse(200, { data: [application] }));
    });
    renderWithProviders(<CandidateViewRoute />, { path: '/impersonate/candidate' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Cara Candidate' })).toBeTruthy();
    expect(screen.getByText('What Cara Candidate sees on Acme Careers. Read-only.')).toBeTruthy();
    const row = screen.getByRole('row', { name: /Pastry Chef/ });
    expect(row.textContent).toContain('Shortlisted');
    expect(row.textContent).toContain('Acme Bakery');
    expect(screen.queryByRole('button')).toBeNull();
    for (const [, init] of fetchMock.mock.calls) {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer cand-token');
    }
    expect(await seriousViolations()).toEqual([]);
  });

  it('says the view has ended when the candidate token is refused', async () => {
    lookingAt();
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(jsonResponse(401, { message: 'Unauthenticated.' })),
    );
    renderWithProviders(<CandidateViewRoute />, { path: '/impersonate/candidate' });
    expect(await screen.findByText('This candidate view has ended.')).toBeTruthy();
    // The staff session is not signed out by the candidate's 401.
    expect(authStore.get()).toMatchObject({ access_token: 'staff-token' });
  });

  it('says no view is open without a candidate token', () => {
    authStore.set({ access_token: 'staff-token', token_type: 'Bearer', parent: null, redirect: null });
    renderWithProviders(<CandidateViewRoute />, { path: '/impersonate/candidate' });
    expect(screen.getByText('No candidate view is open.')).toBeTruthy();
  });
});
