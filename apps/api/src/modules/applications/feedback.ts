import type { ApplicationFeedback, CreateApplicationFeedback } from '@portal/contract';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { auditFor } from '../audit/index.js';
import { findFeedback, findFeedbacks, insertFeedback, type FeedbackRecord } from './feedback-repository.js';
import { applicationRows } from './repository.js';

const audit = auditFor('application');

const toFeedback = ({ feedback: f, author }: FeedbackRecord): ApplicationFeedback => ({
  uuid: f.uuid,
  rating: f.rating,
  comments: f.comments,
  author: author?.id == null ? null : author,
  created_at: f.created_at.toISOString(),
});

/** The recruiters' feedback on an application of the reach (404 otherwise), newest first; none: "No feedback left." */
export async function listApplicationFeedback(ctx: ResourceContext, uuid: string) {
  const { application } = await applicationRows.found(ctx.deps.db, ctx.reach, uuid);
  return { data: (await findFeedbacks(ctx.deps.db, application.id)).map(toFeedback) };
}

/** Leaves the caller's feedback on an application of the reach (decision 0044: the author is who asks). */
export async function createApplicationFeedback(ctx: ResourceContext, uuid: string, input: CreateApplicationFeedback) {
  const id = await ctx.deps.db.transaction(async (tx) => {
    const { application } = await applicationRows.found(tx, ctx.reach, uuid);
    const row = await insertFeedback(tx, {
      application_id: application.id,
      rating: input.rating,
      comments: input.comments ?? null,
      author_id: ctx.user.id,
    });
    await audit(tx, ctx, application.uuid, 'feedback_added', { feedback: row.uuid, rating: input.rating });
    return row.id;
  });
  const row = await findFeedback(ctx.deps.db, id);
  if (!row) throw new Error('feedback vanished');
  return toFeedback(row);
}
