import { CreditPriceDataSchema } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { creditKeys } from './keys';

export type CreditPriceResult = z.infer<typeof CreditPriceDataSchema>['data'];

/** POST /v1/credit/purchase/preview: what `quantity` credits cost now, priced by the server. */
export async function previewPurchase(quantity: number, signal?: AbortSignal): Promise<CreditPriceResult> {
  const { data } = await apiRequest('/v1/credit/purchase/preview', CreditPriceDataSchema, {
    method: 'POST',
    body: { quantity },
    signal,
  });
  return data;
}

/** The preview of a valid quantity (null: nothing to price); the last figures stay while the next load. */
export function usePurchasePreview(quantity: number | null) {
  return useQuery({
    queryKey: creditKeys.preview(quantity ?? 0),
    queryFn: ({ signal }) => previewPurchase(quantity ?? 0, signal),
    enabled: quantity !== null,
    placeholderData: keepPreviousData,
  });
}
