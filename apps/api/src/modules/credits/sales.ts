import type { CreditSales } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { findCreditPrice } from './pricing-repository.js';
import { creditSales } from './purchase-repository.js';

/** Credits sold and revenue of a site's paid purchases, in the site's currency (the dashboard's). */
export async function creditSalesOf(db: Db, siteId: number): Promise<CreditSales> {
  const { currency } = await findCreditPrice(db, siteId);
  const { credits, revenue, test } = await creditSales(db, siteId, currency);
  return { credits_sold: credits, revenue_minor: revenue, test_revenue_minor: test, currency };
}
