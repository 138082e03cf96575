import { BulkActionBar } from '../list/bulk-action-bar';
import type { RowKey } from '../../lib/resource/define-resource';
import { TransitionActions, useAllowedTransitions } from '../list/transition-actions';
import type { ResourceTransitions } from '../../lib/resource/define-resource';

interface ResourceBulkBarProps<T extends string, St extends string, K extends RowKey> {
  transitions: ResourceTransitions<never, T, St>;
  /** The transitions offered (default: all the resource's), filtered by the viewer's rights. */
  names?: readonly T[];
  ids: readonly K[];
  look: (name: T) => import('../list/transition-actions').TransitionLook;
  pending: T | null;
  run: (name: T, ids: readonly K[], body: Record<string, unknown>) => Promise<boolean>;
  /** Empties the selection (after an action succeeded). */
  clear: () => void;
}

/** The selection count and the resource's transitions on the selected rows (all or nothing). */
export function ResourceBulkBar<T extends string, St extends string, K extends RowKey>(
  props: ResourceBulkBarProps<T, St, K>,
) {
  const { transitions, names = transitions.names, ids, look, pending, run, clear } = props;
  return (
    <BulkActionBar count={ids.length}>
      <TransitionActions
        transitions={transitions.table}
        names={names}
        disabled={ids.length === 0}
        look={look}
        pending={pending}
        run={async (name, body) => {
          const done = await run(name, ids, body);
          if (done) clear();
          return done;
        }}
      />
    </BulkActionBar>
  );
}

/** Whether the viewer may run any of these transitions (else the list has no checkboxes). */
export function useHasBulkActions<T extends string, St extends string>(
  transitions: ResourceTransitions<never, T, St> | undefined,
  names?: readonly T[],
): boolean {
  const table = transitions?.table ?? ({} as Record<T, never>);
  return useAllowedTransitions(table, names ?? transitions?.names ?? []).length > 0;
}
