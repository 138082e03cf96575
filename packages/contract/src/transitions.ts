import { z } from 'zod';
import { bulkKeysSchema, type KeyKind } from './keys.js';
import type { Action, Subject } from './permissions.js';

/** Where a transition may start and where it leads. */
export interface TransitionMove<Status extends string> {
  from: readonly Status[];
  to: Status;
}

/**
 * A state change as data: who may make it, from which states to which, what it takes, and
 * whether it can be undone. The API route, the service's rule and the web's buttons and bulk bar
 * all read the same entry (decisions 0011, 0030).
 */
export interface TransitionDef<Status extends string> extends TransitionMove<Status> {
  permission: { action: Action; subject: Subject };
  /** The body of one (`POST /{resource}/{key}/{name}`); the bulk body is `{ids}` plus these fields. */
  body: z.ZodObject;
  /** Irreversible: the UI asks the user to type the shown label before it runs (spec §4). */
  destructive: boolean;
}

/** Declares a resource's transitions with their names kept as literal keys. */
export const defineTransitions =
  <Status extends string>() =>
  <T extends Record<string, TransitionDef<Status>>>(transitions: T): T =>
    transitions;

/**
 * The states and moves in force for one request. A fixed table gives the same machine to every
 * request (`machineOf`); a resource whose states are data (an application's stages, the site's
 * own, reordered or retired) reads one at run time. `move` answers where `name` takes a row that
 * is in `from`, or undefined when the move is refused (409).
 */
export interface TransitionMachine<Status extends string, Name extends string = string> {
  move(name: Name, from: Status): Status | undefined;
}

/** The machine of a fixed table: a move starts only from its entry's `from` states. */
export function machineOf<Status extends string, Name extends string>(
  table: Record<Name, TransitionMove<Status>>,
): TransitionMachine<Status, Name> {
  return { move: (name, from) => (table[name].from.includes(from) ? table[name].to : undefined) };
}

/** Integer ids for a bulk transition: all or nothing, at most 100 (`bulkKeysSchema('id')`). */
export const BulkIdsSchema = bulkKeysSchema('id');

/** The body of a bulk run of a transition: the resource's keys plus the entry's own fields. */
export const bulkBodyOf = <B extends z.ZodObject, K extends KeyKind = 'id'>(def: { body: B }, key?: K) =>
  bulkKeysSchema((key ?? 'id') as K).extend(def.body.shape as B['shape']);

/** A resource whose state is an `active` flag speaks of it as one of these (consultants, products). */
export const ACTIVE_STATUSES = ['active', 'inactive'] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];
/** The status a flag's transitions read. */
export const activeStatusOf = (row: { active: boolean }): ActiveStatus => (row.active ? 'active' : 'inactive');

/**
 * Activate and deactivate, each from either state (a row already there is left alone), reversible,
 * with `update` on the resource's subject: the table every resource with an `active` flag shares.
 */
export const activationTransitions = (subject: Subject) =>
  defineTransitions<ActiveStatus>()({
    activate: {
      permission: { action: 'update', subject },
      from: ['inactive', 'active'],
      to: 'active',
      body: z.object({}).strict(),
      destructive: false,
    },
    deactivate: {
      permission: { action: 'update', subject },
      from: ['active', 'inactive'],
      to: 'inactive',
      body: z.object({}).strict(),
      destructive: false,
    },
  });
