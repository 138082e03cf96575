import { CREDIT_LEDGER_SORTS, CreditLedgerListQuerySchema } from '@portal/contract';
import { defineList, type SortFieldOf } from '../../../lib/list-state';

/** The credit history: its sort and filters (kind, from, to) are the contract's. */
export const ledgerList = defineList({
  sorts: CREDIT_LEDGER_SORTS,
  filters: CreditLedgerListQuerySchema.shape.filter.unwrap().shape,
});

export type LedgerSortField = SortFieldOf<typeof ledgerList>;
