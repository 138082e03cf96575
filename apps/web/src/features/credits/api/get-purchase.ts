import { CreditPurchaseDetailDataSchema, type CreditPurchaseDetail } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/credit/purchases/{uuid}: the purchase's status and figures, with the employer's balance now. */
export async function getPurchase(uuid: string, signal?: AbortSignal): Promise<CreditPurchaseDetail> {
  const { data } = await apiRequest(
    `/v1/credit/purchases/${encodeURIComponent(uuid)}`,
    CreditPurchaseDetailDataSchema,
    {
      signal,
    },
  );
  return data;
}
