import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '@portal/contract';
import type { DeliveryRow, EndpointRow } from './repository.js';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** An endpoint as its site's admins see it: never its secrets. */
export function toEndpoint(row: EndpointRow, now = new Date()): WebhookEndpoint {
  return {
    uuid: row.uuid,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    disabled_reason: row.disabled_reason === 'failing' ? 'failing' : null,
    failing_since: iso(row.failing_since),
    previous_secret_until:
      row.previous_secret && row.previous_secret_until && row.previous_secret_until > now
        ? row.previous_secret_until.toISOString()
        : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    message_id: row.message_id,
    event: row.event as WebhookEvent,
    state: row.state,
    attempts: row.attempts,
    response_status: row.response_status,
    response_excerpt: row.response_excerpt,
    latency_ms: row.latency_ms,
    error: row.error,
    next_attempt_at: row.state === 'pending' ? row.next_attempt_at.toISOString() : null,
    last_attempt_at: iso(row.last_attempt_at),
    delivered_at: iso(row.delivered_at),
    created_at: row.created_at.toISOString(),
  };
}
