import { MailTemplatesSchema, type MailTemplate } from '@portal/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** GET /v1/site/mail-templates: every mail as the site words it. */
export async function getMailTemplates(signal?: AbortSignal): Promise<MailTemplate[]> {
  const { data } = await apiRequest('/v1/site/mail-templates', MailTemplatesSchema, { signal });
  return data;
}

export const mailTemplatesQueryOptions = queryOptions({
  queryKey: settingsKeys.mailTemplates,
  queryFn: ({ signal }) => getMailTemplates(signal),
});

export function useMailTemplates() {
  return useQuery(mailTemplatesQueryOptions);
}

/** Puts a saved or reset template in the cached list. */
export const replaceMailTemplate = (queryClient: QueryClient, saved: MailTemplate) => {
  queryClient.setQueryData<MailTemplate[]>(settingsKeys.mailTemplates, (old) =>
    old?.map((template) => (template.kind === saved.kind ? saved : template)),
  );
};
