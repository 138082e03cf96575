import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applicationFeedbacks, users } from '../../db/schema/index.js';
import { personOf } from '../../lib/resource/people-repository.js';

const feedbackRows = (db: Db) =>
  db
    .select({ feedback: applicationFeedbacks, author: personOf(users) })
    .from(applicationFeedbacks)
    .leftJoin(users, eq(users.id, applicationFeedbacks.author_id))
    .$dynamic();
export type FeedbackRecord = Awaited<ReturnType<ReturnType<typeof feedbackRows>['execute']>>[number];

/** An application's feedback with its authors, newest first. */
export const findFeedbacks = (db: Db, applicationId: number): Promise<FeedbackRecord[]> =>
  feedbackRows(db)
    .where(eq(applicationFeedbacks.application_id, applicationId))
    .orderBy(desc(applicationFeedbacks.created_at), desc(applicationFeedbacks.id));

/** One feedback with its author. */
export async function findFeedback(db: Db, id: number): Promise<FeedbackRecord | undefined> {
  const [row] = await feedbackRows(db).where(eq(applicationFeedbacks.id, id));
  return row;
}

export async function insertFeedback(db: Db, values: typeof applicationFeedbacks.$inferInsert) {
  const [row] = await db
    .insert(applicationFeedbacks)
    .values(values)
    .returning({ id: applicationFeedbacks.id, uuid: applicationFeedbacks.uuid });
  if (!row) throw new Error('insert returned no row');
  return row;
}
