import { EMPLOYER_TRANSITIONS, type EmployerStatus } from '@portal/contract';
import { BulkActionBar } from '../../../components/list/bulk-action-bar';
import { TransitionActions, transitionsFrom, useAllowedTransitions } from '../../../components/list/transition-actions';
import { useEmployerTransitionLook } from '../hooks/use-employer-transition-look';
import { useRunTransition } from '../hooks/use-run-transition';

interface EmployerBulkActionsProps {
  ids: number[];
  /** Empties the selection (after an action succeeded). */
  clear: () => void;
  /** The statuses the list shows: the bar offers the transitions that start from them. */
  statuses: readonly EmployerStatus[];
}

/** The selection count and the transitions of the contract's table the viewer may run on the selected employers. */
export function EmployerBulkActions({ ids, clear, statuses }: EmployerBulkActionsProps) {
  const { run, pending } = useRunTransition();
  const look = useEmployerTransitionLook({ count: ids.length });
  return (
    <BulkActionBar count={ids.length}>
      <TransitionActions
        transitions={EMPLOYER_TRANSITIONS}
        names={transitionsFrom(EMPLOYER_TRANSITIONS, statuses)}
        disabled={ids.length === 0}
        look={look}
        pending={pending}
        run={async (transition, body) => {
          const done = await run({ transition, ids, body });
          if (done) clear();
          return done;
        }}
      />
    </BulkActionBar>
  );
}

/** Whether the viewer may run any transition on employers in `statuses` (else the list has no checkboxes). */
export function useHasBulkActions(statuses: readonly EmployerStatus[]): boolean {
  return useAllowedTransitions(EMPLOYER_TRANSITIONS, transitionsFrom(EMPLOYER_TRANSITIONS, statuses)).length > 0;
}
