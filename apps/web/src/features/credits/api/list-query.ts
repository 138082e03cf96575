import { CREDIT_LEDGER_SORTS, CreditLedgerListQuerySchema } from '@portal/contract';
import { defineList, type ListChange, type ListState } from '../../../lib/list-state';

/** The credit history: its sort and filters (kind, from, to) are the contract's. */
export const ledgerList = defineList({
  sorts: CREDIT_LEDGER_SORTS,
  filters: CreditLedgerListQuerySchema.shape.filter.unwrap().shape,
});

type Definition = typeof ledgerList;
export type LedgerSortField = Definition['sorts'][number];
export type LedgerListState = ListState<LedgerSortField, Definition['filters']>;
export type LedgerListChange = ListChange<LedgerSortField, Definition['filters']>;
