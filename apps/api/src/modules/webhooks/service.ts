import {
  MESSAGES,
  SaveWebhookEndpointSchema,
  WEBHOOK_LIMITS,
  type RotateWebhookSecret,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@portal/contract';
import { isIP } from 'node:net';
import type { z } from 'zod';
import { invalid, notFound } from '../../lib/http-error.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { auditFor } from '../audit/index.js';
import { isAllowedAddress } from './address-guard.js';
import { toDelivery, toEndpoint } from './presenter.js';
import * as repo from './repository.js';
import { newWebhookSecret } from './signing.js';

const audit = auditFor('webhook');
type SaveEndpoint = z.output<typeof SaveWebhookEndpointSchema>;

/**
 * What a URL must be to be saved (decision 0106): https in production, and not an address literal
 * the worker would refuse. Host names are judged when each delivery resolves them.
 */
function refuseUrl(ctx: ResourceContext, url: string) {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const { PRODUCTION, WEBHOOK_ALLOW_LOOPBACK } = ctx.deps.config;
  const httpsOnly = PRODUCTION && target.protocol !== 'https:';
  const literal = isIP(host) !== 0 && !isAllowedAddress(host, { allowLoopback: WEBHOOK_ALLOW_LOOPBACK && !PRODUCTION });
  if (httpsOnly || literal || target.username || target.password) throw invalid({ url: [MESSAGES.invalid] });
}

async function found(ctx: ResourceContext, uuid: string) {
  const row = await repo.findEndpoint(ctx.deps.db, ctx.reach, uuid);
  if (!row) throw notFound();
  return row;
}

export async function listEndpoints(ctx: ResourceContext): Promise<WebhookEndpoint[]> {
  return (await repo.listEndpoints(ctx.deps.db, ctx.reach)).map((row) => toEndpoint(row));
}

/** Creates an endpoint with a new secret, shown in this answer only. */
export async function createEndpoint(ctx: ResourceContext, input: SaveEndpoint) {
  refuseUrl(ctx, input.url);
  return ctx.deps.db.transaction(async (tx) => {
    if ((await repo.countEndpoints(tx, ctx.reach)) >= WEBHOOK_LIMITS.endpointsPerSite) {
      throw invalid({ url: [MESSAGES.invalid] });
    }
    const secret = newWebhookSecret();
    const row = await repo.insertEndpoint(tx, ctx.reach, { ...input, secret, created_by: ctx.user.id });
    await audit(tx, ctx, row.uuid, 'created', { url: row.url, events: row.events, enabled: row.enabled });
    return { ...toEndpoint(row), secret };
  });
}

/** Replaces an endpoint's fields; enabling it again ends the product's disabling and its run of failures. */
export async function updateEndpoint(ctx: ResourceContext, uuid: string, input: SaveEndpoint) {
  refuseUrl(ctx, input.url);
  const before = await found(ctx, uuid);
  return ctx.deps.db.transaction(async (tx) => {
    const health = input.enabled
      ? { disabled_reason: null, failing_since: before.enabled ? before.failing_since : null }
      : {};
    const row = await repo.updateEndpoint(tx, ctx.reach, uuid, { ...input, ...health });
    if (!row) throw notFound();
    await audit(tx, ctx, uuid, 'updated', { url: row.url, events: row.events, enabled: row.enabled });
    return toEndpoint(row);
  });
}

export async function deleteEndpoint(ctx: ResourceContext, uuid: string) {
  return ctx.deps.db.transaction(async (tx) => {
    const row = await repo.deleteEndpoint(tx, ctx.reach, uuid);
    if (!row) throw notFound();
    await audit(tx, ctx, uuid, 'deleted', { url: row.url });
    return toEndpoint(row);
  });
}

/** A new secret signs at once; the current one keeps signing beside it for the overlap. */
export async function rotateSecret(ctx: ResourceContext, uuid: string, input: Required<RotateWebhookSecret>) {
  const before = await found(ctx, uuid);
  return ctx.deps.db.transaction(async (tx) => {
    const secret = newWebhookSecret();
    const until = new Date(Date.now() + input.overlap_hours * 3600_000);
    const row = await repo.updateEndpoint(tx, ctx.reach, uuid, {
      secret,
      previous_secret: input.overlap_hours > 0 ? before.secret : null,
      previous_secret_until: input.overlap_hours > 0 ? until : null,
    });
    if (!row) throw notFound();
    await audit(tx, ctx, uuid, 'secret_rotated', { overlap_hours: input.overlap_hours });
    return { ...toEndpoint(row), secret };
  });
}

export async function listDeliveries(ctx: ResourceContext, uuid: string, page: { page: number; per_page: number }) {
  const endpoint = await found(ctx, uuid);
  const { rows, total } = await repo.listDeliveries(ctx.deps.db, ctx.reach, endpoint.id, {
    limit: page.per_page,
    offset: (page.page - 1) * page.per_page,
  });
  return {
    data: rows.map(toDelivery),
    meta: {
      current_page: page.page,
      per_page: page.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / page.per_page)),
    },
  };
}

/** Queues the delivery's message again (same `webhook-id` and body), behind what its subject has pending. */
export async function redeliver(ctx: ResourceContext, uuid: string, id: number): Promise<WebhookDelivery> {
  const endpoint = await found(ctx, uuid);
  return ctx.deps.db.transaction(async (tx) => {
    const row = await repo.findDelivery(tx, ctx.reach, endpoint.id, id);
    if (!row) throw notFound();
    const copy = await repo.insertRedelivery(tx, row);
    await audit(tx, ctx, uuid, 'redelivered', { delivery: row.id, message_id: row.message_id });
    return toDelivery(copy);
  });
}
