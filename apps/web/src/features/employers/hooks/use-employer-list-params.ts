import { useListParams } from '../../../hooks/use-list-params';
import { employerList, ON_HOLD_OMITS } from '../api/list-query';

/** The employers list's URL state; the on-hold queue has one status, so no status filter. */
export function useEmployerListParams({ onHold = false }: { onHold?: boolean } = {}) {
  return useListParams(employerList, { omit: onHold ? ON_HOLD_OMITS : [] });
}
