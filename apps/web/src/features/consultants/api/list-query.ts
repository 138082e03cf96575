import { CONSULTANT_SORTS, ConsultantListQuerySchema } from '@portal/contract';
import { defineList, type ListChangeOf, type ListStateOf, type SortFieldOf } from '../../../lib/list-state';

/** The consultants list: its sorts and filters are the contract's (`ConsultantListQuerySchema`). */
export const consultantList = defineList({
  sorts: CONSULTANT_SORTS,
  filters: ConsultantListQuerySchema.shape.filter.unwrap().shape,
});

export type ConsultantSortField = SortFieldOf<typeof consultantList>;
export type ConsultantListState = ListStateOf<typeof consultantList>;
export type ConsultantListChange = ListChangeOf<typeof consultantList>;
