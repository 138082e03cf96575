import { MailTemplateDataSchema, type MailKind, type MailTemplate, type UpdateMailTemplate } from '@portal/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../../lib/api-client';
import { replaceMailTemplate } from './get-mail-templates';

/** PUT /v1/site/mail-templates/{kind}: the site's own subject and body. */
export async function saveMailTemplate(kind: MailKind, body: UpdateMailTemplate): Promise<MailTemplate> {
  const { data } = await apiRequest(`/v1/site/mail-templates/${kind}`, MailTemplateDataSchema, { method: 'PUT', body });
  return data;
}

export function useSaveMailTemplate() {
  return useRefreshingMutation(
    ({ kind, body }: { kind: MailKind; body: UpdateMailTemplate }) => saveMailTemplate(kind, body),
    {
      onSuccess: (queryClient, saved) => {
        replaceMailTemplate(queryClient, saved);
      },
    },
  );
}
