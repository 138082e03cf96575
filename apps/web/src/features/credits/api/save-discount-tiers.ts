import {
  DiscountTiersSchema,
  type CreditPricingData,
  type DiscountTier,
  type DiscountTierInput,
} from '@portal/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { creditPricingKey } from '../../../components/credits/credit-pricing-api';
import { apiRequest } from '../../../lib/api-client';
import { creditKeys } from './keys';

/** PUT /v1/credit/discount-tiers (pricing.update): the whole set; errors name the row (`tiers.1.percent_off`). */
export async function saveDiscountTiers(tiers: DiscountTierInput[]): Promise<DiscountTier[]> {
  const { data } = await apiRequest('/v1/credit/discount-tiers', DiscountTiersSchema, {
    method: 'PUT',
    body: { tiers },
  });
  return data;
}

export function useSaveDiscountTiers() {
  return useRefreshingMutation(saveDiscountTiers, {
    onSuccess: (queryClient, tiers) => {
      queryClient.setQueryData<CreditPricingData>(creditPricingKey, (current) =>
        current ? { ...current, tiers } : current,
      );
      // Prices shown before were computed with the old tiers.
      return queryClient.invalidateQueries({ queryKey: creditKeys.previews });
    },
  });
}
