import { JOB_FORM_STEPS, type JobFormStep } from './job-form-steps.js';
import type { JobStatus, UpdateJob } from './jobs.js';

/**
 * What a job may still change in each status (decision 0065): one table the API's `PATCH` and the
 * web wizard both read. A draft changes everything; a rejected job too, then is resubmitted to the
 * hold queue on the credit it was paid with; a job on hold, live or unlisted keeps its paid advert
 * period but may fix its texts, pay, questions and contacts; an expired job is final (clone it).
 */
export type JobEditableField = keyof UpdateJob & string;

/** The advert period a publish paid for: fixed once the job was published and accepted. */
export const JOB_PERIOD_FIELDS = ['advert_start_date', 'advert_end_date'] as const satisfies JobEditableField[];

const ALL: readonly JobEditableField[] = JOB_FORM_STEPS.flatMap((step) => step.fields).filter(
  (field): field is JobEditableField => field !== 'employer_id',
);
const CONTENT = ALL.filter((field) => !(JOB_PERIOD_FIELDS as readonly string[]).includes(field));

/** How the wizard ends in a status: publish (pay), resubmit to the hold queue, or save the changes. */
export type JobEditFinish = 'publish' | 'resubmit' | 'save';

export interface JobEditRule {
  /** The fields a `PATCH` may change; any other field sent with a new value is refused. */
  fields: readonly JobEditableField[];
  /** The wizard's last action; null when nothing may change (409 on `PATCH`). */
  finish: JobEditFinish | null;
}

export const JOB_EDIT_RULES: Record<JobStatus, JobEditRule> = {
  draft: { fields: ALL, finish: 'publish' },
  rejected: { fields: ALL, finish: 'resubmit' },
  on_hold: { fields: CONTENT, finish: 'save' },
  live: { fields: CONTENT, finish: 'save' },
  unlisted: { fields: CONTENT, finish: 'save' },
  expired: { fields: [], finish: null },
};

/** Whether a job in `status` may change `field`. */
export const mayEditJobField = (status: JobStatus, field: string) =>
  (JOB_EDIT_RULES[status].fields as readonly string[]).includes(field);

/**
 * The wizard's steps for a job in `status`: the steps with a field it may change, the overview,
 * and the payment step only where the wizard ends by publishing. Empty when nothing may change.
 */
export function jobEditSteps(status: JobStatus): JobFormStep[] {
  const rule = JOB_EDIT_RULES[status];
  if (rule.finish === null) return [];
  return JOB_FORM_STEPS.filter((step) => {
    if (step.slug === 'overview') return true;
    if (step.slug === 'payment') return rule.finish === 'publish';
    return step.fields.some((field) => mayEditJobField(status, field));
  }).map((step) => step.slug);
}

/** The step that holds `field` (for a publish's or a resubmission's 422, reported all at once). */
export const stepOfJobField = (field: string): JobFormStep | undefined =>
  JOB_FORM_STEPS.find((step) => (step.fields as readonly string[]).includes(field.split('.')[0] ?? field))?.slug;
