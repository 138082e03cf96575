import { FieldOptionDataSchema, type FieldOption } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, label }: { id: number; label: string }) => renameOption(target, id, label),
    onSuccess: () => target.refresh(queryClient),
  });
}
