// The credits module's face (decision 0029): its routes, its export, its rights, a site's price and sales,
// the sweep's part, and the settlement it registers with payments.
export { creditRight, PRICING_UPDATE } from './access.js';
export { creditLedgerExport } from './export.js';
export { recordWaivedPosting } from './posting-repository.js';
export { findCreditPrice } from './pricing-repository.js';
export { creditPricingRoutes } from './pricing-routes.js';
export { onPurchasePaid, type PaidPurchase } from './purchase-hooks.js';
export { cancelAbandonedCheckouts, createPurchase } from './purchase-service.js';
export { creditRoutes } from './routes.js';
export { creditSalesOf } from './sales.js';
export { actorOf, spendCredits, type Actor } from './service.js';
export { creditPurchaseSettlement } from './settlement.js';
