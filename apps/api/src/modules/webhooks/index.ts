// The webhooks module's face (decision 0106): modules emit events through it, the worker delivers them.
export { emitWebhookEvent } from './emit.js';
export type { WebhookEventInput } from './emit.js';
export { deliverDueWebhooks, startWebhookDispatcher, WEBHOOK_LOG_DAYS } from './dispatcher.js';
export { deleteSettledDeliveries } from './repository.js';
export { webhookRoutes } from './routes.js';
export { applicationData, employerData } from './payloads.js';
