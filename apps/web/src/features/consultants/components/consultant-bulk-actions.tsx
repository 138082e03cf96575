import { CONSULTANT_TRANSITION_NAMES, CONSULTANT_TRANSITIONS } from '@portal/contract';
import { BulkActionBar } from '../../../components/list/bulk-action-bar';
import { TransitionActions, useAllowedTransitions } from '../../../components/list/transition-actions';
import { useConsultantTransitionLook, useRunConsultantTransition } from '../hooks/use-consultant-transitions';

interface ConsultantBulkActionsProps {
  ids: number[];
  /** Empties the selection (after an action succeeded). */
  clear: () => void;
}

/** The selection count and activate/deactivate on the selected consultants (all or nothing). */
export function ConsultantBulkActions({ ids, clear }: ConsultantBulkActionsProps) {
  const { run, pending } = useRunConsultantTransition();
  const look = useConsultantTransitionLook({ count: ids.length });
  return (
    <BulkActionBar count={ids.length}>
      <TransitionActions
        transitions={CONSULTANT_TRANSITIONS}
        names={CONSULTANT_TRANSITION_NAMES}
        disabled={ids.length === 0}
        look={look}
        pending={pending}
        run={async (transition) => {
          const done = await run({ transition, ids });
          if (done) clear();
          return done;
        }}
      />
    </BulkActionBar>
  );
}

/** Whether the viewer may run any consultant transition (else the list has no checkboxes). */
export function useHasConsultantBulkActions(): boolean {
  return useAllowedTransitions(CONSULTANT_TRANSITIONS, CONSULTANT_TRANSITION_NAMES).length > 0;
}
