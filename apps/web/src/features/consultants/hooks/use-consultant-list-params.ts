import { useListParams } from '../../../hooks/use-list-params';
import { consultantList } from '../api/list-query';

/** The consultants list's URL state (page, sort, search, `filter.active`). */
export function useConsultantListParams() {
  return useListParams(consultantList);
}
