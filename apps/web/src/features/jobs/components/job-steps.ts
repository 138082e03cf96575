import {
  CreateJobSchema,
  JOB_BASIC_DETAILS_FIELDS,
  JOB_FORM_STEPS,
  jobEditSteps,
  mayEditJobField,
  type CreateJobInput,
  type JobDetail,
  type JobFormStep,
  type JobStatus,
} from '@portal/contract';
import { z } from 'zod';
import { defaultValuesOf } from '../../../hooks/use-contract-form';
import type { WizardStep } from '../../../components/wizard/wizard-steps';

/**
 * The wizard's form: `CreateJobSchema`, the same the API validates a draft with. For staff the
 * employer is required here (the API answers its 422 the same way); an employer's user never names it.
 */
export const staffJobSchema = CreateJobSchema.extend({ employer_id: z.number().int().positive() });
export type JobWizardSchema = typeof CreateJobSchema | typeof staffJobSchema;
export type JobWizardValues = CreateJobInput;
type Field = keyof JobWizardValues & string;

/** A field of the job form, as a step of the contract names it. */
export type JobStepField = (typeof JOB_FORM_STEPS)[number]['fields'][number];
export type JobStepSlug = JobFormStep;
type JobStep = WizardStep<Field, JobStepSlug> & { fields: readonly JobStepField[] };

/** The contract's six steps (decision 0037), slugs in the URL (decision 0039), each labelled `jobs.steps.<slug in camelCase>`. */
export const JOB_STEPS: readonly JobStep[] = JOB_FORM_STEPS.map((step) => ({
  ...step,
  labelKey: `jobs.steps.${step.slug.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`,
}));
export const BASIC_DETAILS = JOB_BASIC_DETAILS_FIELDS satisfies readonly Field[];

/**
 * The fields the form holds as a choice, a date or an address: null when blank, where the kit's
 * `defaultValuesOf` gives a text its '' (a select or a date picker never holds ''). Ids are named below.
 */
const NULL_WHEN_BLANK = [
  ...['work_type', 'pay_type', 'currency', 'classification', 'advert_start_date', 'advert_end_date'],
  'application_url',
] as const satisfies readonly (keyof JobDetail & Field)[];
const heldAsNull = (job?: JobDetail) =>
  Object.fromEntries(NULL_WHEN_BLANK.map((field) => [field, job?.[field] ?? null]));

/** A new job's blank form, from the schema (decision 0031): text as '', lists as [], choices, numbers and dates as null. */
export const BLANK_JOB = defaultValuesOf(CreateJobSchema, undefined, {
  ...heldAsNull(),
  banner_file_id: null,
  questions_position: 'below',
}) as JobWizardValues;

/** A saved job as the form holds it: each field by its name, and what the detail names by id as that id. */
export function valuesOfJob(job: JobDetail): JobWizardValues {
  return defaultValuesOf(CreateJobSchema, job, {
    ...heldAsNull(job),
    employer_id: job.employer.id,
    key_contact_id: job.key_contact?.id ?? null,
    banner_file_id: job.banner?.id ?? null,
    consultant_ids: job.consultants.map((consultant) => consultant.id),
    tag_ids: job.tags.map((tag) => tag.id),
  }) as JobWizardValues;
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
const STEP_FIELDS: readonly Field[] = JOB_STEPS.flatMap((step) => step.fields);
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
