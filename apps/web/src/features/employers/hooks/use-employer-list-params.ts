import { useListParams } from '../../../hooks/use-list-params';
import { employerList } from '../api/list-query';

const ON_HOLD_OMITS = ['status'] as const;

/** The employers list's URL state; the on-hold queue has one status, so no status filter. */
export function useEmployerListParams({ onHold = false }: { onHold?: boolean } = {}) {
  return useListParams(employerList, { omit: onHold ? ON_HOLD_OMITS : [] });
}
