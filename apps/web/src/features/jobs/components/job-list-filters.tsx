import { ResourceFilters, type SelectFilter } from '../../../components/resource/resource-filters';
import type { ListParamsOf } from '../../../hooks/use-list-params';
import { useFieldOptions } from '../../../lib/field-options';
import type { FiltersOf } from '../../../lib/list-state';
import { useEmployerOptions } from '../api/employer-options';
import { useJobFilterChoices } from '../api/filter-choices';
import type { jobResource } from '../api/job-resource';
import { useJobStatusOptions } from '../api/job-statuses';
import { useActsAsStaff } from '../hooks/use-acts-as-staff';

type JobFilters = FiltersOf<typeof jobResource.list>;
type JobListParams = ListParamsOf<typeof jobResource.list>;

/**
 * Search (title, reference number) and the filters the API has: status (not on the hold queue),
 * employer, consultant and tag (staff only: an employer's user sees its own jobs), work type and
 * classification from the site's option lists.
 */
export function JobListFilters({ list, status = true }: { list: JobListParams; status?: boolean }) {
  const staff = useActsAsStaff();
  const statuses = useJobStatusOptions();
  const employers = useEmployerOptions(staff);
  const options = useFieldOptions().data;
  const choices = useJobFilterChoices(staff);
  const selects: SelectFilter<JobFilters>[] = [
    ...(status ? [{ filter: 'status' as const, options: statuses }] : []),
    ...(staff
      ? [
          { filter: 'employer' as const, options: employers },
          { filter: 'consultant' as const, options: choices.consultants },
          { filter: 'tag' as const, options: choices.tags },
        ]
      : []),
    { filter: 'work_type', options: options?.work_type ?? [] },
    { filter: 'classification', options: options?.classification ?? [] },
  ];
  return <ResourceFilters list={list} strings="jobs.list" fields="jobs.fields" selects={selects} />;
}
