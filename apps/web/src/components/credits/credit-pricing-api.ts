import { CreditPricingDataSchema, type CreditPricingData, type UpdateCreditPricing } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/**
 * The site's credit price, presets and discount tiers: read by the credit pages (tiers, buy page)
 * and the pricing settings tab, so both share one cache entry and a save shows everywhere.
 */
export const creditPricingKey = ['credit-pricing'] as const;

/** GET /v1/site/credit-pricing (credits.read). */
export async function getCreditPricing(signal?: AbortSignal): Promise<CreditPricingData> {
  const { data } = await apiRequest('/v1/site/credit-pricing', CreditPricingDataSchema, { signal });
  return data;
}

export function creditPricingQueryOptions() {
  return queryOptions({ queryKey: creditPricingKey, queryFn: ({ signal }) => getCreditPricing(signal) });
}

export function useCreditPricing() {
  return useQuery(creditPricingQueryOptions());
}

/** PUT /v1/site/credit-pricing (pricing.update): unit price, currency and presets. */
export async function saveCreditPricing(body: UpdateCreditPricing): Promise<CreditPricingData> {
  const { data } = await apiRequest('/v1/site/credit-pricing', CreditPricingDataSchema, { method: 'PUT', body });
  return data;
}

export function useSaveCreditPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCreditPricing,
    onSuccess: (saved) => {
      queryClient.setQueryData(creditPricingKey, saved);
    },
  });
}
