import { PRODUCT_SORTS, ProductListQuerySchema } from '@portal/contract';
import { defineList, type ListChange, type ListState } from '../../../lib/list-state';

/** The products list of the pricing tab: its sorts and `active` filter are the contract's. */
export const productList = defineList({
  sorts: PRODUCT_SORTS,
  filters: ProductListQuerySchema.shape.filter.unwrap().shape,
});

type Definition = typeof productList;
export type ProductSortField = Definition['sorts'][number];
export type ProductListState = ListState<ProductSortField, Definition['filters']>;
export type ProductListChange = ListChange<ProductSortField, Definition['filters']>;
