import { FieldOptionDataSchema, type CreateOption, type FieldOption } from '@portal/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../../lib/api-client';
import type { OptionListTarget } from './option-list-target';

/** POST {path}: appends an option (or a stage) to the list. */
export async function addOption(target: OptionListTarget, body: CreateOption): Promise<FieldOption> {
  const { data } = await apiRequest(target.path, FieldOptionDataSchema, {
    method: 'POST',
    body: { ...target.body, ...body },
    idempotent: true,
  });
  return data;
}

export function useAddOption(target: OptionListTarget) {
  return useRefreshingMutation((body: CreateOption) => addOption(target, body), {
    onSuccess: (queryClient) => target.refresh(queryClient),
  });
}
