// The payments module's face (decision 0029): a provider's checkout, and the settlement a seller registers.
// Payments never imports its sellers: credits registers its settlement here at start-up.
export { paymentProvider } from './provider.js';
export type { CheckoutUrls } from './provider.js';
export { paymentRoutes } from './routes.js';
export { deliverSandboxEvent, SANDBOX_WEBHOOK_QUEUE } from './sandbox-delivery.js';
export type { SandboxDelivery } from './sandbox-delivery.js';
export { registerSettlement } from './settlement.js';
export type { PayableOrder, ProviderOrder, Settlement } from './settlement.js';
