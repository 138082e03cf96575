import { MailTemplateDataSchema, type MailKind, type MailTemplate } from '@portal/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../../lib/api-client';
import { replaceMailTemplate } from './get-mail-templates';

/** DELETE /v1/site/mail-templates/{kind}: back to the default wording. */
export async function resetMailTemplate(kind: MailKind): Promise<MailTemplate> {
  const { data } = await apiRequest(`/v1/site/mail-templates/${kind}`, MailTemplateDataSchema, { method: 'DELETE' });
  return data;
}

export function useResetMailTemplate() {
  return useRefreshingMutation(resetMailTemplate, {
    onSuccess: (queryClient, saved) => {
      replaceMailTemplate(queryClient, saved);
    },
  });
}
