import { and, asc, eq } from 'drizzle-orm';
import type { ProductListQuery } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { equalsWhenGiven } from '../../db/list-query.js';
import { products } from '../../db/schema/index.js';
import { scopedRepository, siteOwned } from '../../lib/resource/scoped-repository.js';
import type { Reach } from '../access/index.js';

export type ProductRow = typeof products.$inferSelect;

/** A site's products, addressed by uuid (decision 0018), by their order by default. */
export const productRows = scopedRepository({
  table: products,
  key: products.uuid,
  id: products.id,
  ...siteOwned(products),
  list: {
    rows: (db: Db) => db.select().from(products).$dynamic(),
    search: [products.name],
    filters: (f: ProductListQuery['filter']) => [
      equalsWhenGiven(products.active, f.active === undefined ? undefined : f.active === 'true'),
    ],
    sorts: { sort_order: products.sort_order, name: products.name, created_at: products.created_at },
    defaultSort: 'sort_order' as NonNullable<ProductListQuery['sort']>,
  },
});

/** The site's active products in their order: what credits can be spent on. */
export async function listActiveProducts(db: Db, reach: Reach) {
  return db
    .select()
    .from(products)
    .where(and(productRows.where(reach), eq(products.active, true)))
    .orderBy(asc(products.sort_order), asc(products.id));
}

/**
 * How many jobs were posted as this product. Jobs do not exist yet: 0. When the jobs issue adds
 * `jobs.product_id`, this counts them and the delete rule in the service starts to bite (a used
 * product is deactivated instead, so past jobs keep what they were bought as).
 */
export async function countJobsUsingProduct(_db: Db, _reach: Reach, _id: number): Promise<number> {
  return Promise.resolve(0);
}
