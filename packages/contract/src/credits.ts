import { z } from 'zod';
import { CREDIT_QUANTITY, UNIT_PRICE_MINOR } from './credit-pricing.js';
import { dataOf, listQuerySchema, pageOf } from './list.js';
import { MESSAGES } from './messages.js';
import { intBetween as int } from './validation.js';
import type { ResourceSchemas } from './resource.js';

/**
 * Credits (decision 0018): an employer's balance on an append-only ledger, the site's unit price
 * and discount tiers, purchases through a payment provider, and staff grants. Money is integer
 * minor units with an ISO 4217 currency.
 *
 * Routes (under /portal; "employer" = the X-AF-EMPID selection, 422 `employer_id` when staff chose none):
 * - GET  /v1/credit/balance                credits.read    employer's balance
 * - GET  /v1/credit/ledgers                credits.read    employer's ledger (list kit)
 * - POST /v1/credit/ledgers/export         credits.export  employer's ledger, background CSV (202)
 * - POST /v1/credit/grants                 credits.grant   staff only (site level), employer
 * - GET  /v1/credit/discount-tiers         credits.read
 * - PUT  /v1/credit/discount-tiers         pricing.update  the whole set (staff only)
 * - GET  /v1/site/credit-pricing           credits.read    unit price, currency, presets, tiers
 * - PUT  /v1/site/credit-pricing           pricing.update  (staff only)
 * - POST /v1/credit/purchase/preview       credits.read
 * - POST /v1/credit/purchases              credits.create  Idempotency-Key header, employer (201, 200 replay)
 * - GET  /v1/credit/purchases/{uuid}       credits.read    of the selected employer (or any of the site for staff)
 * - GET  /v1/credit/credit-actions         credits.read    the active products
 * - GET  /v1/site/products                 credits.read    staff only (list kit)
 * - POST /v1/site/products, PATCH|DELETE /v1/site/products/{uuid}   pricing.update (staff only)
 */
export const CREDIT_LEDGER_KINDS = ['purchase', 'grant', 'revoke', 'spend', 'waived'] as const;
export type CreditLedgerKind = (typeof CREDIT_LEDGER_KINDS)[number];

export const PURCHASE_STATUSES = ['pending', 'paid', 'failed', 'canceled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** How many discount tiers and preset amounts a site may have. */
export const DISCOUNT_TIERS_MAX = 20;
export const CREDIT_PRESETS_MAX = 8;
/** Bounds of one staff grant or revoke. */
export const CREDIT_GRANT = { min: 1, max: 100_000 } as const;

const person = z.object({ id: z.number().int(), name: z.string() });

/** Three upper-case letters (ISO 4217), stored in upper case. */
export const CurrencySchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/));

/** A number of credits to buy: an integer 1..10000 ("This value is invalid." otherwise). */
export const CreditQuantitySchema = int(CREDIT_QUANTITY.min, CREDIT_QUANTITY.max);

// ——— pricing: unit price, presets and discount tiers ———

export const DiscountTierSchema = z.object({
  id: z.number().int(),
  min_quantity: z.number().int(),
  percent_off: z.number().int(),
});
export type DiscountTier = z.infer<typeof DiscountTierSchema>;
export const DiscountTiersSchema = z.object({ data: z.array(DiscountTierSchema) });

export const DiscountTierInputSchema = z.object({
  min_quantity: int(2, CREDIT_QUANTITY.max),
  percent_off: int(1, 100),
});
export type DiscountTierInput = z.infer<typeof DiscountTierInputSchema>;

/**
 * `PUT /v1/credit/discount-tiers`: the site's whole set of tiers, in any order. Minimum quantities
 * are unique and the percent strictly increases with them, so tiers never overlap and more credits
 * never cost more each. Errors name the offending row (`tiers.1.percent_off`).
 */
export const UpdateDiscountTiersSchema = z.object({
  tiers: z
    .array(DiscountTierInputSchema)
    .max(DISCOUNT_TIERS_MAX)
    .superRefine((tiers, ctx) => {
      const order = tiers
        .map((tier, index) => ({ tier, index }))
        .sort((a, b) => a.tier.min_quantity - b.tier.min_quantity);
      for (let i = 1; i < order.length; i++) {
        const prev = order[i - 1];
        const cur = order[i];
        if (!prev || !cur) continue;
        if (cur.tier.min_quantity === prev.tier.min_quantity) {
          ctx.addIssue({ code: 'custom', path: [cur.index, 'min_quantity'], message: MESSAGES.tierDuplicate });
        } else if (cur.tier.percent_off <= prev.tier.percent_off) {
          ctx.addIssue({ code: 'custom', path: [cur.index, 'percent_off'], message: MESSAGES.tierNotIncreasing });
        }
      }
    }),
});
export type UpdateDiscountTiers = z.infer<typeof UpdateDiscountTiersSchema>;

/** `GET /v1/site/credit-pricing`: what one credit costs on the site, the buy page's presets, the tiers. */
/**
 * Whether this deployment sells credits (decision 0021): `available` false when no payment provider
 * is set up (the buy page says so), `test_money` when payments go to the sandbox (no real money).
 */
export const PaymentsAvailabilitySchema = z.object({ available: z.boolean(), test_money: z.boolean() });
export type PaymentsAvailability = z.infer<typeof PaymentsAvailabilitySchema>;

export const CreditPricingSchema = z.object({
  unit_price_minor: z.number().int(),
  currency: z.string(),
  presets: z.array(z.number().int()),
  tiers: z.array(DiscountTierSchema),
  payments: PaymentsAvailabilitySchema,
});
export type CreditPricingData = z.infer<typeof CreditPricingSchema>;
export const CreditPricingDataSchema = dataOf(CreditPricingSchema);

/** `PUT /v1/site/credit-pricing`: presets are distinct quantities, kept in ascending order. */
export const UpdateCreditPricingSchema = z.object({
  unit_price_minor: int(UNIT_PRICE_MINOR.min, UNIT_PRICE_MINOR.max),
  currency: CurrencySchema,
  presets: z
    .array(CreditQuantitySchema)
    .min(1)
    .max(CREDIT_PRESETS_MAX)
    .refine((list) => new Set(list).size === list.length)
    .transform((list) => [...list].sort((a, b) => a - b)),
});
export type UpdateCreditPricing = z.infer<typeof UpdateCreditPricingSchema>;
export type UpdateCreditPricingInput = z.input<typeof UpdateCreditPricingSchema>;

// ——— preview ———

/** `POST /v1/credit/purchase/preview` and `POST /v1/credit/purchases` bodies. */
export const CreditQuantityBodySchema = z.object({ quantity: CreditQuantitySchema });
export type CreditQuantityBody = z.infer<typeof CreditQuantityBodySchema>;
export const PreviewCreditPurchaseSchema = CreditQuantityBodySchema;
export const CreatePurchaseSchema = CreditQuantityBodySchema;

export const CreditPriceSchema = z.object({
  quantity: z.number().int(),
  unit_price_minor: z.number().int(),
  percent_off: z.number().int(),
  discount_per_credit_minor: z.number().int(),
  cost_per_credit_minor: z.number().int(),
  subtotal_minor: z.number().int(),
  discount_minor: z.number().int(),
  total_minor: z.number().int(),
  currency: z.string(),
});
export const CreditPriceDataSchema = dataOf(CreditPriceSchema);

// ——— balance and ledger ———

/** `GET /v1/credit/balance`: the selected employer's (X-AF-EMPID) balance and the site's price. */
export const CreditBalanceSchema = z.object({
  employer: person,
  balance: z.number().int(),
  currency: z.string(),
  unit_price_minor: z.number().int(),
});
export type CreditBalance = z.infer<typeof CreditBalanceSchema>;
export const CreditBalanceDataSchema = dataOf(CreditBalanceSchema);

export const CreditLedgerEntrySchema = z.object({
  uuid: z.string(),
  created_at: z.string(),
  /** Positive for purchases and grants, negative for spends and revokes. */
  delta: z.number().int(),
  kind: z.enum(CREDIT_LEDGER_KINDS),
  reason: z.string().nullable(),
  job_uuid: z.string().nullable(),
  balance_after: z.number().int(),
  /** Who moved the credits (null for a deleted user); the impersonating staff member when there was one. */
  user: person.nullable(),
  impersonator: person.nullable(),
});
export type CreditLedgerEntry = z.infer<typeof CreditLedgerEntrySchema>;

export const CREDIT_LEDGER_SORTS = ['created_at'] as const;

/** `YYYY-MM-DD`, a UTC calendar day; `from` and `to` are both inclusive. */
export const IsoDateSchema = z.iso.date();

/** `GET /v1/credit/ledgers` (default sort `-created_at`); `search` matches the reason. */
export const CreditLedgerListQuerySchema = listQuerySchema(CREDIT_LEDGER_SORTS, {
  kind: z.enum(CREDIT_LEDGER_KINDS).optional(),
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
});
export type CreditLedgerListQuery = z.infer<typeof CreditLedgerListQuerySchema>;
export const CreditLedgerPageSchema = pageOf(CreditLedgerEntrySchema);

/** `POST /v1/credit/ledgers/export`: the ledger's filters and sort, every page, of the selected employer. */
export const ExportCreditLedgerSchema = CreditLedgerListQuerySchema.omit({ page: true, per_page: true });
export type ExportCreditLedger = z.input<typeof ExportCreditLedgerSchema>;

// ——— grants ———

export const GRANT_DIRECTIONS = ['grant', 'revoke'] as const;
export type GrantDirection = (typeof GRANT_DIRECTIONS)[number];

/** `POST /v1/credit/grants`: staff add or take away credits of the selected employer, with a reason. */
export const GrantCreditsSchema = z.object({
  amount: int(CREDIT_GRANT.min, CREDIT_GRANT.max),
  direction: z.enum(GRANT_DIRECTIONS),
  reason: z.string().trim().min(3).max(500),
});
export type GrantCredits = z.infer<typeof GrantCreditsSchema>;
export type GrantCreditsInput = z.input<typeof GrantCreditsSchema>;

export const CreditGrantResultSchema = dataOf(z.object({ balance: z.number().int(), entry: CreditLedgerEntrySchema }));

// ——— purchases ———

export const CreditPurchaseSchema = z.object({
  uuid: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  employer: person,
  quantity: z.number().int(),
  unit_price_minor: z.number().int(),
  percent_off: z.number().int(),
  cost_per_credit_minor: z.number().int(),
  subtotal_minor: z.number().int(),
  discount_minor: z.number().int(),
  total_minor: z.number().int(),
  currency: z.string(),
  /** `sandbox`, `stripe`, or `free` for a total of zero (settled at once). */
  provider: z.string(),
  /** Why the payment failed, in the provider's words (a declined card). */
  failure_message: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type CreditPurchase = z.infer<typeof CreditPurchaseSchema>;

/** The Idempotency-Key every `POST /v1/credit/purchases` carries: a retry with the same key returns the first purchase. */
export const IdempotencyKeyHeadersSchema = z.looseObject({ 'idempotency-key': z.string().trim().min(8).max(200) });

/** 201 for a new purchase, 200 for a replay of the same key: where to send the browser to pay. */
export const CreatePurchaseResultSchema = dataOf(
  z.object({ purchase: CreditPurchaseSchema, checkout_url: z.string() }),
);
export type CreatePurchaseResult = z.infer<typeof CreatePurchaseResultSchema>;

/** `GET /v1/credit/purchases/{uuid}`: the purchase and the employer's current balance (payment success polls it). */
export const CreditPurchaseDetailDataSchema = dataOf(
  z.object({ purchase: CreditPurchaseSchema, balance: z.number().int() }),
);
export type CreditPurchaseDetail = z.infer<typeof CreditPurchaseDetailDataSchema>['data'];

export const UuidParamsSchema = z.object({ uuid: z.uuid() });
export const PurchaseUuidParamsSchema = UuidParamsSchema;

// ——— dashboard ———

/** Added to `GET /v1/site/dashboard` for users with `credits.read` at site level: paid purchases of the site. */
export const CreditSalesSchema = z.object({
  credits_sold: z.number().int(),
  /** Money taken by a real provider (Stripe); sandbox purchases are counted apart, as test money. */
  revenue_minor: z.number().int(),
  /** Paid through the sandbox: test money, no real payment (decision 0021). */
  test_revenue_minor: z.number().int(),
  currency: z.string(),
});
export type CreditSales = z.infer<typeof CreditSalesSchema>;

/** The credit ledger as a resource (decision 0035): a list only (rows written by purchases and grants). */
export const CREDIT_LEDGER_RESOURCE = {
  query: CreditLedgerListQuerySchema,
  page: CreditLedgerPageSchema,
  export: ExportCreditLedgerSchema,
} satisfies ResourceSchemas;
