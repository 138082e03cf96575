import {
  CreateJobSchema,
  JOB_ADDITIONAL_DETAILS_FIELDS,
  JOB_APPLICATION_PREFERENCES_FIELDS,
  JOB_BASIC_DETAILS_FIELDS,
  JOB_SCREENING_QUESTIONS_FIELDS,
  jobEditSteps,
  mayEditJobField,
  type CreateJobInput,
  type JobDetail,
  type JobStatus,
} from '@portal/contract';
import { z } from 'zod';
import type { WizardStep } from '../../../components/wizard/wizard-steps';

/**
 * The wizard's form: `CreateJobSchema`, the same the API validates a draft with. For staff the
 * employer is required here (the API answers its 422 the same way); an employer's user never names it.
 */
export const staffJobSchema = CreateJobSchema.extend({ employer_id: z.number().int().positive() });
export type JobWizardSchema = typeof CreateJobSchema | typeof staffJobSchema;
export type JobWizardValues = CreateJobInput;
type Field = keyof JobWizardValues & string;

/** Each step's fields, as the contract names them (decision 0037). */
export const BASIC_DETAILS = JOB_BASIC_DETAILS_FIELDS satisfies readonly Field[];
export const ADDITIONAL_DETAILS = JOB_ADDITIONAL_DETAILS_FIELDS satisfies readonly Field[];
export const APPLICATION_PREFERENCES = JOB_APPLICATION_PREFERENCES_FIELDS satisfies readonly Field[];
export const SCREENING_QUESTIONS = JOB_SCREENING_QUESTIONS_FIELDS satisfies readonly Field[];

/** The spec's six steps by name, slugs in the URL (decision 0039), each with the fields decision 0037 gives it. */
export const JOB_STEPS = [
  { slug: 'basic-details', labelKey: 'jobs.steps.basicDetails', fields: BASIC_DETAILS },
  { slug: 'additional-details', labelKey: 'jobs.steps.additionalDetails', fields: ADDITIONAL_DETAILS },
  { slug: 'application-preferences', labelKey: 'jobs.steps.applicationPreferences', fields: APPLICATION_PREFERENCES },
  { slug: 'screening-questions', labelKey: 'jobs.steps.screeningQuestions', fields: SCREENING_QUESTIONS },
  { slug: 'overview', labelKey: 'jobs.steps.overview', fields: [] },
  { slug: 'payment', labelKey: 'jobs.steps.payment', fields: [] },
] as const satisfies readonly WizardStep<Field>[];
export type JobStepSlug = (typeof JOB_STEPS)[number]['slug'];

/** A new job's blank form: text as '', every choice, number and date as null (an empty choice is not a value). */
export const BLANK_JOB: JobWizardValues = {
  employer_id: null,
  title: '',
  reference: '',
  work_type: null,
  pay_type: null,
  pay_range: '',
  salary_min: null,
  salary_max: null,
  currency: null,
  classification: null,
  key_contact_id: null,
  advert_start_date: null,
  advert_end_date: null,
  description: '',
  key_selling_points: '',
  links: [],
  banner_file_id: null,
  consultant_ids: [],
  tag_ids: [],
  apply_on: null,
  application_url: null,
  application_emails: [],
  screening_questions: [],
  questions_position: 'below',
};

/** A saved draft as the form holds it. */
export function valuesOfJob(job: JobDetail): JobWizardValues {
  return {
    ...BLANK_JOB,
    employer_id: job.employer.id,
    title: job.title,
    reference: job.reference ?? '',
    work_type: job.work_type,
    pay_type: job.pay_type,
    pay_range: job.pay_range ?? '',
    salary_min: job.salary_min,
    salary_max: job.salary_max,
    currency: job.currency,
    classification: job.classification,
    key_contact_id: job.key_contact?.id ?? null,
    advert_start_date: job.advert_start_date,
    advert_end_date: job.advert_end_date,
    description: job.description ?? '',
    key_selling_points: job.key_selling_points ?? '',
    links: job.links,
    banner_file_id: job.banner?.id ?? null,
    consultant_ids: job.consultants.map((consultant) => consultant.id),
    tag_ids: job.tags.map((tag) => tag.id),
    apply_on: job.apply_on,
    application_url: job.application_url,
    application_emails: job.application_emails,
    screening_questions: job.screening_questions,
    questions_position: job.questions_position,
  };
}

/**
 * What a draft's save sends: each field as the contract reads it (trimmed, empty text as null)
 * where it passes, else as typed, so the API's 422 names it under its field.
 */
export function draftBody(values: JobWizardValues, fields: readonly Field[]): Record<string, unknown> {
  const shape = CreateJobSchema.shape;
  return Object.fromEntries(
    fields.map((field) => {
      const parsed = shape[field].safeParse(values[field]);
      return [field, parsed.success ? parsed.data : values[field]];
    }),
  );
}

/** The staff-only fields the viewer may set (decision 0037): `consultant_ids` and `tag_ids`. */
export interface StaffRights {
  consultants: boolean;
  tags: boolean;
}

/**
 * The fields a draft's create (POST) and update (PATCH) send: the employer is named once, by staff,
 * on create; the consultants and tags only by who may set them (the API answers 403 otherwise).
 */
const STEP_FIELDS = [...BASIC_DETAILS, ...ADDITIONAL_DETAILS, ...APPLICATION_PREFERENCES, ...SCREENING_QUESTIONS];
const withRights = (fields: readonly Field[], rights: StaffRights) =>
  fields.filter((field) => (field !== 'consultant_ids' || rights.consultants) && (field !== 'tag_ids' || rights.tags));
export const createFields = (staff: boolean, rights: StaffRights): readonly Field[] =>
  withRights(staff ? STEP_FIELDS : STEP_FIELDS.filter((field) => field !== 'employer_id'), rights);
export const updateFields = (rights: StaffRights): readonly Field[] =>
  withRights(
    STEP_FIELDS.filter((field) => field !== 'employer_id'),
    rights,
  );

/** The wizard's steps for a job in `status` (decision 0065): those it may still change, the overview, and payment for a draft. */
export const jobStepsFor = (status: JobStatus) => {
  const shown: readonly string[] = jobEditSteps(status);
  return JOB_STEPS.filter((step) => shown.includes(step.slug));
};

/** A saved job's PATCH past draft: only the fields its status may still change (the API refuses the others). */
export const editFields = (status: JobStatus, rights: StaffRights): readonly Field[] =>
  updateFields(rights).filter((field) => mayEditJobField(status, field));

/** The fields of the form a job in `status` shows read-only. */
export const lockedFields = (status: JobStatus): readonly Field[] =>
  STEP_FIELDS.filter((field) => field !== 'employer_id' && !mayEditJobField(status, field));
