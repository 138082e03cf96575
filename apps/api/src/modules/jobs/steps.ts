import {
  can,
  JOB_ADDITIONAL_DETAILS_FIELDS,
  JOB_APPLICATION_PREFERENCES_FIELDS,
  JOB_SCREENING_QUESTIONS_FIELDS,
  MESSAGES,
  type CreateJob,
  type ScreeningQuestion,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { storedRichText } from '../../lib/rich-text.js';
import { checkSiteFileRef } from '../files/index.js';
import { forbidden, HttpError, invalid } from '../../lib/http-error.js';
import { tagsForSite } from '../tags/index.js';
import { checkBasicDetails, type BasicDetails } from './basic-details.js';
import * as links from './links-repository.js';

/** The body keys of *Additional details*, *Application preferences* and *Screening questions*. */
const STEP_KEYS = [
  ...JOB_ADDITIONAL_DETAILS_FIELDS,
  ...JOB_APPLICATION_PREFERENCES_FIELDS,
  ...JOB_SCREENING_QUESTIONS_FIELDS,
] satisfies readonly (keyof CreateJob)[];
type StepKey = (typeof STEP_KEYS)[number];
export type StepInput = Partial<Pick<CreateJob, StepKey>>;
/** A body without the steps' fields: what *Basic details* checks and stores. */
export type BasicInput<T> = Omit<T, StepKey>;
type Errors = Record<string, string[]>;

/** A body split into *Basic details* (the row's own checks) and the other steps' fields. */
export function splitJobInput<T extends StepInput>(input: T): { basic: BasicInput<T>; steps: StepInput } {
  const isStep = (key: string) => (STEP_KEYS as readonly string[]).includes(key);
  const entries = Object.entries(input);
  return {
    basic: Object.fromEntries(entries.filter(([key]) => !isStep(key))) as BasicInput<T>,
    steps: Object.fromEntries(entries.filter(([key]) => isStep(key))) as StepInput,
  };
}

/** What a job row holds of the steps, as the checks compare against it. */
interface CurrentJob {
  id: number;
  uuid: string;
  banner_file_id: string | null;
}

/**
 * The banner must be a `banner` upload of the site; for an employer's own user, one a member of
 * that employer uploaded. The job's current banner is not checked again.
 */
async function bannerError(ctx: ResourceContext, employerId: number, id: string) {
  const { error } = await checkSiteFileRef(ctx.deps, ctx.reach, id, ['banner']);
  if (error) return error;
  if (ctx.reach.employerId !== undefined && !(await links.isEmployerUpload(ctx.deps.db, employerId, id))) {
    return MESSAGES.fileNotOnSite;
  }
  return undefined;
}

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Who is shown and how the job is tagged are the staff's choice: `read` on the subject granted in
 * the account or the site. Without it, a list that changes nothing (the form's empty default on a
 * new draft, the same consultants sent back) is accepted and not written; any other is a 403.
 */
function staffMayChoose(ctx: ResourceContext, subject: 'consultants' | 'tags', unchanged: boolean): boolean {
  if (can(ctx.access.levels.site, 'read', subject)) return true;
  if (unchanged) return false;
  throw forbidden();
}

/**
 * Consultants shown are the site's, and one newly added must be active (an inactive consultant stays
 * on the jobs that show them already: decision 0016). Answers whether to write them.
 */
async function checkConsultants(ctx: ResourceContext, ids: readonly number[], errors: Errors, current?: CurrentJob) {
  const kept = current ? await links.consultantIdsOfJob(ctx.deps.db, current.id) : [];
  if (!staffMayChoose(ctx, 'consultants', sameList(ids, kept))) return false;
  const found = new Map((await links.findSiteConsultants(ctx.deps.db, ctx.reach, ids)).map((c) => [c.id, c]));
  const usable = ids.every((id) => {
    const consultant = found.get(id);
    return consultant !== undefined && (consultant.active || kept.includes(id));
  });
  if (!usable) errors.consultant_ids = [MESSAGES.invalid];
  return true;
}

/** The site's tags (`tagsForSite`, a 422 on `tag_ids` otherwise); undefined when not to be written. */
async function checkTags(ctx: ResourceContext, ids: readonly number[], errors: Errors, current?: { uuid: string }) {
  const site = { siteId: ctx.reach.siteId };
  const kept = current ? (await links.tagsOfJob(ctx.deps.db, site, current.uuid)).map((tag) => tag.id) : [];
  const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);
  if (!staffMayChoose(ctx, 'tags', sameList(sorted(ids), sorted(kept)))) return undefined;
  try {
    return (await tagsForSite(ctx.deps.db, site, ids)).map((tag) => tag.id);
  } catch (error) {
    if (!(error instanceof HttpError && error.errors)) throw error;
    Object.assign(errors, error.errors);
    return undefined;
  }
}

/** The step fields checked and made ready: columns to store, links to write, files let go. */
export interface PreparedSteps {
  errors: Errors;
  columns: Partial<{
    description: ReturnType<typeof storedRichText>;
    key_selling_points: ReturnType<typeof storedRichText>;
    links: { label: string; url: string }[];
    banner_file_id: string | null;
    apply_on: CreateJob['apply_on'];
    application_url: string | null;
    application_emails: string[];
    screening_questions: ScreeningQuestion[];
    questions_position: NonNullable<CreateJob['questions_position']>;
  }>;
  /** Writes the consultants and tags the body named; call in the job's transaction. */
  link(tx: Db, job: { id: number; uuid: string }): Promise<void>;
  /** Files the job no longer points at once written (a replaced banner). */
  released: (string | null)[];
}

/**
 * Checks every reference of the steps after *Basic details* against the site (and, for an
 * employer's user, its employer): each failure joins `errors` on its field. Rich text is sanitised
 * here (decision 0014). A draft may leave every step empty; what publishing needs is `jobStepIssues`.
 */
async function prepareSteps(
  ctx: ResourceContext,
  employerId: number,
  input: StepInput,
  current?: CurrentJob,
): Promise<PreparedSteps> {
  const errors: Errors = {};
  const { consultant_ids, tag_ids, description, key_selling_points, ...plain } = input;
  const columns: PreparedSteps['columns'] = { ...plain };
  if (description !== undefined) columns.description = storedRichText(description);
  if (key_selling_points !== undefined) columns.key_selling_points = storedRichText(key_selling_points);
  const banner = input.banner_file_id;
  if (banner && banner !== current?.banner_file_id) {
    const error = await bannerError(ctx, employerId, banner);
    if (error) errors.banner_file_id = [error];
  }
  const writeConsultants =
    consultant_ids !== undefined && (await checkConsultants(ctx, consultant_ids, errors, current));
  const tagIds = tag_ids === undefined ? undefined : await checkTags(ctx, tag_ids, errors, current);
  const released = banner !== undefined && current && banner !== current.banner_file_id ? [current.banner_file_id] : [];
  return {
    errors,
    columns,
    released,
    async link(tx, job) {
      if (writeConsultants && consultant_ids) await links.replaceJobConsultants(tx, job.id, consultant_ids);
      if (tagIds !== undefined) await links.replaceJobTags(tx, job.uuid, tagIds);
    },
  };
}

/**
 * A body checked by the steps that own its fields (*Basic details* in basic-details.ts, the others
 * here) and made ready to write: every refusal in one 422, each on its field. `current` is the
 * stored job an update changes (its values are not checked again).
 */
export async function prepareJob<T extends StepInput & Partial<BasicDetails>>(
  ctx: ResourceContext,
  employerId: number,
  input: T,
  current?: CurrentJob & BasicDetails,
): Promise<
  Omit<PreparedSteps, 'errors' | 'columns'> & {
    columns: BasicInput<T> & PreparedSteps['columns'];
    /** The key contact the body named anew, by name (undefined: unchanged or none). */
    keyContact?: { id: number; name: string };
  }
> {
  const { basic, steps } = splitJobInput(input);
  const { errors, columns, ...prepared } = await prepareSteps(ctx, employerId, steps, current);
  const checked = await checkBasicDetails(ctx, employerId, { ...current, ...basic } as BasicDetails, current, errors);
  if (Object.keys(errors).length) throw invalid(errors);
  return { ...prepared, columns: { ...basic, ...columns }, keyContact: checked.keyContact };
}
