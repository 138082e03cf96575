import { creditPricingQueryOptions } from '../../../components/credits/credit-pricing-api';
import { employerInScope } from '../../../lib/scope-store';
import { balanceQueryOptions } from './get-balance';
import { ledgerApi } from './ledger-resource';

/**
 * What the credit pages read first, for their route loaders (the feature's manifest.ts), which import
 * this module on demand: the tiers, and once an employer is in scope its balance (and on the list
 * page the history page the URL names), under the keys the pages read.
 */
export function creditListQueries(url: URL) {
  const employerId = employerInScope();
  if (employerId === null) return [creditPricingQueryOptions()];
  const ledger = ledgerApi.pageQueries.list(url, { scope: [employerId] });
  return [creditPricingQueryOptions(), balanceQueryOptions(employerId), ...ledger];
}

export function buyCreditsQueries() {
  const employerId = employerInScope();
  return [creditPricingQueryOptions(), ...(employerId === null ? [] : [balanceQueryOptions(employerId)])];
}
