import { and, asc, count, eq } from 'drizzle-orm';
import type { ProductListQuery } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { equalsWhenGiven } from '../../db/list-query.js';
import { jobs, products } from '../../db/schema/index.js';
import { scopedRepository, siteOwned } from '../../lib/resource/scoped-repository.js';
import type { Reach } from '../access/index.js';

export type ProductRow = typeof products.$inferSelect;

/** A site's products, addressed by uuid (decision 0018), by their order by default. */
export const productRows = scopedRepository({
  ...siteOwned(products),
  key: products.uuid,
  list: {
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

/** An active product of the reach's site by uuid (what a job is published or cloned as), or undefined. */
export async function findActiveProduct(db: Db, reach: Reach, uuid: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(productRows.where(reach), eq(products.uuid, uuid.toLowerCase()), eq(products.active, true)));
  return row;
}

/** A product of the site by its id, active or not: what a job was posted or cloned as (decision 0065). */
export async function findProductById(db: Db, reach: Reach, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(productRows.where(reach), eq(products.id, id)));
  return row;
}

/**
 * How many jobs name this product (`jobs.product_id`, decision 0038): a used product cannot be
 * deleted, only deactivated, so past jobs keep what they were bought as.
 */
export async function countJobsUsingProduct(db: Db, reach: Reach, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.site_id, reach.siteId), eq(jobs.product_id, id)));
  return row?.n ?? 0;
}
