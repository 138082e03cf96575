import { describe, expect, it } from 'vitest';
import { JOB_EDIT_RULES, jobEditSteps, mayEditJobField, stepOfJobField } from './job-edits.js';
import { JOB_STATUSES } from './jobs.js';

describe('what a job may still change (decision 0065)', () => {
  it('lets a draft and a rejected job change everything, a published one all but its advert period', () => {
    for (const status of ['draft', 'rejected'] as const) {
      expect(mayEditJobField(status, 'advert_end_date')).toBe(true);
    }
    for (const status of ['on_hold', 'live', 'unlisted'] as const) {
      expect(mayEditJobField(status, 'title')).toBe(true);
      expect(mayEditJobField(status, 'screening_questions')).toBe(true);
      expect(mayEditJobField(status, 'key_contact_id')).toBe(true);
      expect(mayEditJobField(status, 'advert_start_date')).toBe(false);
      expect(mayEditJobField(status, 'advert_end_date')).toBe(false);
    }
    expect(JOB_EDIT_RULES.expired.fields).toEqual([]);
    expect(JOB_STATUSES.every((status) => !mayEditJobField(status, 'employer_id'))).toBe(true);
  });

  it('gives the wizard its steps by status: payment only for a draft, none for an expired job', () => {
    expect(jobEditSteps('draft')).toContain('payment');
    expect(jobEditSteps('rejected')).toEqual([
      'basic-details',
      'additional-details',
      'application-preferences',
      'screening-questions',
      'overview',
    ]);
    expect(jobEditSteps('live')).not.toContain('payment');
    expect(jobEditSteps('expired')).toEqual([]);
  });

  it('finds the step of a refused field, an index path included', () => {
    expect(stepOfJobField('description')).toBe('additional-details');
    expect(stepOfJobField('application_emails.1')).toBe('application-preferences');
    expect(stepOfJobField('product')).toBeUndefined();
  });
});
