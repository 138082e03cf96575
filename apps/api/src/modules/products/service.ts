import {
  MESSAGES,
  type CreateProduct,
  type Product,
  type ProductListQuery,
  type UpdateProduct,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict, invalid, notFound } from '../../lib/http-error.js';
import { pageMeta } from '../../lib/list-page.js';
import type { Reach } from '../access/reach.js';
import { recordAudit } from '../audit/repository.js';
import { findCreditPrice } from '../credits/pricing-repository.js';
import * as repo from './repository.js';

const toProduct = (row: repo.ProductRow, currency: string): Product => ({
  uuid: row.uuid,
  name: row.name,
  description: row.description,
  credit_cost: row.credit_cost,
  price_minor: row.price_minor,
  currency,
  duration_days: row.duration_days,
  active: row.active,
  sort_order: row.sort_order,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** Products are priced in the site's one currency, the credit price's. */
const currencyOf = async (deps: AppDeps, reach: Reach) => (await findCreditPrice(deps.db, reach.siteId)).currency;

/** A name taken on the site (ignoring case) is a 422 on `name`. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ name: [MESSAGES.taken] });
    throw error;
  }
}

export async function listProducts(deps: AppDeps, reach: Reach, q: ProductListQuery) {
  const [{ rows, count }, currency] = await Promise.all([
    repo.listProducts(deps.db, reach, q),
    currencyOf(deps, reach),
  ]);
  return { data: rows.map((row) => toProduct(row, currency)), meta: pageMeta(q, count) };
}

/** What credits can be spent on (spec §9 "pricing can be viewed in credits or money"). */
export async function listCreditActions(deps: AppDeps, reach: Reach) {
  const [rows, currency] = await Promise.all([repo.listActiveProducts(deps.db, reach), currencyOf(deps, reach)]);
  return rows.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    credits: row.credit_cost,
    price_minor: row.price_minor,
    currency,
    duration_days: row.duration_days,
  }));
}

export async function createProduct(deps: AppDeps, reach: Reach, userId: number, input: CreateProduct) {
  const row = await uniqueName(() =>
    deps.db.transaction(async (tx) => {
      const row = await repo.insertProduct(tx, reach, input);
      await recordAudit(tx, {
        siteId: reach.siteId,
        actorId: userId,
        subject: 'product',
        subjectId: row.uuid,
        action: 'create',
      });
      return row;
    }),
  );
  return toProduct(row, await currencyOf(deps, reach));
}

export async function updateProduct(deps: AppDeps, reach: Reach, userId: number, uuid: string, input: UpdateProduct) {
  const row = await uniqueName(() =>
    deps.db.transaction(async (tx) => {
      const row = await repo.updateProduct(tx, reach, uuid, input);
      if (!row) throw notFound();
      await recordAudit(tx, {
        siteId: reach.siteId,
        actorId: userId,
        subject: 'product',
        subjectId: uuid,
        action: 'update',
        details: { ...input },
      });
      return row;
    }),
  );
  return toProduct(row, await currencyOf(deps, reach));
}

/** Deletes a product no job was posted as; a used one is deactivated instead (409). */
export async function deleteProduct(deps: AppDeps, reach: Reach, userId: number, uuid: string) {
  const row = await repo.findProduct(deps.db, reach, uuid);
  if (!row) throw notFound();
  if ((await repo.countJobsUsingProduct(deps.db, reach, row.id)) > 0) throw conflict(MESSAGES.productInUse);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteProduct(tx, reach, uuid))) throw notFound();
    await recordAudit(tx, {
      siteId: reach.siteId,
      actorId: userId,
      subject: 'product',
      subjectId: uuid,
      action: 'delete',
    });
  });
}
