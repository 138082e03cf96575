import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { fakeSeekersApi, SEEKER_UUID } from '../testing/fake-seekers-api';
import { SeekerDetailRoute } from './seeker-detail';
import { SeekersListRoute } from './seekers-list';

const WAIT = { timeout: 10_000 };
// axe walks the whole rendered page: slower than a user's steps on a busy machine.
const SCAN = { timeout: 60_000 };

describe('seekers pages for assistive technology', () => {
  it('the list has no serious or critical axe violation', SCAN, async () => {
    fakeSeekersApi();
    renderWithProviders(
      <WithPermissions entries={['seekers.all']}>
        <SeekersListRoute />
      </WithPermissions>,
      { path: '/:account/:site/seekers', initialEntry: '/acme/careers/seekers' },
    );
    await screen.findByRole('link', { name: 'Nadia Haddad' }, WAIT);
    expect(await seriousViolations()).toEqual([]);
  });

  it('a seeker’s tabs have no serious or critical axe violation', SCAN, async () => {
    fakeSeekersApi();
    renderWithProviders(
      <WithPermissions entries={['seekers.all']}>
        <SeekerDetailRoute />
      </WithPermissions>,
      { path: '/:account/:site/seekers/:id/:tab?', initialEntry: `/acme/careers/seekers/${SEEKER_UUID}/applications` },
    );
    await screen.findByRole('link', { name: 'Pastry chef' }, WAIT);
    expect(await seriousViolations()).toEqual([]);
  });
});
