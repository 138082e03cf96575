import { EmployerPageSchema, JobPageSchema, PAGING, TagPageSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const PAGE = { per_page: PAGING.maxPerPage };

const jobChoices = queryOptions({
  queryKey: ['jobs', 'application-filter'],
  queryFn: async ({ signal }) => {
    const { data } = await apiRequest('/v1/jobs', JobPageSchema, { query: { ...PAGE, sort: '-created_at' }, signal });
    return data.map((job) => ({
      value: job.uuid,
      label: job.reference ? `${job.title} (${job.reference})` : job.title,
    }));
  },
  staleTime: 60_000,
});

const employerChoices = queryOptions({
  queryKey: ['employers', 'options'],
  queryFn: async ({ signal }) => {
    const query = { ...PAGE, sort: 'business_name' };
    const { data } = await apiRequest('/v1/employers', EmployerPageSchema, { query, signal, scope: 'site' });
    return data.map((employer) => ({ value: String(employer.id), label: employer.business_name }));
  },
  staleTime: 60_000,
});

const tagChoices = queryOptions({
  queryKey: ['tags', 'application-filter'],
  queryFn: async ({ signal }) => {
    const query = { ...PAGE, sort: 'name' };
    const { data } = await apiRequest('/v1/site/tags', TagPageSchema, { query, signal, scope: 'site' });
    return data.map((tag) => ({ value: String(tag.id), label: tag.name }));
  },
  staleTime: 60_000,
});

/**
 * The job, employer and tag filters' choices, one page of the API's largest size each (as the jobs
 * list's filters, decision 0039): the newest jobs the viewer may read; employers and tags for staff
 * only (an employer's user sees its own applications, and the tags are the site's).
 */
export function useApplicationFilterChoices(staff: boolean) {
  const jobs = useQuery(jobChoices).data ?? [];
  const employers = useQuery({ ...employerChoices, enabled: staff }).data ?? [];
  const tags = useQuery({ ...tagChoices, enabled: staff }).data ?? [];
  return { jobs, employers, tags };
}
