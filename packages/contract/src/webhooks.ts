import { z } from 'zod';
import { dataOf, ListMetaSchema } from './list.js';
import { PAGING } from './constants.js';

/**
 * Outbound webhooks (decision 0106): the events a site's endpoint may subscribe to. Each is
 * written, in the transaction of its change, as one delivery per subscribed endpoint.
 */
export const WEBHOOK_EVENTS = [
  'job.published',
  'job.updated',
  'job.expired',
  'job.put_on_hold',
  'application.created',
  'application.status_changed',
  'application.stage_changed',
  'employer.registered',
  'credits.purchased',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** How many endpoints a site keeps, and how long their fields are. */
export const WEBHOOK_LIMITS = { endpointsPerSite: 20, urlLength: 2000, descriptionLength: 500 } as const;

const urlSchema = z
  .string()
  .trim()
  .max(WEBHOOK_LIMITS.urlLength)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'This value is invalid.');

/** Create or replace an endpoint: where, what for, which events, and whether it receives them. */
export const SaveWebhookEndpointSchema = z.object({
  url: urlSchema,
  description: z.string().trim().max(WEBHOOK_LIMITS.descriptionLength).default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1)
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
  enabled: z.boolean().default(true),
});
export type SaveWebhookEndpoint = z.input<typeof SaveWebhookEndpointSchema>;

export const WebhookEndpointSchema = z.object({
  uuid: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** `failing`: the product disabled it after a day of failed deliveries; null otherwise. */
  disabled_reason: z.enum(['failing']).nullable(),
  /** The first failure of the current run of failures, null while deliveries succeed. */
  failing_since: z.string().nullable(),
  /** While a rotation overlaps: the previous secret signs too until then. */
  previous_secret_until: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** The secret (`whsec_<base64>`) is shown when it is made (creation, rotation), never again. */
export const WebhookEndpointWithSecretSchema = WebhookEndpointSchema.extend({ secret: z.string() });
export const WebhookEndpointDataSchema = dataOf(WebhookEndpointSchema);
export const WebhookEndpointWithSecretDataSchema = dataOf(WebhookEndpointWithSecretSchema);
export const WebhookEndpointsSchema = z.object({ data: z.array(WebhookEndpointSchema) });

/** Rotation: the new secret signs at once; the old one keeps signing beside it for `overlap_hours`. */
export const RotateWebhookSecretSchema = z.object({
  overlap_hours: z.number().int().min(0).max(168).default(24),
});
export type RotateWebhookSecret = z.input<typeof RotateWebhookSecretSchema>;

export const WebhookEndpointParamsSchema = z.object({ uuid: z.uuid() });
export const WebhookDeliveryParamsSchema = z.object({
  uuid: z.uuid(),
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** One event for one endpoint and the outcome of its last attempt (the delivery log). */
export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the same on every attempt and redelivery, for the receiver to deduplicate. */
  message_id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  response_excerpt: z.string().nullable(),
  latency_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  /** When the next attempt is due (pending only). */
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(400).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGING.maxPerPage).default(PAGING.defaultPerPage),
});
export const WebhookDeliveriesSchema = z.object({ data: z.array(WebhookDeliverySchema), meta: ListMetaSchema });
export const WebhookDeliveryDataSchema = dataOf(WebhookDeliverySchema);
