import { MESSAGES, type CreateJob } from '@portal/contract';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { findFieldOptions } from '../field-options/index.js';
import * as repo from './repository.js';
import type { BasicInput } from './steps.js';

/** The *Basic details* that name one of the site's option lists (decision 0015). */
const OPTION_FIELDS = ['work_type', 'pay_type', 'currency', 'classification'] as const;
export type BasicDetails = BasicInput<Omit<CreateJob, 'employer_id'>>;
type Errors = Record<string, string[]>;

/**
 * *Basic details*' own checks (decision 0036). Every reference must be the site's: options of its
 * lists (a retired one only where the job holds it already), a key contact who is a member of the
 * site, its account or the job's employer. Ranges must not run backwards. Each failure joins
 * `errors` on its field, so another tenant's ids reveal nothing. Answers the key contact it checked, by name.
 */
export async function checkBasicDetails(
  ctx: ResourceContext,
  employerId: number,
  input: BasicDetails,
  current: BasicDetails | undefined,
  errors: Errors,
) {
  const { deps, reach } = ctx;
  const wanted = OPTION_FIELDS.filter((field) => input[field] != null && input[field] !== current?.[field]);
  const options = wanted.length ? await findFieldOptions(deps.db, reach, wanted) : [];
  for (const field of wanted) {
    const option = options.find((o) => o.field === field && o.value === input[field]);
    if (!option || option.retired_at !== null) errors[field] = [MESSAGES.invalid];
  }
  let keyContact: { id: number; name: string } | undefined;
  if (input.key_contact_id != null && input.key_contact_id !== current?.key_contact_id) {
    keyContact = await repo.findKeyContact(deps.db, reach, employerId, input.key_contact_id);
    if (!keyContact) errors.key_contact_id = [MESSAGES.invalid];
  }
  if (input.salary_min != null && input.salary_max != null && input.salary_max < input.salary_min) {
    errors.salary_max = [MESSAGES.invalid];
  }
  const { advert_start_date: start, advert_end_date: end } = input;
  if (start != null && end != null && end < start) errors.advert_end_date = [MESSAGES.invalid];
  return { keyContact };
}
