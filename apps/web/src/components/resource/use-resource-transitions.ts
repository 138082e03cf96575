import { useRunTransition } from '../../hooks/use-run-transition';
import type { RowKey } from '../../lib/resource/define-resource';
import type { TransitionLook } from '../list/transition-actions';
import type { TransitionRun } from '../../lib/resource/create-resource-api';

/** What a resource's transition says when done: `activate: 'activated'` reads `<ns>.notifications.activated` (and `…Many`). */
export type TransitionDone<T extends string> = Record<T, string>;

/** For one named record, or a count of selected ones: how each transition looks and asks. */
export type LookFor<T extends string> = (subject: { name: string } | { count: number }) => (name: T) => TransitionLook;

/**
 * A resource's moves: how each transition looks and asks (`looks`) and what it says once done
 * (`done`), the one object its list's bulk bar, its hold queue and a record's actions take.
 */
export interface TransitionMoves<T extends string> {
  looks: LookFor<T>;
  done: TransitionDone<T>;
}

/** Runs a resource's state change and reports it in the snackbar; `run` resolves to whether it succeeded. */
export function useResourceTransition<T extends string, K extends RowKey>(
  api: {
    definition: { name: string };
    useTransition: () => Parameters<typeof useRunTransition<T, TransitionRun<T, K>>>[0];
  },
  done: TransitionDone<T>,
  strings = api.definition.name,
) {
  const notices = Object.fromEntries(
    Object.entries<string>(done).map(([name, key]) => [
      name,
      { one: `${strings}.notifications.${key}`, many: `${strings}.notifications.${key}Many` },
    ]),
  ) as Record<T, { one: string; many: string }>;
  return useRunTransition(api.useTransition(), notices);
}
