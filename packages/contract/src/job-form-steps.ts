import { additionalDetailsFields, applicationPreferencesFields, screeningQuestionsFields } from './job-steps.js';
import { basicDetailsFields } from './jobs.js';

/** A step's field names, typed, in the order its schema declares them. */
const keysOf = <T extends object>(fields: T) => Object.keys(fields) as (keyof T & string)[];

/** The fields of *Basic details* (decision 0036): staff name the employer first. */
export const JOB_BASIC_DETAILS_FIELDS = ['employer_id' as const, ...keysOf(basicDetailsFields)];
export const JOB_ADDITIONAL_DETAILS_FIELDS = keysOf(additionalDetailsFields);
export const JOB_APPLICATION_PREFERENCES_FIELDS = keysOf(applicationPreferencesFields);
export const JOB_SCREENING_QUESTIONS_FIELDS = keysOf(screeningQuestionsFields);

/**
 * The wizard's six steps by slug, each with the fields of the job form it owns (every field in
 * exactly one step; decision 0032): the web's steps, the API's edit rules and the step a publish's
 * 422 names all read this list. The last two show and pay: their fields belong to publishing.
 */
export const JOB_FORM_STEPS = [
  { slug: 'basic-details', fields: JOB_BASIC_DETAILS_FIELDS },
  { slug: 'additional-details', fields: JOB_ADDITIONAL_DETAILS_FIELDS },
  { slug: 'application-preferences', fields: JOB_APPLICATION_PREFERENCES_FIELDS },
  { slug: 'screening-questions', fields: JOB_SCREENING_QUESTIONS_FIELDS },
  { slug: 'overview', fields: [] },
  { slug: 'payment', fields: [] },
] as const satisfies readonly { slug: string; fields: readonly string[] }[];
export type JobFormStep = (typeof JOB_FORM_STEPS)[number]['slug'];
