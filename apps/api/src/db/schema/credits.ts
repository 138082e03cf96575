import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { employers } from './employers.js';
import { sites } from './tenancy.js';
import { users } from './users.js';

/** Money past what an int holds (10,000 credits × 100,000.00): exact in a JS number up to 2^53. */
const money = (name: string) => bigint(name, { mode: 'number' });

/** A site's credit price: one currency per site, the buy page's preset amounts (decision 0018). */
export const creditPrices = pgTable(
  'credit_prices',
  {
    site_id: integer('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    unit_price_minor: integer('unit_price_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    presets: integer('presets').array().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_prices_unit_price_check', sql`${t.unit_price_minor} >= 0`),
    check('credit_prices_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** Buying at least `min_quantity` credits takes `percent_off` off each; percent rises with quantity. */
export const discountTiers = pgTable(
  'discount_tiers',
  {
    id: serial('id').primaryKey(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    min_quantity: integer('min_quantity').notNull(),
    percent_off: integer('percent_off').notNull(),
  },
  (t) => [
    uniqueIndex('discount_tiers_site_min_unique').on(t.site_id, t.min_quantity),
    check('discount_tiers_min_quantity_check', sql`${t.min_quantity} >= 2`),
    check('discount_tiers_percent_check', sql`${t.percent_off} > 0 and ${t.percent_off} <= 100`),
  ],
);

/** What a job is posted as: a credit cost, a direct-payment price in the site's currency, a duration. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** Always 1: one credit posts one job, whatever the product (decision 0068). */
    credit_cost: integer('credit_cost').notNull().default(1),
    price_minor: integer('price_minor').notNull(),
    duration_days: integer('duration_days').notNull(),
    active: boolean('active').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_site_name_unique').on(t.site_id, sql`lower(${t.name})`),
    index('products_site_order_idx').on(t.site_id, t.sort_order, t.id),
    index('products_site_name_idx').on(t.site_id, t.name, t.id),
    index('products_site_active_idx').on(t.site_id, t.active),
    index('products_site_created_idx').on(t.site_id, t.created_at, t.id),
    check('products_one_credit_check', sql`${t.credit_cost} = 1`),
    check('products_price_check', sql`${t.price_minor} >= 0`),
    check('products_duration_check', sql`${t.duration_days} between 1 and 365`),
  ],
);

/** `waived`: a job published without payment by staff, a zero entry naming the job (decision 0038). */
export type LedgerKind = 'purchase' | 'grant' | 'revoke' | 'spend' | 'waived';
export type PurchaseStatusValue = 'pending' | 'paid' | 'failed' | 'canceled';

/**
 * A credit purchase priced on the server. `(user_id, employer_id, idempotency_key)` makes a retry
 * return the first purchase; `(provider, provider_ref)` finds it from the provider's event.
 */
export const creditPurchases = pgTable(
  'credit_purchases',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** No foreign key: a purchase, like the ledger, outlives a deleted employer. */
    employer_id: integer('employer_id').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonator_id: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    unit_price_minor: integer('unit_price_minor').notNull(),
    percent_off: integer('percent_off').notNull(),
    cost_per_credit_minor: integer('cost_per_credit_minor').notNull(),
    subtotal_minor: money('subtotal_minor').notNull(),
    discount_minor: money('discount_minor').notNull(),
    total_minor: money('total_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').$type<PurchaseStatusValue>().notNull().default('pending'),
    provider: text('provider').notNull(),
    provider_ref: text('provider_ref'),
    checkout_url: text('checkout_url'),
    /** Where the browser returns after paying: the stored domain it bought from (decision 0018). */
    return_base: text('return_base').notNull(),
    /** The site page the payer returns to when it is not the credits' own (a job paid by direct payment). */
    return_path: text('return_path'),
    idempotency_key: text('idempotency_key').notNull(),
    failure_message: text('failure_message'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paid_at: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_purchases_idempotency_unique').on(t.user_id, t.employer_id, t.idempotency_key),
    uniqueIndex('credit_purchases_provider_ref_unique').on(t.provider, t.provider_ref),
    index('credit_purchases_employer_idx').on(t.employer_id, t.created_at),
    index('credit_purchases_site_paid_idx').on(t.site_id, t.status),
    check('credit_purchases_quantity_check', sql`${t.quantity} between 1 and 10000`),
    check('credit_purchases_total_check', sql`${t.total_minor} >= 0`),
  ],
);

/**
 * The append-only record of every credit moved (a trigger refuses UPDATE and DELETE). `employer_id`
 * is no foreign key: a financial record outlives a deleted employer.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    site_id: integer('site_id').notNull(),
    employer_id: integer('employer_id').notNull(),
    delta: integer('delta').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    reason: text('reason'),
    job_uuid: uuid('job_uuid'),
    purchase_id: integer('purchase_id').unique(),
    user_id: integer('user_id'),
    impersonator_id: integer('impersonator_id'),
    balance_after: integer('balance_after').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_employer_created_idx').on(t.employer_id, t.created_at.desc(), t.id.desc()),
    index('credit_ledger_employer_kind_idx').on(t.employer_id, t.kind, t.created_at),
    index('credit_ledger_site_created_idx').on(t.site_id, t.created_at),
    check('credit_ledger_delta_check', sql`${t.delta} <> 0 or ${t.kind} = 'waived'`),
    check('credit_ledger_balance_after_check', sql`${t.balance_after} >= 0`),
    check('credit_ledger_kind_check', sql`${t.kind} in ('purchase', 'grant', 'revoke', 'spend', 'waived')`),
  ],
);

/** The running sum of an employer's ledger, written in the same transaction as every entry. */
export const creditBalances = pgTable(
  'credit_balances',
  {
    employer_id: integer('employer_id')
      .primaryKey()
      .references(() => employers.id, { onDelete: 'cascade' }),
    site_id: integer('site_id').notNull(),
    balance: integer('balance').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_balances_balance_check', sql`${t.balance} >= 0`)],
);
