import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { filledDraft } from '../testing/fake-jobs-api';
import { JobStepSections } from './job-step-facts';

describe("the job detail's sections of the middle steps", () => {
  it('renders the description as sanitised rich text, with links, banner, consultants, tags and questions', () => {
    const job = { ...filledDraft, description: '<p>Bake <strong>bread</strong></p><img src=x onerror="alert(1)">' };
    renderWithProviders(
      <WithPermissions entries={['jobs.all', 'tags.read', 'consultants.read']}>
        <JobStepSections job={job} />
      </WithPermissions>,
    );
    const additional = screen.getByRole('region', { name: 'Additional details' });
    expect(within(additional).getByText('bread').tagName).toBe('STRONG');
    expect(additional.querySelector('[onerror]')).toBeNull();
    expect(within(additional).getByRole('link', { name: 'Our bakery' }).getAttribute('href')).toBe(
      'https://acme.test/bakery',
    );
    expect(within(additional).getByRole('img', { name: 'Banner image' })).toBeTruthy();
    expect(additional.textContent).toContain('Cara Consultant');
    expect(additional.textContent).toContain('Urgent');
    const application = screen.getByRole('region', { name: 'Application preferences' });
    expect(within(application).getByText('jobs@acme.test').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    const questions = screen.getByRole('region', { name: 'Screening questions' });
    expect(within(questions).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the application address for a job applied to elsewhere', () => {
    renderWithProviders(
      <WithPermissions entries={['jobs.all']}>
        <JobStepSections job={{ ...filledDraft, apply_on: 'external', application_url: 'https://acme.test/apply' }} />
      </WithPermissions>,
    );
    const application = screen.getByRole('region', { name: 'Application preferences' });
    expect(application.textContent).toContain('On an external site');
    expect(application.textContent).toContain('https://acme.test/apply');
    expect(application.textContent).not.toContain('jobs@acme.test');
  });

  it('says who applications are mailed to, and that nobody is when the job names no address', () => {
    const { unmount } = renderWithProviders(
      <WithPermissions entries={['jobs.all']}>
        <JobStepSections job={{ ...filledDraft, apply_on: 'site', application_emails: ['kb@bakery.example'] }} />
      </WithPermissions>,
    );
    let application = screen.getByRole('region', { name: 'Application preferences' });
    expect(application.textContent).toContain('Applications are mailed to');
    expect(application.textContent).toContain('kb@bakery.example');
    unmount();
    renderWithProviders(
      <WithPermissions entries={['jobs.all']}>
        <JobStepSections job={{ ...filledDraft, apply_on: 'site', application_emails: [] }} />
      </WithPermissions>,
    );
    application = screen.getByRole('region', { name: 'Application preferences' });
    expect(application.textContent).toContain('Nobody: applications are kept in the portal only');
  });
});
