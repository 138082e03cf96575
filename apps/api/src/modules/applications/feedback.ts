import { desc, eq } from 'drizzle-orm';
import type { ApplicationFeedback, CreateApplicationFeedback } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { applicationFeedbacks, users } from '../../db/schema/index.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { auditFor } from '../audit/index.js';
import { applicationRows } from './repository.js';

const audit = auditFor('application');

const feedbackRows = (db: Db) =>
  db
    .select({ feedback: applicationFeedbacks, author: { id: users.id, name: users.name } })
    .from(applicationFeedbacks)
    .leftJoin(users, eq(users.id, applicationFeedbacks.author_id))
    .$dynamic();

const toFeedback = ({ feedback: f, author }: Awaited<ReturnType<ReturnType<typeof feedbackRows>['execute']>>[number]) =>
  ({
    uuid: f.uuid,
    rating: f.rating,
    comments: f.comments,
    author: author?.id == null ? null : author,
    created_at: f.created_at.toISOString(),
  }) satisfies ApplicationFeedback;

/** The recruiters' feedback on an application of the reach (404 otherwise), newest first; none: "No feedback left." */
export async function listApplicationFeedback(ctx: ResourceContext, uuid: string) {
  const { application } = await applicationRows.found(ctx.deps.db, ctx.reach, uuid);
  const rows = await feedbackRows(ctx.deps.db)
    .where(eq(applicationFeedbacks.application_id, application.id))
    .orderBy(desc(applicationFeedbacks.created_at), desc(applicationFeedbacks.id));
  return { data: rows.map(toFeedback) };
}

/** Leaves the caller's feedback on an application of the reach (decision 0044: the author is who asks). */
export async function createApplicationFeedback(ctx: ResourceContext, uuid: string, input: CreateApplicationFeedback) {
  const id = await ctx.deps.db.transaction(async (tx) => {
    const { application } = await applicationRows.found(tx, ctx.reach, uuid);
    const [row] = await tx
      .insert(applicationFeedbacks)
      .values({
        application_id: application.id,
        rating: input.rating,
        comments: input.comments ?? null,
        author_id: ctx.user.id,
      })
      .returning({ id: applicationFeedbacks.id, uuid: applicationFeedbacks.uuid });
    if (!row) throw new Error('insert returned no row');
    await audit(tx, ctx, application.uuid, 'feedback_added', { feedback: row.uuid, rating: input.rating });
    return row.id;
  });
  const [row] = await feedbackRows(ctx.deps.db).where(eq(applicationFeedbacks.id, id));
  if (!row) throw new Error('feedback vanished');
  return toFeedback(row);
}
