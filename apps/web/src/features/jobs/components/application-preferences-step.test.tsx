import { MESSAGES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedText, renderDraftWizard, SITE_ADMIN, WAIT } from '../testing/render-job-wizard';

describe('the Application preferences step', () => {
  it('asks for an application address on an external site, refusing one that is not http(s) before sending', async () => {
    const { user, writes } = renderDraftWizard('application-preferences', SITE_ADMIN);
    await user.click(await screen.findByRole('radio', { name: 'On an external site' }, WAIT));
    const url = screen.getByRole('textbox', { name: /^Application address/ });
    await user.type(url, 'ftp://acme.test/jobs');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(describedText(url)).toContain(MESSAGES.invalidFormUrl);
    }, WAIT);
    expect(writes()).toEqual([]);

    await user.clear(url);
    await user.type(url, 'https://acme.test/jobs/apply');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Screening questions' }, WAIT);
    expect(writes()[0]?.body).toMatchObject({ apply_on: 'external', application_url: 'https://acme.test/jobs/apply' });
  });

  it('mails applications on this site to each address added, refusing an invalid one by its place', async () => {
    const { user, writes } = renderDraftWizard('application-preferences', SITE_ADMIN);
    await user.click(await screen.findByRole('radio', { name: 'On this site' }, WAIT));
    expect(screen.queryByRole('textbox', { name: /^Application address/ })).toBeNull();
    // Each address added takes the focus: typed straight away, by keyboard alone.
    await user.click(screen.getByRole('button', { name: 'Add an email' }));
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Email 1/ }));
    }, WAIT);
    await user.keyboard('jobs@acme.test');
    await user.click(screen.getByRole('button', { name: 'Add an email' }));
    const second = screen.getByRole('textbox', { name: /^Email 2/ });
    await waitFor(() => {
      expect(document.activeElement).toBe(second);
    }, WAIT);
    await user.keyboard('not-an-email');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(describedText(second)).toContain(MESSAGES.invalid);
    }, WAIT);
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove email 2' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Screening questions' }, WAIT);
    expect(writes()[0]?.body).toMatchObject({ apply_on: 'site', application_emails: ['jobs@acme.test'] });
  });
});
