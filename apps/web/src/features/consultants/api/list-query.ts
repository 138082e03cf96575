import { CONSULTANT_SORTS, ConsultantListQuerySchema } from '@portal/contract';
import { defineList, type ListChange, type ListState } from '../../../lib/list-state';

/** The consultants list: its sorts and filters are the contract's (`ConsultantListQuerySchema`). */
export const consultantList = defineList({
  sorts: CONSULTANT_SORTS,
  filters: ConsultantListQuerySchema.shape.filter.unwrap().shape,
});

type Definition = typeof consultantList;
export type ConsultantSortField = Definition['sorts'][number];
export type ConsultantListState = ListState<ConsultantSortField, Definition['filters']>;
export type ConsultantListChange = ListChange<ConsultantSortField, Definition['filters']>;
