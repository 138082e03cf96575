import { FieldOptionListSchema, type FieldOption } from '@portal/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../../lib/api-client';
import type { OptionListTarget } from './option-list-target';

/** POST {path}/reorder: every id of the list in its new order; answers the list as stored. */
export async function reorderOptions(target: OptionListTarget, ids: number[]): Promise<FieldOption[]> {
  const { data } = await apiRequest(`${target.path}/reorder`, FieldOptionListSchema, {
    method: 'POST',
    body: { ...target.body, ids },
  });
  return data;
}

export function useReorderOptions(target: OptionListTarget) {
  return useRefreshingMutation((ids: number[]) => reorderOptions(target, ids), {
    onSuccess: (queryClient, options) => {
      target.write(queryClient, options);
    },
  });
}
