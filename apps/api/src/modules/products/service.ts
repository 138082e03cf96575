import {
  MESSAGES,
  PRODUCT_TRANSITIONS,
  type CreateProduct,
  type Product,
  type ProductListQuery,
  type UpdateProduct,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict, invalid, notFound } from '../../lib/http-error.js';
import { pageMeta } from '../../lib/list-page.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { activationHandler } from '../../lib/resource/activation.js';
import type { Reach } from '../access/index.js';
import { auditFor, changesOf, keysOf } from '../audit/index.js';
import { findCreditPrice } from '../credits/index.js';
import * as repo from './repository.js';

const rows = repo.productRows;

const toProduct = ({ id: _id, site_id: _site, ...row }: repo.ProductRow, currency: string): Product => ({
  ...row,
  currency,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** Products are priced in the site's one currency, the credit price's. */
const currencyOf = async (deps: AppDeps, reach: Reach) => (await findCreditPrice(deps.db, reach.siteId)).currency;

const audit = auditFor('product');

/** Writes a product and its audit entry; a name taken on the site (ignoring case) is a 422 on `name`. */
async function write(ctx: ResourceContext, work: (tx: Db) => Promise<repo.ProductRow>): Promise<Product> {
  try {
    const row = await ctx.deps.db.transaction(work);
    return toProduct(row, await currencyOf(ctx.deps, ctx.reach));
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ name: [MESSAGES.taken] });
    throw error;
  }
}

export async function listProducts({ deps, reach }: ResourceContext, q: ProductListQuery) {
  const [{ rows: page, count }, currency] = await Promise.all([rows.page(deps.db, reach, q), currencyOf(deps, reach)]);
  return { data: page.map((row) => toProduct(row, currency)), meta: pageMeta(q, count) };
}

/** What credits can be spent on (spec §9 "pricing can be viewed in credits or money"). */
export async function listCreditActions(deps: AppDeps, reach: Reach) {
  const [active, currency] = await Promise.all([repo.listActiveProducts(deps.db, reach), currencyOf(deps, reach)]);
  return active.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    credits: row.credit_cost,
    price_minor: row.price_minor,
    currency,
    duration_days: row.duration_days,
  }));
}

export const createProduct = (ctx: ResourceContext, input: CreateProduct) =>
  write(ctx, async (tx) => {
    const row = await rows.insert(tx, ctx.reach, input);
    await audit(tx, ctx, row.uuid, 'created');
    return row;
  });

export const updateProduct = (ctx: ResourceContext, uuid: string, input: UpdateProduct) =>
  write(ctx, async (tx) => {
    const changed = await rows.change(tx, ctx.reach, uuid, input);
    if (!changed) throw notFound();
    await audit(
      tx,
      ctx,
      uuid,
      'updated',
      { ...input },
      changesOf(changed.before, changed.after, { fields: keysOf(input) }),
    );
    return changed.after;
  });

/** Deletes a product no job was posted as; a used one is deactivated instead (409). */
export async function deleteProduct(ctx: ResourceContext, uuid: string) {
  const row = await rows.get(ctx.deps.db, ctx.reach, uuid);
  if (!row) throw notFound();
  if ((await repo.countJobsUsingProduct(ctx.deps.db, ctx.reach, row.id)) > 0) throw conflict(MESSAGES.productInUse);
  await ctx.deps.db.transaction(async (tx) => {
    if (!(await rows.delete(tx, ctx.reach, uuid))) throw notFound();
    await audit(tx, ctx, uuid, 'deleted');
  });
}

/** Activates or deactivates products of the site by uuid, all or nothing: another site's uuid is a 404. */
export const changeStatus = activationHandler({ table: PRODUCT_TRANSITIONS, rows, keyOf: (row) => row.uuid, audit });
