import { APPLICATION_STATUSES, ApplicationStatusesSchema, type ApplicationStatus } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';

export const applicationStatusesQueryOptions = queryOptions({
  queryKey: ['application-statuses'],
  queryFn: async ({ signal }) =>
    (await apiRequest('/v1/application-statuses', ApplicationStatusesSchema, { signal })).data,
  staleTime: Infinity,
});

export const isApplicationStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);

/** The status filter's choices: `GET /v1/application-statuses` in its order, each translated by its value. */
export function useApplicationStatusOptions() {
  const { t } = useTranslation();
  const statuses = useQuery(applicationStatusesQueryOptions).data ?? [];
  return statuses.map(({ value, label }) => ({
    value,
    label: isApplicationStatus(value) ? t(`applications.status.${value}`) : label,
  }));
}
