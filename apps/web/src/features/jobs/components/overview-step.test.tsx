import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filledDraft } from '../testing/fake-jobs-api';
import { EMPLOYER_USER, renderDraftWizard, SITE_ADMIN, WAIT } from '../testing/render-job-wizard';

const section = (name: string) => screen.getByRole('region', { name });

describe('the Overview and confirmation step', () => {
  it('shows each middle step’s values read-only, with a way back to change them', async () => {
    const { user } = renderDraftWizard('overview', SITE_ADMIN, filledDraft);
    await screen.findByRole('heading', { level: 2, name: 'Overview and confirmation' }, WAIT);
    const additional = section('Additional details');
    for (const text of ['croissants', 'Free bread', 'Our bakery', 'Cara Consultant', 'Urgent']) {
      expect(additional.textContent).toContain(text);
    }
    expect(section('Application preferences').textContent).toContain('On this site');
    expect(section('Application preferences').textContent).toContain('jobs@acme.test');
    const questions = section('Screening questions');
    expect(questions.textContent).toContain('Above the job description');
    expect(questions.textContent).toContain('Can you start at 4 am? (Yes or no) · knockout: No');
    expect(questions.textContent).toContain('Which oven? (Single choice) — Deck, Convection');

    await user.click(screen.getByRole('button', { name: 'Change Screening questions' }));
    await screen.findByRole('heading', { level: 2, name: 'Screening questions' }, WAIT);
    expect(
      screen.getAllByRole('textbox', { name: /^Question \d+ text/ }).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Can you start at 4 am?', 'Which oven?']);
  });

  it("leaves the tags out for an employer's user", async () => {
    renderDraftWizard('overview', EMPLOYER_USER, { ...filledDraft, tags: [] });
    await screen.findByRole('heading', { level: 2, name: 'Overview and confirmation' }, WAIT);
    expect(section('Additional details').textContent).toContain('Cara Consultant');
    expect(section('Additional details').textContent).not.toContain('Tags');
  });
});
