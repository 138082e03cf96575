import { z } from 'zod';
import type { Action, Subject } from './permissions.js';

/**
 * A state change as data: who may make it, from which states to which, what it takes, and
 * whether it can be undone. The API route, the service's rule and the web's buttons and bulk bar
 * all read the same entry (decision 0011).
 */
export interface TransitionDef<Status extends string> {
  permission: { action: Action; subject: Subject };
  from: readonly Status[];
  to: Status;
  /** The body of one (`POST /{resource}/{id}/{name}`); the bulk body is `{ids}` plus these fields. */
  body: z.ZodObject;
  /** Irreversible: the UI asks the user to type the shown label before it runs (spec §4). */
  destructive: boolean;
}

/** Declares a resource's transitions with their names kept as literal keys. */
export const defineTransitions =
  <Status extends string>() =>
  <T extends Record<string, TransitionDef<Status>>>(transitions: T): T =>
    transitions;

/** Ids for a bulk transition: all or nothing, at most 100. */
export const BulkIdsSchema = z.object({
  ids: z.array(z.number().int().min(1).max(2147483647)).min(1).max(100),
});

/** The body of a bulk run of a transition (typed by the entry's own body). */
export const bulkBodyOf = <B extends z.ZodObject>(def: { body: B }) =>
  BulkIdsSchema.extend(def.body.shape as B['shape']);
