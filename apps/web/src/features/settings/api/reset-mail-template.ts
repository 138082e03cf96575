import { MailTemplateDataSchema, type MailKind, type MailTemplate } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { replaceMailTemplate } from './get-mail-templates';

/** DELETE /v1/site/mail-templates/{kind}: back to the default wording. */
export async function resetMailTemplate(kind: MailKind): Promise<MailTemplate> {
  const { data } = await apiRequest(`/v1/site/mail-templates/${kind}`, MailTemplateDataSchema, { method: 'DELETE' });
  return data;
}

export function useResetMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMailTemplate,
    onSuccess: (saved) => {
      replaceMailTemplate(queryClient, saved);
    },
  });
}
