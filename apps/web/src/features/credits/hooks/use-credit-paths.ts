import { useSession } from '../../../lib/session-context';
import { EMPLOYER_PARAM } from '../api/employer-param';
import { useCreditEmployer } from './use-credit-employer';

/** The credit pages of the selected site; staff's chosen employer rides along in the query. */
export function useCreditPaths() {
  const { selection } = useSession();
  const { chooses, employerId } = useCreditEmployer();
  const base = `/${encodeURIComponent(selection?.account?.name ?? '')}/${encodeURIComponent(selection?.site?.name ?? '')}/credit-system`;
  const query = chooses && employerId !== null ? `?${EMPLOYER_PARAM}=${employerId}` : '';
  return {
    list: `${base}${query}`,
    create: `${base}/create${query}`,
    /** The history of a given employer (the payment success page knows the purchase's). */
    listOf: (id: number) => (chooses ? `${base}?${EMPLOYER_PARAM}=${id}` : base),
    createFor: (id: number) => (chooses ? `${base}/create?${EMPLOYER_PARAM}=${id}` : `${base}/create`),
  };
}
