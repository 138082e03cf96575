import { MailTemplatesSchema, type MailTemplate } from '@portal/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { dataQuery } from '../../../lib/data-query';
import { settingsKeys } from './keys';

/** GET /v1/site/mail-templates: every mail as the site words it. */
export const mailTemplatesQueryOptions = queryOptions(
  dataQuery(settingsKeys.mailTemplates, '/v1/site/mail-templates', MailTemplatesSchema),
);

export function useMailTemplates() {
  return useQuery(mailTemplatesQueryOptions);
}

/** Puts a saved or reset template in the cached list. */
export const replaceMailTemplate = (queryClient: QueryClient, saved: MailTemplate) => {
  queryClient.setQueryData<MailTemplate[]>(settingsKeys.mailTemplates, (old) =>
    old?.map((template) => (template.kind === saved.kind ? saved : template)),
  );
};
