import { CreateJobSchema, JOB_BASIC_DETAILS_FIELDS, type JobDetail } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { filledDraft } from '../testing/fake-jobs-api';
import { renderDraftWizard, SITE_ADMIN, WAIT } from '../testing/render-job-wizard';
import { JobStepSections } from './job-step-facts';
import { BLANK_JOB, valuesOfJob } from './job-steps';

// Decision 0074: a field is declared once, in the contract; the wizard's blank and saved values,
// the job's page and the overview read it from there. `scripts/check-field-recipe.mjs` adds a
// field the recipe's way and runs this file, so every assertion is over the contract's fields.

/** The *Basic details* fields with a display of their own (a choice's label, a name for an id, a date). */
const SHOWN_THEIR_WAY = [
  ...['employer_id', 'work_type', 'pay_type', 'salary_min', 'salary_max', 'currency', 'classification'],
  ...['key_contact_id', 'advert_start_date', 'advert_end_date'],
];
/** Every other field of the step is plain text: today the title, the reference and the pay range. */
const PLAIN = JOB_BASIC_DETAILS_FIELDS.filter((field) => !SHOWN_THEIR_WAY.includes(field));
/** A saved job whose every plain field holds a text of its own. */
const job = {
  ...filledDraft,
  ...Object.fromEntries(PLAIN.map((field) => [field, `Text of ${field}`])),
} as JobDetail;
const labelOf = (field: string) => i18n.t(`jobs.fields.${field}`);

describe('a job field declared in the contract', () => {
  it('starts blank in a new job’s form', () => {
    expect(Object.keys(BLANK_JOB).sort()).toEqual(Object.keys(CreateJobSchema.shape).sort());
    expect(BLANK_JOB).toMatchObject({
      employer_id: null,
      title: '',
      reference: '',
      work_type: null,
      pay_range: '',
      salary_min: null,
      advert_start_date: null,
      description: '',
      links: [],
      banner_file_id: null,
      consultant_ids: [],
      tag_ids: [],
      apply_on: null,
      application_url: null,
      application_emails: [],
      screening_questions: [],
      questions_position: 'below',
    });
  });

  it('holds the saved job’s value in its form, and what the detail names by id as that id', () => {
    const values = valuesOfJob(job);
    expect(Object.keys(values).sort()).toEqual(Object.keys(CreateJobSchema.shape).sort());
    for (const field of PLAIN) expect(values[field]).toBe(`Text of ${field}`);
    expect(values).toMatchObject({
      employer_id: job.employer.id,
      key_contact_id: job.key_contact?.id,
      banner_file_id: filledDraft.banner?.id,
      consultant_ids: [51],
      tag_ids: [61],
      links: filledDraft.links,
      questions_position: 'above',
    });
    expect(valuesOfJob({ ...job, reference: null, pay_range: null })).toMatchObject({ reference: '', pay_range: '' });
  });

  it('is a fact of the job’s page, under its label', () => {
    renderWithProviders(
      <WithPermissions entries={['jobs.all', 'tags.read', 'consultants.read']}>
        <JobStepSections job={job} from={0} />
      </WithPermissions>,
    );
    const basic = screen.getByRole('region', { name: 'Basic details' });
    for (const field of PLAIN) {
      const label = within(basic).getByText(labelOf(field));
      expect(label.nextElementSibling?.textContent).toBe(`Text of ${field}`);
    }
  });

  it('is a fact of the overview, as the form holds it', async () => {
    renderDraftWizard('overview', SITE_ADMIN, job);
    await screen.findByRole('heading', { level: 2, name: 'Overview and confirmation' }, WAIT);
    const basic = screen.getByRole('region', { name: 'Basic details' });
    for (const field of PLAIN) {
      expect(within(basic).getByText(labelOf(field)).nextElementSibling?.textContent).toBe(`Text of ${field}`);
    }
  });
});
