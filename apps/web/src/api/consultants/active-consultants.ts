import { ConsultantPageSchema } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export interface ConsultantOption {
  id: number;
  name: string;
  job_title: string | null;
}

/** The API's largest page: a site shows at most this many active consultants in a chooser. */
const MAX_OPTIONS = 100;

/** Under the consultants' cache root, so any change to a consultant refreshes the chooser too. */
export const consultantKeys = {
  all: ['consultants'] as const,
  active: ['consultants', 'active'] as const,
};

/** GET /v1/consultants?filter[active]=true: the site's active consultants by name, for choosers (a job's consultants). */
export async function fetchActiveConsultants(signal?: AbortSignal): Promise<ConsultantOption[]> {
  const query = { 'filter[active]': 'true', per_page: MAX_OPTIONS, sort: 'name' };
  const { data } = await apiRequest('/v1/consultants', ConsultantPageSchema, { query, signal, scope: 'site' });
  return data.map(({ id, name, job_title }) => ({ id, name, job_title }));
}

export function useActiveConsultants(enabled = true) {
  return useQuery({
    queryKey: consultantKeys.active,
    queryFn: ({ signal }) => fetchActiveConsultants(signal),
    enabled,
  });
}
