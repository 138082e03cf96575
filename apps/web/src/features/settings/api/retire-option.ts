import { FieldOptionDataSchema, type FieldOption } from '@portal/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../../lib/api-client';
import type { OptionListTarget } from './option-list-target';

/** POST {path}/{id}/retire or /restore: an option in use is retired, never deleted. */
export async function setOptionRetired(target: OptionListTarget, id: number, retired: boolean): Promise<FieldOption> {
  const action = retired ? 'retire' : 'restore';
  const { data } = await apiRequest(`${target.path}/${String(id)}/${action}`, FieldOptionDataSchema, {
    method: 'POST',
  });
  return data;
}

export function useSetOptionRetired(target: OptionListTarget) {
  return useRefreshingMutation(
    ({ id, retired }: { id: number; retired: boolean }) => setOptionRetired(target, id, retired),
    {
      onSuccess: (queryClient) => target.refresh(queryClient),
    },
  );
}
