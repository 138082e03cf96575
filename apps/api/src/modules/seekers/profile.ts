import type { Seeker, UpdateSeeker } from '@portal/contract';
import { notFound } from '../../lib/http-error.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { auditFor } from '../audit/index.js';
import { assertActiveOptions } from '../field-options/index.js';
import { toSeeker } from './presenter.js';
import { lockSeeker, seekerRows } from './repository.js';

const audit = auditFor('seeker');
/** What staff may set on a seeker: the option lists of the same names (decision 0068). */
const PROFILE_LISTS = ['visa_type', 'desired_work_type'] as const;

/**
 * `PATCH /v1/seekers/{uuid}`: staff set the seeker's visa type and desired work type. Each value
 * sent is null (none) or an active option of the site's list of that name, else a 422 on the field;
 * a value the seeker holds already is kept even if its option was retired since (decision 0015).
 * Each field that changes is audited with its from and to, so the seeker's activity shows it.
 * Identity fields are not part of the body (decision 0062).
 */
export async function updateSeekerProfile(ctx: ResourceContext, uuid: string, input: UpdateSeeker): Promise<Seeker> {
  const { reach } = ctx;
  return ctx.deps.db.transaction(async (tx) => {
    const seeker = await lockSeeker(tx, reach, uuid.toLowerCase());
    if (!seeker) throw notFound();
    const changed = PROFILE_LISTS.filter((list) => input[list] !== undefined && input[list] !== seeker[list]);
    if (!changed.length) return toSeeker(seeker);
    const values = Object.fromEntries(changed.map((list) => [list, input[list] ?? null]));
    await assertActiveOptions(tx, reach, values);
    const row = await seekerRows.update(tx, reach, seeker.uuid, values);
    if (!row) throw notFound();
    for (const list of changed) {
      const change = { from: seeker[list], to: input[list] ?? null };
      await audit(tx, ctx, seeker.uuid, `${list}_changed`, change, { [list]: change });
    }
    return toSeeker(row);
  });
}
