import { CreditLedgerListQuerySchema } from '@portal/contract';
import { listOf, type SortFieldOf } from '../../../lib/list-state';

/** The credit history: its sort and filters (kind, from, to) are the contract's. */
export const ledgerList = listOf(CreditLedgerListQuerySchema);

export type LedgerSortField = SortFieldOf<typeof ledgerList>;
