import { CreatePurchaseResultSchema, IDEMPOTENCY_KEY_HEADER, type CreatePurchaseResult } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PurchaseRequest {
  quantity: number;
  /** One per purchase attempt: a retry with it answers the first purchase instead of making a second. */
  idempotencyKey: string;
}

/** POST /v1/credit/purchases (credits.create): the purchase and the checkout to send the browser to. */
export async function createPurchase({
  quantity,
  idempotencyKey,
}: PurchaseRequest): Promise<CreatePurchaseResult['data']> {
  const { data } = await apiRequest('/v1/credit/purchases', CreatePurchaseResultSchema, {
    method: 'POST',
    body: { quantity },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return data;
}

export function useCreatePurchase() {
  return useMutation({ mutationFn: createPurchase });
}
