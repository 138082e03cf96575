import { PRODUCT_SORTS, ProductListQuerySchema } from '@portal/contract';
import { defineList, type ListChangeOf, type ListStateOf, type SortFieldOf } from '../../../lib/list-state';

/** The products list of the pricing tab: its sorts and `active` filter are the contract's. */
export const productList = defineList({
  sorts: PRODUCT_SORTS,
  filters: ProductListQuerySchema.shape.filter.unwrap().shape,
});

export type ProductSortField = SortFieldOf<typeof productList>;
export type ProductListState = ListStateOf<typeof productList>;
export type ProductListChange = ListChangeOf<typeof productList>;
