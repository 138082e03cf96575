import { describe, expect, it } from 'vitest';
import { JOB_FORM_STEPS } from './job-form-steps.js';
import { jobStepIssues } from './job-steps.js';
import { CreateJobSchema } from './jobs.js';
import { MESSAGES } from './messages.js';

describe('JOB_FORM_STEPS', () => {
  it('names the spec’s six steps, and gives every field of the job form to exactly one of them', () => {
    expect(JOB_FORM_STEPS.map((step) => step.slug)).toEqual([
      'basic-details',
      'additional-details',
      'application-preferences',
      'screening-questions',
      'overview',
      'payment',
    ]);
    const owned = JOB_FORM_STEPS.flatMap((step) => [...step.fields]);
    expect([...owned].sort()).toEqual(Object.keys(CreateJobSchema.shape).sort());
    expect(new Set(owned).size).toBe(owned.length);
  });
});

describe('what publishing needs of the steps (jobStepIssues)', () => {
  const ready = { description: '<p>Bake.</p>', apply_on: 'site' as const, application_emails: ['jobs@x.test'] };

  it('asks for a description with text and a choice of where to apply', () => {
    expect(jobStepIssues(ready)).toEqual({});
    expect(jobStepIssues({ ...ready, description: '<p> </p>', apply_on: null })).toEqual({
      description: [MESSAGES.required],
      apply_on: [MESSAGES.required],
    });
  });

  it('asks for the address when seekers apply elsewhere, and for an email when they apply here', () => {
    expect(jobStepIssues({ ...ready, apply_on: 'external', application_emails: [] })).toEqual({
      application_url: [MESSAGES.noFormUrl],
    });
    expect(jobStepIssues({ ...ready, application_emails: [] })).toEqual({ application_emails: [MESSAGES.required] });
    expect(jobStepIssues({ ...ready, apply_on: 'external', application_url: 'https://x.test/apply' })).toEqual({});
  });

  it('is what a draft may leave open: the create accepts it, publishing names each field', () => {
    const draft = CreateJobSchema.parse({ title: 'Baker', apply_on: 'external' });
    expect(Object.entries(jobStepIssues(draft))).toEqual([
      ['description', [MESSAGES.required]],
      ['application_url', [MESSAGES.noFormUrl]],
    ]);
    expect(jobStepIssues({ ...draft, ...ready, apply_on: 'site' })).toEqual({});
  });
});
