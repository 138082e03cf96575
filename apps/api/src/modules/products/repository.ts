import { and, asc, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { countCapped, equalsWhenGiven, orderBy, searchColumns, type SortKey } from '../../db/list-query.js';
import { products } from '../../db/schema/index.js';
import { assertPageReachable, offsetOf, type PageQuery } from '../../lib/list-page.js';
import type { Reach } from '../access/reach.js';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'uuid' | 'site_id' | 'created_at' | 'updated_at'>;

type ListFilters = Pick<ProductListQuery, 'search' | 'filter'>;
type ProductSort = NonNullable<ProductListQuery['sort']>;

const reachWhere = (reach: Reach): SQL => eq(products.site_id, reach.siteId);

function listWhere(reach: Reach, q: ListFilters): SQL | undefined {
  const active = q.filter.active === undefined ? undefined : q.filter.active === 'true';
  return and(reachWhere(reach), equalsWhenGiven(products.active, active), searchColumns(q.search, [products.name]));
}

const SORT_COLUMNS: Record<SortKey<ProductSort>, Column> = {
  sort_order: products.sort_order,
  name: products.name,
  created_at: products.created_at,
};

/** One page of a site's products (by their order by default); the count stops at the threshold. */
export async function listProducts(db: Db, reach: Reach, q: ListFilters & PageQuery & { sort?: ProductSort }) {
  assertPageReachable(q);
  const where = listWhere(reach, q);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderBy(SORT_COLUMNS, q.sort ?? 'sort_order', products.id))
      .limit(q.per_page)
      .offset(offsetOf(q)),
    countCapped(db, db.select({ id: products.id }).from(products).where(where).$dynamic()),
  ]);
  return { rows, count };
}

/** The site's active products in their order: what credits can be spent on. */
export async function listActiveProducts(db: Db, reach: Reach) {
  return db
    .select()
    .from(products)
    .where(and(reachWhere(reach), eq(products.active, true)))
    .orderBy(asc(products.sort_order), asc(products.id));
}

export async function findProduct(db: Db, reach: Reach, uuid: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(reachWhere(reach), eq(products.uuid, uuid)));
  return row;
}

export async function insertProduct(db: Db, reach: Reach, values: ProductValues) {
  const [row] = await db
    .insert(products)
    .values({ ...values, site_id: reach.siteId })
    .returning();
  if (!row) throw new Error('product insert failed');
  return row;
}

export async function updateProduct(db: Db, reach: Reach, uuid: string, values: Partial<ProductValues>) {
  const [row] = await db
    .update(products)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(reachWhere(reach), eq(products.uuid, uuid)))
    .returning();
  return row;
}

export async function deleteProduct(db: Db, reach: Reach, uuid: string) {
  const rows = await db
    .delete(products)
    .where(and(reachWhere(reach), eq(products.uuid, uuid)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/**
 * How many jobs were posted as this product. Jobs do not exist yet: 0. When the jobs issue adds
 * `jobs.product_id`, this counts them and the delete rule in the service starts to bite (a used
 * product is deactivated instead, so past jobs keep what they were bought as).
 */
export async function countJobsUsingProduct(_db: Db, _reach: Reach, _id: number): Promise<number> {
  return Promise.resolve(0);
}
