import {
  activeStatusOf,
  machineOf,
  type activationTransitions,
  type AuditAction,
  type KeyKind,
  type KeyOf,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { ResourceContext, TransitionHandler } from './define-resource.js';
import { runTransition } from './transitions.js';

/** The shared activate/deactivate table (`activationTransitions`), whatever its subject. */
type ActivationTable = ReturnType<typeof activationTransitions>;

interface Activation<K extends KeyKind, Row extends { active: boolean }> {
  table: ActivationTable;
  /** The resource's `scopedRepository`: rows by key in the reach, and their update. */
  rows: {
    getMany(db: Db, reach: ResourceContext['reach'], keys: readonly unknown[]): Promise<Row[]>;
    update(db: Db, reach: ResourceContext['reach'], key: unknown, values: { active: boolean }): Promise<unknown>;
  };
  keyOf: (row: Row) => KeyOf<K>;
  /** The resource's audit (`auditFor(subject)`): one entry per changed row, named by the move. */
  audit: (db: Db, ctx: ResourceContext, key: KeyOf<K>, action: AuditAction) => Promise<void>;
  /** What the resource records beside the flag of who changed it (`updated_by`). */
  stamp?: (ctx: ResourceContext) => Record<string, unknown>;
}

/**
 * The handler of a resource switched on and off (consultants, products): all or nothing
 * (`runTransition`), the `active` flag set on the rows of the reach, an audit entry for each.
 */
export function activationHandler<K extends KeyKind, Row extends { active: boolean }>(
  def: Activation<K, Row>,
): TransitionHandler<K, ActivationTable> {
  const machine = machineOf(def.table);
  return (ctx, keys, name) =>
    runTransition(ctx.deps.db, {
      machine,
      name,
      keys,
      find: (tx: Db, found) => def.rows.getMany(tx, ctx.reach, found),
      statusOf: activeStatusOf,
      apply: async (tx, row, to) => {
        await def.rows.update(tx, ctx.reach, def.keyOf(row), { active: to === 'active', ...def.stamp?.(ctx) });
        await def.audit(tx, ctx, def.keyOf(row), name);
      },
    });
}
