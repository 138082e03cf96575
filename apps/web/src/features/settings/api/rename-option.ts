import { FieldOptionDataSchema, type FieldOption } from '@portal/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../../lib/api-client';
import type { OptionListTarget } from './option-list-target';

/** PATCH {path}/{id}: a new label; the stored value stays. */
export async function renameOption(target: OptionListTarget, id: number, label: string): Promise<FieldOption> {
  const { data } = await apiRequest(`${target.path}/${String(id)}`, FieldOptionDataSchema, {
    method: 'PATCH',
    body: { label },
  });
  return data;
}

export function useRenameOption(target: OptionListTarget) {
  return useRefreshingMutation(({ id, label }: { id: number; label: string }) => renameOption(target, id, label), {
    onSuccess: (queryClient) => target.refresh(queryClient),
  });
}
