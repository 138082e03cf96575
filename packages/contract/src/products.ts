import { z } from 'zod';
import { priceCredits, UNIT_PRICE_MINOR, type CreditPrice } from './credit-pricing.js';
import { UuidParamsSchema } from './credits.js';
import { dataOf, listQuerySchema, pageOf } from './list.js';
import { activationTransitions, activeStatusOf, type ActiveStatus } from './transitions.js';
import { intBetween as int, singleLineText } from './validation.js';
import type { ResourceSchemas } from './resource.js';

/** One credit posts one job, whatever the product (decision 0068). */
export const CREDITS_PER_POST = 1;

/**
 * Products (decision 0018): what a job is posted as, priced in credits and in the site's currency,
 * edited by staff at /v1/site/products; `GET /v1/credit/credit-actions` lists the active ones.
 */
const productFields = {
  name: singleLineText(120),
  description: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((v) => (v ? v : null)),
  /**
   * Credits one posting costs: always one (spec §1, §9, decision 0068). Products differ in duration,
   * visibility and money price only; the field is accepted for old clients, any other value is a 422.
   */
  credit_cost: z.literal(CREDITS_PER_POST).optional(),
  /** The direct-payment price, in minor units of the site's currency. */
  price_minor: int(UNIT_PRICE_MINOR.min, UNIT_PRICE_MINOR.max),
  duration_days: int(1, 365),
  active: z.boolean(),
  sort_order: int(0, 10_000),
};

/** What a job is posted as (a standard advert, a featured one), per site. Priced in the site's currency. */
export const ProductSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  credit_cost: z.number().int(),
  price_minor: z.number().int(),
  currency: z.string(),
  duration_days: z.number().int(),
  active: z.boolean(),
  sort_order: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

/** `POST /v1/site/products`; names are unique per site ignoring case (422 `name`). */
export const CreateProductSchema = z.object({
  ...productFields,
  active: productFields.active.default(true),
  sort_order: productFields.sort_order.default(0),
});
export type CreateProduct = z.infer<typeof CreateProductSchema>;
export type CreateProductInput = z.input<typeof CreateProductSchema>;

/** `PATCH /v1/site/products/{uuid}`: an absent field keeps its value. */
export const UpdateProductSchema = z.object(productFields).partial();
export type UpdateProduct = z.infer<typeof UpdateProductSchema>;

export const PRODUCT_SORTS = ['sort_order', 'name', 'created_at'] as const;
/** `GET /v1/site/products` (default sort `sort_order`); `search` matches the name. */
export const ProductListQuerySchema = listQuerySchema(PRODUCT_SORTS, {
  active: z.enum(['true', 'false']).optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;
export const ProductPageSchema = pageOf(ProductSchema);
export const ProductDataSchema = dataOf(ProductSchema);
export const ProductUuidParamsSchema = UuidParamsSchema;

/** A product's `active` flag as the status its transitions read. */
export type ProductStatus = ActiveStatus;
export const productStatusOf = activeStatusOf;

/**
 * Product state changes, one (`POST /v1/site/products/{uuid}/{name}`) or many
 * (`POST /v1/site/products/bulk/{name}`, `{ids: [uuid, …]}`): deactivate withdraws products from
 * what credits are spent on (`GET /v1/credit/credit-actions`), activate offers them again; jobs
 * already posted keep theirs. Pricing editors make them, as they edit products (decision 0034).
 */
export const PRODUCT_TRANSITIONS = activationTransitions('pricing');
export type ProductTransition = keyof typeof PRODUCT_TRANSITIONS;
export const PRODUCT_TRANSITION_NAMES = Object.keys(PRODUCT_TRANSITIONS) as ProductTransition[];

/** `GET /v1/credit/credit-actions`: what credits are spent on (the active products) and at what cost. */
export const CreditActionSchema = ProductSchema.pick({
  uuid: true,
  name: true,
  description: true,
  price_minor: true,
  currency: true,
  duration_days: true,
}).extend({ credits: ProductSchema.shape.credit_cost });
export type CreditAction = z.infer<typeof CreditActionSchema>;
export const CreditActionsSchema = z.object({ data: z.array(CreditActionSchema) });

/**
 * What posting one job as this product costs in money, paid directly (decision 0068): the product's
 * own price for its one credit, no tiers. The payment step shows it and the checkout charges it.
 */
export const priceOfPost = (product: { price_minor: number; currency: string }): CreditPrice =>
  priceCredits({ unitPriceMinor: product.price_minor, currency: product.currency, tiers: [] }, CREDITS_PER_POST);

/** Products as a resource (decision 0031): keyed by uuid, (de)activated from the `active` flag. */
export const PRODUCT_RESOURCE = {
  query: ProductListQuerySchema,
  page: ProductPageSchema,
  detail: ProductDataSchema,
  saved: ProductDataSchema,
  create: CreateProductSchema,
  update: UpdateProductSchema,
  transitions: PRODUCT_TRANSITIONS,
  statusOf: productStatusOf,
} satisfies ResourceSchemas;
